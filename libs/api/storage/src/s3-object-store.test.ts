import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3ObjectStore } from './s3-object-store';
import type { S3ObjectStore } from './s3-object-store';
import { presignS3Url } from './sigv4-presign';

// s3rver: a local S3-compatible server (its default keys). It checks the expiry of presigned URLs
// but not SigV4 signatures themselves, so `presignS3Url` is checked against the AWS SDK's
// presigner byte for byte below.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2]);
const text = (value: string) => new TextEncoder().encode(value);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dir: string;
let server: S3rver;
let store: S3ObjectStore;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unfurl-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'unfurl-test' }],
  });
  const { port } = await server.run();
  store = createS3ObjectStore({
    bucket: 'unfurl-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials,
  });
});
afterAll(async () => {
  store?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('S3 object store against a local S3 server', () => {
  it('puts, gets, lists and deletes objects by key and by prefix', async () => {
    await store.put('listings/1/a.png', PNG, 'image/png');
    await store.put('listings/1/sub/b.txt', text('hello'), 'text/plain');
    await store.put('listings/2/c.txt', text('other'), 'text/plain');
    expect(await store.get('listings/1/a.png')).toEqual({ bytes: PNG, contentType: 'image/png' });
    expect(await store.get('listings/1/missing.png')).toBeUndefined();
    expect(await store.exists('listings/1/a.png')).toBe(true);
    expect(await store.exists('listings/1/missing.png')).toBe(false);
    expect(await store.list('listings/1/')).toEqual(['listings/1/a.png', 'listings/1/sub/b.txt']);
    await store.delete('listings/1/a.png');
    await store.delete('listings/1/a.png');
    expect(await store.exists('listings/1/a.png')).toBe(false);
    await store.deletePrefix('listings/1/');
    expect(await store.list('listings/')).toEqual(['listings/2/c.txt']);
    await expect(store.put('../etc/passwd', PNG, 'image/png')).rejects.toThrow(/storage path/);
  });

  it('stores a file from disk as a stream and streams it back', async () => {
    const bytes = randomBytes(3 * 1024 * 1024);
    const source = join(dir, 'source.bin');
    await writeFile(source, bytes);
    await store.putFile('listings/3/cog.tif', source, 'image/tiff');
    const opened = await store.getStream('listings/3/cog.tif');
    expect(opened).toMatchObject({ contentType: 'image/tiff', size: bytes.length });
    expect((await buffer(opened!.stream)).equals(bytes)).toBe(true);
    expect(await store.getStream('listings/3/none.tif')).toBeUndefined();
  });

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
  });

  it('reads byte ranges of an object (fewer at its end, none past it)', async () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => i % 256);
    await store.put('listings/4/map.tif', bytes, 'image/tiff');
    expect(await store.readRange('listings/4/map.tif', 10, 5)).toEqual(bytes.subarray(10, 15));
    expect(await store.readRange('listings/4/map.tif', 290, 64)).toEqual(bytes.subarray(290));
    expect((await store.readRange('listings/4/map.tif', 400, 8))?.length).toBe(0);
    expect(await store.readRange('listings/4/none.tif', 0, 8)).toBeUndefined();
  });

  it('lets plain fetch upload to a presigned PUT URL and download from a presigned GET URL', async () => {
    const upload = store.signUpload('users/u1/avatar/a.png', { maxBytes: 100, accept: 'image' });
    expect(upload).toMatchObject({ method: 'PUT', maxBytes: 100 });
    expect(upload.expiresAt).toBeGreaterThanOrEqual(nowSeconds() + 899);
    expect(upload.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/unfurl-test\/users\/u1\/avatar\/a\.png\?/,
    );
    const put = await fetch(upload.url, {
      method: 'PUT',
      body: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(put.status).toBe(200);
    const download = await fetch(store.signDownload('users/u1/avatar/a.png', nowSeconds() + 60));
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
    expect(
      await store.confirmUpload('users/u1/avatar/a.png', { maxBytes: 100, accept: 'image' }),
    ).toEqual({ key: 'users/u1/avatar/a.png', size: PNG.length, contentType: 'image/png' });
  });

  it('refuses URLs once they have expired', async () => {
    const past = store.signDownload('users/u1/avatar/a.png', nowSeconds() - 5);
    expect((await fetch(past)).status).toBe(403);
    const upload = store.signUpload('users/u1/avatar/late.png', {
      maxBytes: 100,
      accept: 'image',
      expiresInSeconds: 1,
    });
    const download = store.signDownload('users/u1/avatar/a.png', nowSeconds() + 1);
    await sleep(2100);
    expect((await fetch(upload.url, { method: 'PUT', body: PNG })).status).toBe(403);
    expect(await store.exists('users/u1/avatar/late.png')).toBe(false);
    expect((await fetch(download)).status).toBe(403);
  });

  it('confirmUpload deletes what breaks the signed rules: not an image (415), too large (413)', async () => {
    const fake = store.signUpload('users/u1/avatar/fake.png', { maxBytes: 100, accept: 'image' });
    await fetch(fake.url, {
      method: 'PUT',
      body: '<svg onload="alert(1)"/>',
      headers: { 'content-type': 'image/png' },
    });
    await expect(
      store.confirmUpload('users/u1/avatar/fake.png', { maxBytes: 100, accept: 'image' }),
    ).rejects.toMatchObject({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await store.exists('users/u1/avatar/fake.png')).toBe(false);
    const big = store.signUpload('users/u1/big.bin', { maxBytes: 10, accept: 'any' });
    await fetch(big.url, { method: 'PUT', body: new Uint8Array(64) });
    await expect(
      store.confirmUpload('users/u1/big.bin', { maxBytes: 10, accept: 'any' }),
    ).rejects.toMatchObject({ statusCode: 413 });
    expect(await store.exists('users/u1/big.bin')).toBe(false);
    await expect(
      store.confirmUpload('users/u1/none.bin', { maxBytes: 10, accept: 'any' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('presignS3Url', () => {
  it('signs exactly as @aws-sdk/s3-request-presigner does (path and virtual-hosted style)', async () => {
    const signingDate = new Date('2026-11-25T10:00:00Z');
    for (const forcePathStyle of [true, false]) {
      const s3 = createS3ObjectStore({
        bucket: 'unfurl-test',
        region: 'eu-west-3',
        credentials,
        forcePathStyle,
      });
      for (const [method, command] of [
        ['GET', new GetObjectCommand({ Bucket: 'unfurl-test', Key: 'listings/7/file-1.tif' })],
        ['PUT', new PutObjectCommand({ Bucket: 'unfurl-test', Key: 'listings/7/file-1.tif' })],
      ] as const) {
        const expected = await getSignedUrl(s3.client, command, { expiresIn: 900, signingDate });
        const id = method === 'GET' ? 'GetObject' : 'PutObject';
        const actual = presignS3Url({
          method,
          url: s3.urlOf('listings/7/file-1.tif'),
          region: 'eu-west-3',
          credentials,
          expiresInSeconds: 900,
          now: signingDate.getTime(),
          query: { 'x-id': id },
        });
        expect(actual).toBe(expected);
      }
      s3.close();
    }
  });

  it('refuses lifetimes S3 does not accept', () => {
    const url = new URL('https://s3.amazonaws.com/b/k');
    const base = { method: 'GET', url, region: 'us-east-1', credentials, now: 0 } as const;
    expect(() => presignS3Url({ ...base, expiresInSeconds: 0 })).toThrow(RangeError);
    expect(() => presignS3Url({ ...base, expiresInSeconds: 604_801 })).toThrow(RangeError);
  });
});
