// STORAGE=s3 end to end: the API built from the environment keeps a processed upload in an
// S3-compatible bucket (s3rver, a local S3 server) and hands out the bucket's signed URL.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import S3rver from 's3rver';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { createS3ObjectStore } from '@unfurl/api-storage';
import { buildApp } from '../app';
import { api, signIn } from '../auth/auth.test-harness';
import { openSeededTestDb } from '../testing/start-test-server';

const FIXTURE = fileURLToPath(
  new URL(
    '../../../../libs/api/listing-processing/test-fixtures/landsat8-001062-sr-b4.tif',
    import.meta.url,
  ),
);
const S3_ENV = ['STORAGE', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];

let dir: string;
let s3: S3rver;
let endpoint: string;
let db: Db;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'unfurl-s3-app-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'unfurl-app' }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  Object.assign(process.env, {
    STORAGE: 's3',
    S3_BUCKET: 'unfurl-app',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  db = await openSeededTestDb();
  app = await buildApp({ db, logger: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const name of S3_ENV) delete process.env[name];
  await app?.close();
  await db?.close();
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('STORAGE=s3', () => {
  it('keeps the processed COG in the bucket and downloads it through the bucket’s signed URL', async () => {
    const token = (await signIn(base, 'surveyor@acme.example')).IdToken;
    const started = await api(base, '/v1/listings/upload', {
      method: 'POST',
      token,
      subdomain: 'acme',
      body: { filename: 'landsat.tif', metadata: { title: 'Landsat in a bucket' } },
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const credentials = (await started.json()) as { listingId: number; uploads: { url: string }[] };
    const sent = await fetch(new URL(credentials.uploads[0]!.url, base), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: await readFile(FIXTURE),
    });
    expect(sent.status, await sent.clone().text()).toBe(201);
    let status = '';
    for (let i = 0; i < 300 && status !== 'ready' && status !== 'failed'; i += 1) {
      const answer = await api(base, `/v1/listings/${credentials.listingId}/status`, {
        token,
        subdomain: 'acme',
      });
      status = ((await answer.json()) as { status: string }).status;
      if (status !== 'ready') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('ready');
    // The PUT streamed the original into the bucket (uploads/{id}/file), the job read it from
    // there; once processed it is deleted: only the COG and its previews stay (defect 7a).
    const bucket = createS3ObjectStore({
      bucket: 'unfurl-app',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      // The job deletes it right after marking the listing ready.
      for (let i = 0; i < 50 && (await bucket.list('uploads/')).length > 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await bucket.list('uploads/')).toEqual([]);
      expect(await bucket.list(`listings/${credentials.listingId}/`)).toContain(
        `listings/${credentials.listingId}/map.tif`,
      );
    } finally {
      bucket.close();
    }
    const download = await api(base, `/v1/listings/${credentials.listingId}/download`, {
      token,
      subdomain: 'acme',
    });
    expect(download.status).toBe(200);
    const { presignedUrl } = (await download.json()) as { presignedUrl: string };
    expect(presignedUrl.startsWith(`${endpoint}/unfurl-app/`)).toBe(true);
    expect(presignedUrl).toContain('X-Amz-Signature=');
    const cog = new Uint8Array(await (await fetch(presignedUrl)).arrayBuffer());
    expect([...cog.slice(0, 4)]).toEqual([0x49, 0x49, 0x2a, 0x00]);
    const preview = await fetch(`${base}/listing-preview/${credentials.listingId}?subdomain=acme`);
    expect(preview.status).toBe(200);
  });

  it('checks a profile image sent to the bucket by content before saving it (415, deleted)', async () => {
    const token = (await signIn(base, 'surveyor@acme.example')).IdToken;
    const credentialsFor = async (name: string) => {
      const answer = await api(base, `/v1/user/avatar/${name}`, { token, subdomain: 'acme' });
      expect(answer.status, await answer.clone().text()).toBe(200);
      return (await answer.json()) as { path: string; url: string };
    };
    const save = (path: string) =>
      api(base, '/v1/user', { method: 'PUT', token, subdomain: 'acme', body: { avatar: path } });

    // Not an image, though named like one: the bucket takes it, the server refuses and deletes it.
    const fake = await credentialsFor('face.png');
    expect(fake.url.startsWith(`${endpoint}/unfurl-app/`)).toBe(true);
    const sentFake = await fetch(fake.url, { method: 'PUT', body: 'not a picture at all' });
    expect(sentFake.ok).toBe(true);
    const refused = await save(fake.path);
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toMatch(/image/i);
    expect((await fetch(fake.url.replace(/\?.*$/, ''))).status).not.toBe(200);
    const again = await save(fake.path);
    expect(again.status).toBe(400);

    // A real PNG is saved.
    const real = await credentialsFor('face.png');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await fetch(real.url, { method: 'PUT', body: png })).ok).toBe(true);
    const saved = await save(real.path);
    expect(saved.status, await saved.clone().text()).toBe(200);
  });

  it('answers an upload PUT 503 with Retry-After while the bucket is down, and keeps nothing of it', async () => {
    const token = (await signIn(base, 'surveyor@acme.example')).IdToken;
    const started = await api(base, '/v1/listings/upload', {
      method: 'POST',
      token,
      subdomain: 'acme',
      body: { filename: 'down.tif', metadata: { title: 'While the bucket is down' } },
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const credentials = (await started.json()) as { uploads: { url: string }[] };
    const port = Number(new URL(endpoint).port);
    await s3.close();
    const sent = await fetch(new URL(credentials.uploads[0]!.url, base), {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(3 << 20),
    });
    expect(sent.status, await sent.clone().text()).toBe(503);
    expect(sent.headers.get('retry-after')).toBe('3');
    expect(await sent.json()).toEqual({
      code: 'STORAGE_UNAVAILABLE',
      message: 'The file store is not reachable; try again in a few seconds.',
    });
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir });
    await s3.run();
    const bucket = createS3ObjectStore({
      bucket: 'unfurl-app',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      expect(await bucket.list('uploads/')).toEqual([]);
    } finally {
      bucket.close();
    }
  });
});
