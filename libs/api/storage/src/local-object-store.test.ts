import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalObjectStore } from './local-object-store';
import type { LocalObjectStore } from './local-object-store';
import { sniffImageType } from './image-type';
import { isValidObjectKey, safeFileName } from './object-key';
import { storageRoutes } from './storage-routes';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const SECRET = 'a-test-secret-that-is-long-enough-000';

let dir: string;
let clock = Date.parse('2026-11-23T12:00:00Z');
let store: LocalObjectStore;
let app: TypedApp;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unfurl-store-'));
  store = createLocalObjectStore({ rootDir: dir, secret: SECRET, now: () => clock });
  // The server every app starts from, with the one error handler that answers StorageErrors.
  app = createHttpServer({ logger: false });
  await app.register(storageRoutes, { store, bodyLimit: 1024 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

const put = (
  url: string,
  body: Uint8Array<ArrayBuffer> | string,
  type = 'application/octet-stream',
) => fetch(`${base}${url}`, { method: 'PUT', headers: { 'content-type': type }, body });

describe('local object store over HTTP', () => {
  it('reads byte ranges of an object (fewer at its end, none past it)', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
    await store.put('listings/4/map.tif', bytes, 'image/tiff');
    expect(await store.readRange('listings/4/map.tif', 10, 5)).toEqual(bytes.subarray(10, 15));
    expect(await store.readRange('listings/4/map.tif', 290, 64)).toEqual(bytes.subarray(290));
    expect((await store.readRange('listings/4/map.tif', 400, 8))?.length).toBe(0);
    expect(await store.readRange('listings/4/none.tif', 0, 8)).toBeUndefined();
  });

  it('accepts a signed image upload, then serves it through a signed download URL', async () => {
    const upload = store.signUpload('users/u1/avatar/a.png', { maxBytes: 100, accept: 'image' });
    expect(upload).toMatchObject({ method: 'PUT', maxBytes: 100, expiresAt: clock / 1000 + 900 });
    const response = await put(upload.url, PNG, 'image/png');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      path: 'users/u1/avatar/a.png',
      contentType: 'image/png',
      size: PNG.length,
    });
    const download = await fetch(
      `${base}${store.signDownload('users/u1/avatar/a.png', clock / 1000 + 60)}`,
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it('refuses content that is not an image by its bytes, whatever the declared type (415)', async () => {
    const upload = store.signUpload('users/u1/avatar/b.png', { maxBytes: 100, accept: 'image' });
    const response = await put(upload.url, '<svg onload="alert(1)"/>', 'image/png');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await store.exists('users/u1/avatar/b.png')).toBe(false);
  });

  it('refuses uploads over the signed size (413) or the route limit, and empty ones (400)', async () => {
    const upload = store.signUpload('users/u1/avatar/c.png', { maxBytes: 10, accept: 'image' });
    expect((await put(upload.url, PNG)).status).toBe(413);
    const big = store.signUpload('users/u1/avatar/d.png', { maxBytes: 10_000, accept: 'any' });
    expect((await put(big.url, new Uint8Array(2048))).status).toBe(413);
    expect((await put(big.url, new Uint8Array(0))).status).toBe(400);
  });

  it('refuses tampered, re-targeted and expired signatures (403)', async () => {
    const upload = store.signUpload('users/u1/avatar/e.png', { maxBytes: 100, accept: 'image' });
    const url = new URL(upload.url, base);
    const variants = [
      upload.url.replace('max=100', 'max=100000'),
      upload.url.replace('accept=image', 'accept=any'),
      upload.url.replace('/e.png', '/f.png'),
      `${url.pathname}?expires=${url.searchParams.get('expires')}&max=100&accept=image`,
      `${url.pathname}?${url.searchParams}`.replace(/signature=[^&]+/, 'signature=AAAA'),
    ];
    for (const variant of variants) {
      const response = await put(variant, PNG);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    const other = createLocalObjectStore({ rootDir: dir, secret: `${SECRET}-other` });
    expect(
      (await put(other.signUpload('users/u1/x.png', { maxBytes: 100, accept: 'image' }).url, PNG))
        .status,
    ).toBe(403);
    clock += 901_000;
    const expired = await put(upload.url, PNG);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'URL_EXPIRED' });
    const download = store.signDownload('users/u1/avatar/a.png', clock / 1000 - 1);
    expect((await fetch(`${base}${download}`)).status).toBe(403);
    expect((await fetch(`${base}${download.replace('/a.png', '/b.png')}`)).status).toBe(403);
  });

  it('keeps keys inside its folder and deletes by key or prefix', async () => {
    expect(() => store.signUpload('../etc/passwd', { maxBytes: 1, accept: 'any' })).toThrow();
    for (const key of ['', '/a', 'a//b', 'a/../b', '.hidden', 'a/./b', 'a\\b', 'a/b/']) {
      expect(isValidObjectKey(key)).toBe(false);
    }
    expect(
      (await fetch(`${base}/v1/storage/..%2F..%2Fetc%2Fpasswd?expires=1&signature=x`)).status,
    ).toBe(400);
    await store.put('users/u2/banner/x.png', PNG, 'image/png');
    await store.put('users/u2/avatar/y.png', PNG, 'image/png');
    await store.delete('users/u2/banner/x.png');
    expect(await store.get('users/u2/banner/x.png')).toBeUndefined();
    await store.deletePrefix('users/u2/');
    expect(await store.exists('users/u2/avatar/y.png')).toBe(false);
    expect(await readdir(join(dir, 'objects', 'users'))).not.toContain('u2');
  });
});

