// The upload flow on a real server (PGlite, real files, real GDAL): credentials, streamed PUT,
// background processing, status, preview, download, delete, and who may do what. The listing an
// upload makes is read from the database here; apps/api/src/upload-flow.test.ts reads it through
// the listings resource of the composed app.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn } from '@unfurl/api-demo-seed/testing';
import {
  searchedIds,
  useUploadsServer,
  visibleListing,
  visiblePreview,
} from './uploads-test-server';

const harness = useUploadsServer();
const FIXTURE = fileURLToPath(
  new URL('../../listing-processing/test-fixtures/landsat8-001062-sr-b4.tif', import.meta.url),
);
const SUB = 'acme';
let writer = '';
let reader = '';
let admin = '';

interface Credentials {
  listingId: number;
  path: string;
  filename: string;
  status: string;
  uploads: { key: string; url: string; method: 'PUT'; maxBytes: number; expiresAt: number }[];
}

async function startUpload(body: object, token = writer): Promise<Credentials> {
  const response = await api(harness().base, '/v1/listings/upload', {
    method: 'POST',
    token,
    subdomain: SUB,
    body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Credentials;
}

function put(url: string, bytes: Uint8Array): Promise<Response> {
  return fetch(new URL(url, harness().base), {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from(bytes),
  });
}

async function waitForStatus(
  id: number,
): Promise<{ status: string; code: string | null; reason: string | null; reviewStatus: string }> {
  for (let i = 0; i < 600; i++) {
    const response = await api(harness().base, `/v1/listings/${id}/status`, {
      token: writer,
      subdomain: SUB,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      status: string;
      code: string | null;
      reason: string | null;
      reviewStatus: string;
    };
    if (body.status === 'ready' || body.status === 'failed') return body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('processing did not finish');
}

function bboxOf(wkt: string): [number, number, number, number] {
  const numbers = [...wkt.matchAll(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const xs = numbers.map((p) => p[0]!);
  const ys = numbers.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

beforeAll(async () => {
  writer = (await signIn(harness().base, 'surveyor@acme.example')).IdToken;
  reader = (await signIn(harness().base, 'viewer@acme.example')).IdToken;
  admin = (await signIn(harness().base, 'admin@acme.example')).IdToken;
});

describe('listing uploads', () => {
  it('a GeoTIFF upload becomes a ready COG listing with footprint, previews and a download', async () => {
    const credentials = await startUpload({
      filename: 'landsat.tif',
      metadata: { title: 'Landsat band 4', tags: ['#landsat'], categories: ['imagery'] },
    });
    expect(credentials.status).toBe('pending-upload');
    expect(credentials.uploads.map((u) => u.key)).toEqual(['file']);
    const listedBefore = await searchedIds(harness().db, SUB, { keywords: 'Landsat band' });
    expect(listedBefore).not.toContain(credentials.listingId);

    const put1 = await put(credentials.uploads[0]!.url, await readFile(FIXTURE));
    expect(put1.status, await put1.clone().text()).toBe(201);
    expect(await put1.json()).toMatchObject({ status: 'processing', key: 'file' });
    const status = await waitForStatus(credentials.listingId);
    expect(status).toEqual({
      listingId: credentials.listingId,
      status: 'ready',
      code: null,
      reason: null,
      reviewStatus: 'APPROVED',
    });

    const listing = (await visibleListing(harness().db, SUB, credentials.listingId))!;
    expect(listing.listingType).toBe('COG');
    expect(listing.previewUrl).toBe(`/listing-preview/${credentials.listingId}`);
    expect(listing.tags).toEqual(['landsat']);
    expect(listing.geometryWKT).toMatch(/^POLYGON/);
    // Debian's `gdalinfo -json` wgs84Extent of the fixture (EPSG:32620):
    // -66.2079766 -3.9456984 -64.1587762 -1.845321.
    const [west, south, east, north] = bboxOf(listing.geometryWKT);
    expect(west).toBeCloseTo(-66.2079766, 4);
    expect(south).toBeCloseTo(-3.9456984, 4);
    expect(east).toBeCloseTo(-64.1587762, 4);
    expect(north).toBeCloseTo(-1.845321, 4);

    const jpeg = (await visiblePreview(harness().db, SUB, credentials.listingId, 'small'))!;
    expect([...jpeg.slice(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await sharp(jpeg).metadata()).width).toBeLessThanOrEqual(256);

    const download = await api(harness().base, `/v1/listings/${credentials.listingId}/download`, {
      subdomain: SUB,
    });
    expect(download.status).toBe(200);
    const { presignedUrl } = (await download.json()) as { presignedUrl: string };
    const file = new Uint8Array(
      await (await fetch(new URL(presignedUrl, harness().base))).arrayBuffer(),
    );
    expect([...file.slice(0, 2)]).toEqual([0x49, 0x49]);

    // Searchable once ready.
    const listedAfter = await searchedIds(harness().db, SUB, { keywords: 'Landsat band' });
    expect(listedAfter).toContain(credentials.listingId);

    // A PUT after processing is refused; it never makes a second listing.
    const again = await put(credentials.uploads[0]!.url, await readFile(FIXTURE));
    expect(again.status).toBe(409);
  });

  it('a PNG with a world file becomes an IMAGE listing; a retried PUT does not duplicate', async () => {
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .png()
      .toBuffer();
    // 0.01° pixels, top-left pixel centre at (10.005, 50.995): covers 10..10.64 E, 50.68..51 N.
    const world = '0.01\n0\n0\n-0.01\n10.005\n50.995\n';
    const credentials = await startUpload({
      filename: 'red.png',
      worldfile: 'red.pgw',
      metadata: { title: 'Red square retry', crs: 'EPSG:4326' },
    });
    expect(credentials.uploads.map((u) => u.key)).toEqual(['file', 'worldfile']);
    const worldUrl = credentials.uploads[1]!.url;
    const fileUrl = credentials.uploads[0]!.url;
    const first = await put(worldUrl, new TextEncoder().encode('garbage'));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'pending-upload' });
    const retry = await put(worldUrl, new TextEncoder().encode(world));
    expect(retry.status).toBe(201);
    // An interrupted-then-retried file upload: the same URL again.
    expect((await put(fileUrl, new Uint8Array(png))).status).toBe(201);
    const status = await waitForStatus(credentials.listingId);
    expect(status.status, status.reason ?? '').toBe('ready');
    const rows = await harness().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings WHERE title = 'Red square retry'`,
    );
    expect(rows[0]!.n).toBe(1);
    const listing = (await visibleListing(harness().db, SUB, credentials.listingId))!;
    expect(listing.listingType).toBe('IMAGE');
    const [west, south, east, north] = bboxOf(listing.geometryWKT);
    expect(west).toBeCloseTo(10, 5);
    expect(east).toBeCloseTo(10.64, 5);
    expect(south).toBeCloseTo(50.68, 5);
    expect(north).toBeCloseTo(51, 5);
  });

  it('a JPEG placed by hand (bounds, no world file) becomes a LO_FI listing on those bounds', async () => {
    const jpeg = await sharp({
      create: { width: 48, height: 32, channels: 3, background: { r: 30, g: 160, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const credentials = await startUpload({
      filename: 'sketch.jpg',
      metadata: { title: 'Hand-placed sketch', bounds: [-3.3, 55.9, -3.1, 56.0] },
    });
    expect(credentials.uploads.map((u) => u.key)).toEqual(['file']);
    expect((await put(credentials.uploads[0]!.url, new Uint8Array(jpeg))).status).toBe(201);
    const status = await waitForStatus(credentials.listingId);
    expect(status.status, status.reason ?? '').toBe('ready');
    const listing = (await visibleListing(harness().db, SUB, credentials.listingId))!;
    expect(listing.listingType).toBe('LO_FI');
    const [west, south, east, north] = bboxOf(listing.geometryWKT);
    expect([west, south, east, north].map((v) => Number(v.toFixed(5)))).toEqual([
      -3.3, 55.9, -3.1, 56,
    ]);
  });

  it('a GeoTIFF cut short fails in plain words, without what GDAL said', async () => {
    const whole = new Uint8Array(await readFile(FIXTURE));
    const credentials = await startUpload({ filename: 'cut.tif', metadata: { title: 'Cut' } });
    const cut = whole.subarray(0, Math.floor(whole.length * 0.6));
    expect((await put(credentials.uploads[0]!.url, cut)).status).toBe(201);
    const status = await waitForStatus(credentials.listingId);
    expect(status.status).toBe('failed');
    expect(status.code).toBe('CORRUPT_FILE');
    expect(status.reason).toMatch(/^The file is (incomplete|damaged)/);
    expect(status.reason).not.toMatch(/gdal|TIFF|scanline|ERROR/);
  });

  it('a PNG named .tif fails with the reason; an oversized PUT is 413', async () => {
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const credentials = await startUpload({ filename: 'fake.tif', metadata: { title: 'Fake' } });
    expect((await put(credentials.uploads[0]!.url, new Uint8Array(png))).status).toBe(201);
    const status = await waitForStatus(credentials.listingId);
    expect(status.status).toBe('failed');
    expect(status.code).toBe('CONTENT_MISMATCH');
    expect(status.reason).toContain('not a TIFF');
    expect(status.reviewStatus).toBe('PENDING');
    // Still there for its owner to retry (GET /v1/listings/{id} shows the reason: upload-flow.test.ts).
    expect(await visibleListing(harness().db, SUB, credentials.listingId)).toBeDefined();
    const listed = await api(harness().base, `/v1/listings/${credentials.listingId}/download`, {
      subdomain: SUB,
    });
    expect(listed.status).toBe(409);
    // A refused upload keeps nothing in the store; the owner uploads again to the same URL.
    expect(await harness.store().list(`uploads/${credentials.listingId}/`)).toEqual([]);
    const again = await put(credentials.uploads[0]!.url, await readFile(FIXTURE));
    expect(again.status).toBe(201);
    expect(await waitForStatus(credentials.listingId)).toMatchObject({ status: 'ready' });

    const small = await startUpload({
      filename: 'x.png',
      worldfile: 'x.pgw',
      metadata: { title: 'Big world', crs: 'EPSG:3857' },
    });
    const tooBig = await put(small.uploads[1]!.url, new Uint8Array(5000).fill(49));
    expect(tooBig.status).toBe(413);
    // Streamed without a length: the limit cuts it off while streaming, nothing is kept.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(1024).fill(49));
        controller.close();
      },
    });
    const streamed = await fetch(new URL(small.uploads[1]!.url, harness().base), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const kept = await harness().db.query<{ size: number | null }>(
      'SELECT worldfile_size AS size FROM listing_uploads WHERE listing_id = $1',
      [small.listingId],
    );
    expect(kept[0]!.size).toBeNull();
    const forged = small.uploads[1]!.url.replace('max=4096', 'max=99999');
    expect((await put(forged, new Uint8Array(10))).status).toBe(403);
  });

  it('refuses anonymous, Read users, bad files and a missing listing id', async () => {
    const body = { filename: 'a.tif', metadata: { title: 'A' } };
    const anonymous = await api(harness().base, '/v1/listings/upload', {
      method: 'POST',
      subdomain: SUB,
      body,
    });
    expect(anonymous.status).toBe(401);
    const read = await api(harness().base, '/v1/listings/upload', {
      method: 'POST',
      subdomain: SUB,
      body,
      token: reader,
    });
    expect(read.status).toBe(403);
    const exe = await api(harness().base, '/v1/listings/upload', {
      method: 'POST',
      subdomain: SUB,
      token: writer,
      body: { filename: 'virus.exe', metadata: { title: 'A' } },
    });
    expect(exe.status).toBe(415);
    const noWorld = await api(harness().base, '/v1/listings/upload', {
      method: 'POST',
      subdomain: SUB,
      token: writer,
      body: { filename: 'a.png', metadata: { title: 'A' } },
    });
    expect(noWorld.status).toBe(400);
    const missing = await api(harness().base, '/v1/listings/%20/upload', {
      subdomain: SUB,
      token: writer,
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'No listing ID', code: 'NO_LISTING_ID' });
  });

  it('the owner refreshes credentials; others cannot; the owner or an Admin deletes (then 404)', async () => {
    const credentials = await startUpload({ filename: 'later.tif', metadata: { title: 'Later' } });
    const id = credentials.listingId;
    const refreshed = await api(harness().base, `/v1/listings/${id}/upload`, {
      subdomain: SUB,
      token: writer,
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({ listingId: id, filename: 'later.tif' });
    const byReader = await api(harness().base, `/v1/listings/${id}/upload`, {
      subdomain: SUB,
      token: reader,
    });
    expect(byReader.status).toBe(403);
    const delByReader = await api(harness().base, `/v1/listings/${id}`, {
      method: 'DELETE',
      subdomain: SUB,
      token: reader,
    });
    expect(delByReader.status).toBe(403);
    const del = await api(harness().base, `/v1/listings/${id}`, {
      method: 'DELETE',
      subdomain: SUB,
      token: admin,
    });
    expect(del.status).toBe(204);
    expect(await visibleListing(harness().db, SUB, id)).toBeUndefined();
    const status = await api(harness().base, `/v1/listings/${id}/status`, { subdomain: SUB });
    expect(status.status).toBe(404);
    const putAfter = await put(credentials.uploads[0]!.url, new Uint8Array([1, 2, 3]));
    expect(putAfter.status).toBe(404);
  });
});
