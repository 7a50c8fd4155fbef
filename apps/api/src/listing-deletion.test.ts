// Two resources on the composed app: deleting a listing (`DELETE /v1/listings/{id}`, the uploads
// resource) removes the files added to it (the listings resource), their links and its tiles.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { api, insertTestListing, openSeededTestDb, signIn } from '@unfurl/api-demo-seed/testing';
import { createLocalObjectStore } from '@unfurl/api-storage';
import type { LocalObjectStore } from '@unfurl/api-storage';
import { buildApp } from './app';

const SUB = 'acme';
let db: Db;
let app: FastifyInstance;
let store: LocalObjectStore;
let storageDir = '';
let base = '';
let surveyor = '';

beforeAll(async () => {
  db = await openSeededTestDb();
  storageDir = await mkdtemp(join(tmpdir(), 'unfurl-listing-deletion-'));
  store = createLocalObjectStore({
    rootDir: storageDir,
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  app = await buildApp({ db, logger: false, storage: store });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  surveyor = (await signIn(base, 'surveyor@acme.example')).IdToken;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await rm(storageDir, { recursive: true, force: true });
});

/** Follows a file link's redirect and returns the status of the bytes. */
async function linkStatus(path: string): Promise<number> {
  const link = await fetch(new URL(path, base), { redirect: 'manual' });
  if (link.status !== 302) return link.status;
  return (await fetch(new URL(link.headers.get('location')!, base))).status;
}

describe('DELETE /v1/listings/{id} on the composed app', () => {
  it('removes the listing’s added files and their links', async () => {
    const listingId = await insertTestListing(db, {
      tenant: SUB,
      ownerEmail: 'surveyor@acme.example',
      title: 'Map with files',
    });
    const added = await api(base, `/v1/listings/${listingId}/files`, {
      method: 'POST',
      token: surveyor,
      subdomain: SUB,
      body: { type: 'text/plain', listingType: 'IMAGE', filename: 'legend.txt' },
    });
    expect(added.status, await added.clone().text()).toBe(201);
    const file = (await added.json()) as { path: string; url: string; upload: { url: string } };
    const put = await fetch(new URL(file.upload.url, base), {
      method: 'PUT',
      headers: { 'content-type': 'text/plain' },
      body: new TextEncoder().encode('legend: blue is water\n'),
    });
    expect(put.status, await put.clone().text()).toBe(201);
    expect(await linkStatus(`${file.url}?subdomain=acme`)).toBe(200);
    const gone = await api(base, `/v1/listings/${listingId}`, {
      method: 'DELETE',
      token: surveyor,
      subdomain: SUB,
    });
    expect(gone.status).toBe(204);
    expect(await store.exists(file.path)).toBe(false);
    expect(await linkStatus(`${file.url}?subdomain=acme`)).toBe(404);
  });

  it('makes the listing’s tiles a 404', async () => {
    const key = 'listings/deletion-test/map.tif';
    const cog = new URL(
      '../../../libs/api/listing-processing/test-fixtures/s2-29rkh-pvi.tif',
      import.meta.url,
    );
    await store.put(key, new Uint8Array(await readFile(cog)), 'image/tiff');
    const listingId = await insertTestListing(db, {
      tenant: SUB,
      ownerEmail: 'surveyor@acme.example',
      title: 'Tiled COG',
      filePath: key,
    });
    const tile = () => fetch(`${base}/listing-tiles/${listingId}/0/0/0.png?subdomain=${SUB}`);
    expect((await tile()).status).toBe(200);
    const gone = await api(base, `/v1/listings/${listingId}`, {
      method: 'DELETE',
      token: surveyor,
      subdomain: SUB,
    });
    expect(gone.status).toBe(204);
    expect((await tile()).status).toBe(404);
  });
});