describe('local object store: list and confirmUpload', () => {
  it('lists keys under a folder and re-checks stored uploads against their rules', async () => {
    await store.put('listings/9/a.png', PNG, 'image/png');
    await store.put('listings/9/sub/b.bin', new Uint8Array(64), 'application/octet-stream');
    expect(await store.list('listings/9/')).toEqual(['listings/9/a.png', 'listings/9/sub/b.bin']);
    expect(await store.list('listings/404/')).toEqual([]);
    expect(
      await store.confirmUpload('listings/9/a.png', { maxBytes: 100, accept: 'image' }),
    ).toEqual({ key: 'listings/9/a.png', size: PNG.length, contentType: 'image/png' });
    await expect(
      store.confirmUpload('listings/9/sub/b.bin', { maxBytes: 100, accept: 'image' }),
    ).rejects.toMatchObject({ statusCode: 415 });
    expect(await store.exists('listings/9/sub/b.bin')).toBe(false);
    await expect(
      store.confirmUpload('listings/9/none.bin', { maxBytes: 10, accept: 'any' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('local object store: files and streams', () => {
  it('stores a file from disk and streams it back, also through a signed download', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const source = join(dir, 'source.bin');
    await writeFile(source, bytes);
    await store.putFile('listings/8/cog.tif', source, 'image/tiff');
    const opened = await store.getStream('listings/8/cog.tif');
    expect(opened).toMatchObject({ contentType: 'image/tiff', size: bytes.length });
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
    expect(await store.getStream('listings/8/none.tif')).toBeUndefined();
    const download = await fetch(
      `${base}${store.signDownload('listings/8/cog.tif', clock / 1000 + 60)}`,
    );
    const body = Buffer.from(await download.arrayBuffer());
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/tiff');
    expect(body.equals(bytes)).toBe(true);
  });
});

describe('local object store: putStream', () => {
  it('putStream stores exactly the declared bytes; a broken, short or long body leaves no object', async () => {
    const bytes = randomBytes(1024 * 1024);
    const chunks = [bytes.subarray(0, 1000), bytes.subarray(1000)];
    await store.putStream('uploads/5/file', Readable.from(chunks), bytes.length, 'image/tiff');
    const opened = await store.getStream('uploads/5/file');
    expect(opened).toMatchObject({ contentType: 'image/tiff', size: bytes.length });
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
    const short = Readable.from([bytes.subarray(0, 10)]);
    await expect(store.putStream('uploads/6/file', short, 20, 'x/y')).rejects.toMatchObject({
      code: 'SIZE_MISMATCH',
    });
    const long = Readable.from([bytes.subarray(0, 30)]);
    await expect(store.putStream('uploads/6/file', long, 20, 'x/y')).rejects.toMatchObject({
      code: 'SIZE_MISMATCH',
    });
    const broken = new Readable({ read: () => undefined });
    broken.push(bytes.subarray(0, 500));
    setTimeout(() => broken.destroy(new Error('the client went away')), 50);
    await expect(store.putStream('uploads/6/file', broken, 1000, 'x/y')).rejects.toThrow(
      /went away/,
    );
    expect(await store.exists('uploads/6/file')).toBe(false);
    expect(await store.list('uploads/')).toEqual(['uploads/5/file']);
    // No temporary file is left beside the objects.
    expect(await readdir(join(dir, 'objects', 'uploads', '6')).catch(() => [])).toEqual([]);
  });
});

describe('sniffImageType and safeFileName', () => {
  it('knows PNG, JPEG, WebP and GIF by their first bytes only', () => {
    const bytes = (...values: (number | string)[]) =>
      Uint8Array.from(
        values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
      );
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes('GIF89a', 1))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffImageType(bytes('<svg'))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 0x50))).toBeUndefined();
  });

  it('cleans user file names into one safe key segment', () => {
    expect(safeFileName('Mon été.PNG')).toBe('Mon-ete.PNG');
    expect(safeFileName('../../x.png')).toBe('x.png');
    expect(safeFileName('C:\\photos\\me.jpg')).toBe('me.jpg');
    expect(safeFileName('...')).toBe('file');
    expect(isValidObjectKey(`users/u/${safeFileName('  weird name!!.gif')}`)).toBe(true);
  });
});
