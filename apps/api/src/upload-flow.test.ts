// Two resources on the composed app: an upload (the uploads resource) becomes a listing that the
// listings resource serves: hidden from search until ready, then with its status, preview and
// search entry; a failed upload shows its reason on GET /v1/listings/{id}; a deleted one is 404.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { api, openSeededTestDb, signIn } from '@unfurl/api-demo-seed/testing';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { buildApp } from './app';

const SUB = 'acme';
const FIXTURE = new URL(
  '../../../libs/api/listing-processing/test-fixtures/landsat8-001062-sr-b4.tif',
  import.meta.url,
);
let db: Db;
let app: FastifyInstance;
let dir = '';
let base = '';
let writer = '';

beforeAll(async () => {
  db = await openSeededTestDb();
  dir = await mkdtemp(join(tmpdir(), 'unfurl-upload-flow-'));
  const store = createLocalObjectStore({
    rootDir: join(dir, 'storage'),
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  app = await buildApp({ db, logger: false, storage: store, uploads: { dir: join(dir, 'up') } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  writer = (await signIn(base, 'surveyor@acme.example')).IdToken;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

interface ShownListing {
  id: number;
  listingType: string;
  previewUrl: string | null;
  tags: string[];
  geometryWKT: string;
  status?: string;
  statusReason?: string | null;
  reviewStatus?: string;
}

/** Starts an upload, PUTs its file and returns the listing id. */
async function upload(body: object, bytes: Uint8Array): Promise<number> {
  const started = await api(base, '/v1/listings/upload', {
    method: 'POST',
    token: writer,
    subdomain: SUB,
    body,
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const credentials = (await started.json()) as { listingId: number; uploads: { url: string }[] };
  const put = await fetch(new URL(credentials.uploads[0]!.url, base), {
    method: 'PUT',
    body: Buffer.from(bytes),
  });
  expect(put.status, await put.clone().text()).toBe(201);
  return credentials.listingId;
}

/** GET /v1/listings/{id} until processing has finished. */
async function shownWhenProcessed(id: number): Promise<ShownListing> {
  for (let i = 0; i < 600; i++) {
    const response = await api(base, `/v1/listings/${id}`, { subdomain: SUB });
    expect(response.status).toBe(200);
    const listing = (await response.json()) as ShownListing;
    if (listing.status === 'ready' || listing.status === 'failed') return listing;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('processing did not finish');
}

async function searchIds(keywords: string): Promise<number[]> {
  const query = `keywords=${encodeURIComponent(keywords)}&limit=50`;
  const response = await api(base, `/v1/listings?${query}`, { subdomain: SUB });
  return ((await response.json()) as { listings: { id: number }[] }).listings.map((l) => l.id);
}

describe('an upload seen through the listings resource', () => {
  it('a GeoTIFF is listed once ready, with its status, tags, footprint and preview', async () => {
    const id = await upload(
      { filename: 'landsat.tif', metadata: { title: 'Landsat flow band', tags: ['#landsat'] } },
      new Uint8Array(await readFile(FIXTURE)),
    );
    expect(await searchIds('Landsat flow band')).not.toContain(id);
    const listing = await shownWhenProcessed(id);
    expect(listing).toMatchObject({
      id,
      listingType: 'COG',
      status: 'ready',
      reviewStatus: 'APPROVED',
      previewUrl: `/listing-preview/${id}`,
      tags: ['landsat'],
      geometryWKT: expect.stringMatching(/^POLYGON/),
    });
    const preview = await fetch(`${base}/listing-preview/${id}?subdomain=${SUB}&size=small`);
    expect(preview.status).toBe(200);
    const jpeg = new Uint8Array(await preview.arrayBuffer());
    expect([...jpeg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await sharp(jpeg).metadata()).width).toBeLessThanOrEqual(256);
    expect(await searchIds('Landsat flow band')).toContain(id);
  });

  it('a failed upload shows its reason; a deleted listing is then 404', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const id = await upload({ filename: 'fake.tif', metadata: { title: 'Fake flow' } }, png);
    const listing = await shownWhenProcessed(id);
    expect(listing).toMatchObject({ status: 'failed', reviewStatus: 'PENDING' });
    expect(listing.statusReason).toContain('not a TIFF');
    const deleted = await api(base, `/v1/listings/${id}`, {
      method: 'DELETE',
      token: writer,
      subdomain: SUB,
    });
    expect(deleted.status).toBe(204);
    expect((await api(base, `/v1/listings/${id}`, { subdomain: SUB })).status).toBe(404);
  });
});
