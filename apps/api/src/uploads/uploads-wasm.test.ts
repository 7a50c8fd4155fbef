// The upload flow with the gdal3.js backend (what `npm start` uses without gdal-bin).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createWasmGdal } from '@unfurl/api-listing-processing';
import type { GdalRunner } from '@unfurl/api-listing-processing';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../app';
import { api, signIn } from '../auth/auth.test-harness';
import { openSeededTestDb } from '../testing/start-test-server';

const FIXTURE = fileURLToPath(
  new URL(
    '../../../../libs/api/listing-processing/test-fixtures/s2-29rkh-b11.tif',
    import.meta.url,
  ),
);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('processes an uploaded GeoTIFF with gdal3.js into a ready COG listing', async () => {
  const db = await openSeededTestDb();
  const dir = await mkdtemp(join(tmpdir(), 'unfurl-wasm-upload-'));
  const store = createLocalObjectStore({
    rootDir: join(dir, 'storage'),
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  let gdal: GdalRunner | undefined;
  const app = await buildApp({
    db,
    logger: false,
    storage: store,
    uploads: { dir: join(dir, 'uploads'), gdal: async () => (gdal = createWasmGdal()) },
  });
  cleanups.push(async () => {
    await app.close();
    await gdal?.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = (await signIn(base, 'surveyor@acme.example')).IdToken;
  const started = await api(base, '/v1/listings/upload', {
    method: 'POST',
    token,
    subdomain: 'acme',
    body: { filename: 'b11.tif', metadata: { title: 'Sentinel-2 B11 wasm' } },
  });
  expect(started.status).toBe(201);
  const credentials = (await started.json()) as { listingId: number; uploads: { url: string }[] };
  const put = await fetch(new URL(credentials.uploads[0]!.url, base), {
    method: 'PUT',
    body: await readFile(FIXTURE),
  });
  expect(put.status).toBe(201);
  let listing: { status?: string; statusReason?: string | null; listingType?: string } = {};
  for (let i = 0; i < 600 && listing.status !== 'ready' && listing.status !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    listing = await (
      await api(base, `/v1/listings/${credentials.listingId}`, { subdomain: 'acme' })
    ).json();
  }
  expect(listing.status, listing.statusReason ?? '').toBe('ready');
  expect(listing.listingType).toBe('COG');
  expect(gdal?.backend).toBe('wasm');
}, 180_000);
