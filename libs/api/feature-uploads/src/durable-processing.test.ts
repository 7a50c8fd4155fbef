// Uploads go to the object store and are processed by durable jobs (issue 12, defects 7a, 7b):
// the PUT stores the bytes under uploads/{id}/, a process with no worker only sends the job,
// another worker (its own scratch folder: it cannot read the first one's disk) takes it from the
// store, and nothing of the upload is left afterwards: no object, no scratch file.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { startJobQueue } from '@unfurl/api-jobs';
import { selectGdal } from '@unfurl/api-listing-processing';
import { api, signIn } from '@unfurl/api-demo-seed/testing';
import { PROCESS_LISTING_JOB, processListingHandler } from './process-listing.job';
import { useUploadsServer } from './uploads-test-server';

const HOST = hostname().replace(/[^A-Za-z0-9.]+/g, '_');
// A pid that surely belongs to no process any more: a child that has exited.
const DEAD_PID = spawnSync(process.execPath, ['-e', '']).pid;
const harness = useUploadsServer({
  jobWorkers: 0,
  scratch: {
    [`${HOST}-${DEAD_PID}-0a1b2c.part`]: 'half an upload of a killed process',
    [`${HOST}-${process.pid}-3d4e5f.part`]: 'an upload this process is writing',
    '17': 'a folder name of the old per-listing layout',
  },
});
const FIXTURE = fileURLToPath(
  new URL('../../listing-processing/test-fixtures/landsat8-001062-sr-b4.tif', import.meta.url),
);
const SUB = 'acme';
let writer = '';

interface Credentials {
  listingId: number;
  uploads: { key: string; url: string }[];
}

async function startUpload(body: object): Promise<Credentials> {
  const response = await api(harness().base, '/v1/listings/upload', {
    method: 'POST',
    token: writer,
    subdomain: SUB,
    body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Credentials;
}

const put = (url: string, bytes: Uint8Array): Promise<Response> =>
  fetch(new URL(url, harness().base), { method: 'PUT', body: Buffer.from(bytes) });

async function statusOf(id: number): Promise<{ status: string; code: string | null }> {
  const response = await api(harness().base, `/v1/listings/${id}/status`, {
    token: writer,
    subdomain: SUB,
  });
  return (await response.json()) as { status: string; code: string | null };
}

async function waitForStatus(
  id: number,
  wanted: string[],
): Promise<{ status: string; code: string | null }> {
  for (let i = 0; i < 600; i++) {
    const body = await statusOf(id);
    if (wanted.includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not finish');
}

/** Sends `sent` of the `declared` bytes of a PUT (with or without a length), then drops the connection. */
function interruptedPut(url: string, declared: number | undefined, sent: number): Promise<void> {
  return new Promise((resolve) => {
    const target = new URL(url, harness().base);
    const req = request(target, {
      method: 'PUT',
      headers: declared === undefined ? {} : { 'content-length': String(declared) },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(Buffer.alloc(sent, 7), () => setTimeout(() => req.destroy(), 300));
  });
}

beforeAll(async () => {
  writer = (await signIn(harness().base, 'surveyor@acme.example')).IdToken;
});

describe('durable upload processing', () => {
  it('on start, removes the scratch leftovers of dead processes and keeps live ones', async () => {
    expect((await readdir(harness.scratchDir())).sort()).toEqual([
      `${HOST}-${process.pid}-3d4e5f.part`,
    ]);
  });

  it('the PUT stores the upload in the object store; another worker takes the job from there and removes it', async () => {
    const credentials = await startUpload({
      filename: 'landsat.tif',
      metadata: { title: 'Band 4' },
    });
    const id = credentials.listingId;
    const bytes = new Uint8Array(await readFile(FIXTURE));
    const answer = await put(credentials.uploads[0]!.url, bytes);
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ status: 'processing', size: bytes.length });
    const store = harness.store();
    // In the store, byte for byte; nothing on this process's disk; no worker here takes it.
    const stored = await store.get(`uploads/${id}/file`);
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(bytes))).toBe(true);
    expect(await readdir(harness.scratchDir())).toEqual([`${HOST}-${process.pid}-3d4e5f.part`]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await statusOf(id)).status).toBe('processing');

    // Another "process": its own job queue on the database, its own scratch folder.
    const otherScratch = await mkdtemp(join(tmpdir(), 'unfurl-other-worker-'));
    const jobs = await startJobQueue({ db: harness().db, pollIntervalMs: 100 });
    try {
      const worker = await jobs.work(
        PROCESS_LISTING_JOB,
        processListingHandler({
          db: harness().db,
          store,
          scratchDir: otherScratch,
          log: harness().app.log,
          gdal: () => selectGdal('auto'),
        }),
        { concurrency: 1 },
      );
      expect(await waitForStatus(id, ['ready', 'failed'])).toMatchObject({ status: 'ready' });
      await worker.stop();
      // Defect 7a: the original is not kept beside the processed file; no working copy is left.
      expect(await store.list(`uploads/${id}/`)).toEqual([]);
      expect(await store.exists(`listings/${id}/map.tif`)).toBe(true);
      expect(await readdir(otherScratch)).toEqual([]);
      // Done exactly once: the job is completed, not waiting for a retry.
      expect([...(await jobs.liveKeys(PROCESS_LISTING_JOB))]).not.toContain(String(id));
    } finally {
      await jobs.stop();
      await rm(otherScratch, { recursive: true, force: true });
    }
  });

  it('an interrupted PUT, with or without a length, leaves no object and no scratch file', async () => {
    const credentials = await startUpload({ filename: 'cut.tif', metadata: { title: 'Cut' } });
    const url = credentials.uploads[0]!.url;
    await interruptedPut(url, 100_000, 1000);
    await interruptedPut(url, undefined, 1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await harness.store().list(`uploads/${credentials.listingId}/`)).toEqual([]);
    expect(await readdir(harness.scratchDir())).toEqual([`${HOST}-${process.pid}-3d4e5f.part`]);
    expect((await statusOf(credentials.listingId)).status).toBe('pending-upload');
  });
});
