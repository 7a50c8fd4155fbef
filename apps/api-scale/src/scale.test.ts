// The documented scale-out path, on one machine: two API processes (a and b) behind HAProxy
// (round robin, health checks, retry on a failed connection), one PostgreSQL + PostGIS and an
// S3-compatible store (s3rver). a takes no background jobs (JOB_WORKERS=0), so what it accepts
// another process must finish. `npm run test:scale`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '@unfurl/api-db';
import { runsPostgresTests } from '@unfurl/api-db/testing';
import { ROOT } from './api-process';
import { leftoverFiles, startCluster } from './cluster';
import type { Cluster } from './cluster';
import { api, identity, put, signIn, slowPut, waitFor } from './scale-client';
import type { Tokens } from './scale-client';

const reachable = await runsPostgresTests('the scale-out test');
const FIXTURE = join(ROOT, 'libs/api/listing-processing/test-fixtures/landsat8-001062-sr-b4.tif');
const IDENTITY_RATE_LIMIT = 40;

interface Upload {
  readonly listingId: number;
  readonly uploads: readonly { key: string; url: string }[];
}

describe.skipIf(!reachable)('two API processes behind HAProxy', () => {
  let cluster: Cluster;
  let tokens: Tokens;
  let tif: Uint8Array;
  const email = `scale.${Date.now()}@unfurl.example`;
  const password = 'scale-out-2026';

  beforeAll(async () => {
    tif = new Uint8Array(await readFile(FIXTURE));
    cluster = await startCluster({
      env: { IDENTITY_RATE_LIMIT: String(IDENTITY_RATE_LIMIT), TRUST_PROXY: 'loopback' },
      envA: { JOB_WORKERS: '0' },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
  });
  afterEach((context) => {
    if (context.task.result?.state === 'fail' && cluster) {
      console.error(`--- logs of a and b (last 6,000 characters)\n${cluster.logs().slice(-6000)}`);
    }
  });

  const startUpload = async (title: string): Promise<Upload> => {
    const started = await api<Upload>(cluster.lb.url, '/v1/listings/upload', {
      method: 'POST',
      token: tokens.IdToken,
      body: { filename: 'landsat.tif', metadata: { title } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body;
  };
  const statusOf = async (base: string, id: number): Promise<string> => {
    const answer = await api<{ status: string }>(base, `/v1/listings/${id}/status`, {
      token: tokens.IdToken,
    });
    return answer.body.status;
  };
  const processed = (base: string, id: number, timeoutMs = 90_000) =>
    waitFor(
      `listing ${id} processed`,
      async () => {
        const status = await statusOf(base, id).catch(() => undefined);
        return status === 'ready' || status === 'failed' ? status : undefined;
      },
      timeoutMs,
    );

  it('both processes started at once on the empty database: migrated and seeded once', async () => {
    const { db } = cluster.database;
    const migrations = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM schema_migrations',
    );
    expect(migrations[0]!.n).toBe((await readMigrations()).length);
    const tenants = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tenants WHERE subdomain = 'main'",
    );
    expect(tenants[0]!.n).toBe(1);
    expect(cluster.logs().match(/loading the demo data/g)).toHaveLength(1);
    expect(await cluster.lb.states()).toEqual({
      a: expect.stringMatching(/^UP/),
      b: expect.stringMatching(/^UP/),
    });
  });

  it('signs up, confirms the mailed code and signs in through the balancer; the token works on both', async () => {
    const lb = cluster.lb.url;
    const signUp = await identity(lb, 'SignUp', {
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'given_name', Value: 'Scale' },
      ],
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const code = await cluster.outbox.code(email);
    const confirmed = await identity(lb, 'ConfirmSignUp', {
      Username: email,
      ConfirmationCode: code,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    tokens = await signIn(lb, email, password);
    for (const process of [cluster.a, cluster.b]) {
      const me = await api<{ email: string }>(process.url, '/v1/user', { token: tokens.IdToken });
      expect(me.status, `${process.name}: ${JSON.stringify(me.body)}`).toBe(200);
      expect(me.body.email).toBe(email);
    }
  });

  it('a share link made on a opens on b; an upload URL signed by b is accepted by a', async () => {
    const record = {
      bbox: [-11.5, 24.5, -11, 25],
      date: '2024-03-01',
      evalscript: 'return [B04, B03, B02];',
      satellite: 'sentinel-2-l2a',
      pixelWidth: 512,
      pixelHeight: 512,
      thumbnailPixelWidth: 128,
      thumbnailPixelHeight: 128,
      resolution: 10,
    };
    const made = await api<{ id: string }>(cluster.a.url, '/imagery/short-url', {
      method: 'POST',
      body: record,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const opened = await api<{ date: string }>(cluster.b.url, `/imagery/short-url/${made.body.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.date).toBe(record.date);
    // The signed PUT URL (STORAGE_SECRET) made by b, used on a: b is then stopped, so only the
    // job queue can hand the upload to b once it is back (a takes no jobs: JOB_WORKERS=0).
    const credentials = await api<Upload>(cluster.b.url, '/v1/listings/upload', {
      method: 'POST',
      token: tokens.IdToken,
      body: { filename: 'landsat.tif', metadata: { title: 'Made on b, sent to a' } },
    });
    expect(credentials.status, JSON.stringify(credentials.body)).toBe(201);
    const { listingId, uploads } = credentials.body;
    await cluster.b.stop();
    try {
      const sent = await put(cluster.a.url, uploads[0]!.url, tif);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      // a takes no jobs: the upload waits for a process that does.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      expect(await statusOf(cluster.a.url, listingId)).toBe('processing');
    } finally {
      await cluster.b.start();
    }
    expect(await processed(cluster.a.url, listingId)).toBe('ready');
    const preview = await fetch(`${cluster.a.url}/listing-preview/${listingId}`);
    expect(preview.status).toBe(200);
    await cluster.lb.waitFor('UP', ['a', 'b']);
  });

  it('counts failed sign-ins across both processes: the lock holds at the limit in total', async () => {
    const wrong = async (base: string) =>
      identity(base, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'not-the-password' },
      });
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await wrong(i % 2 === 0 ? cluster.a.url : cluster.b.url);
      answers.push(answer.body.__type ?? String(answer.status));
    }
    // Five failures are checked (the default limit), the sixth is refused on either process …
    expect(answers).toEqual([
      ...Array(5).fill('NotAuthorizedException'),
      'TooManyFailedAttemptsException',
    ]);
    // … and so is the right password, on both.
    for (const process of [cluster.a, cluster.b]) {
      const right = await identity(process.url, 'InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      });
      expect(right.body.__type).toBe('TooManyFailedAttemptsException');
    }
  });

  it('counts the identity rate limit of one client across both processes', async () => {
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`;
    const types: string[] = [];
    for (let i = 0; i <= IDENTITY_RATE_LIMIT; i++) {
      const base = i % 2 === 0 ? cluster.a.url : cluster.b.url;
      const answer = await identity(base, 'GetUser', { AccessToken: 'not-a-token' }, client);
      types.push(answer.body.__type ?? String(answer.status));
    }
    expect(types.slice(0, IDENTITY_RATE_LIMIT).every((t) => t === 'NotAuthorizedException')).toBe(
      true,
    );
    expect(types[IDENTITY_RATE_LIMIT]).toBe('TooManyRequestsException');
    // Another client behind the same balancer is not limited by it.
    const other = await identity(cluster.lb.url, 'GetUser', { AccessToken: 'not-a-token' });
    expect(other.body.__type).toBe('NotAuthorizedException');
  });

  it('kill -9 mid-upload: the PUT fails, its retry through the balancer succeeds, nothing partial stays', async () => {
    const { listingId, uploads } = await startUpload('Killed mid-upload');
    const upload = slowPut(cluster.lb.url, uploads[0]!.url, tif, 100_000);
    const failed = upload.done.then(
      (status) => status,
      (error: Error) => error.message,
    );
    // The process HAProxy gave the PUT to holds one open session.
    const victim = await waitFor('the PUT to reach a process', async () => {
      const open = await cluster.lb.sessions();
      return Object.entries(open).find(([, n]) => n > 0)?.[0];
    });
    const killed = victim === 'a' ? cluster.a : cluster.b;
    await killed.kill();
    upload.release();
    const outcome = await failed;
    expect(outcome === 201, `the interrupted PUT answered ${outcome}`).toBe(false);
    // The retry goes through the balancer to the process that is still up.
    const retried = await put(cluster.lb.url, uploads[0]!.url, tif);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    await killed.start();
    expect(await processed(cluster.lb.url, listingId)).toBe('ready');
    // Only the listing's outputs stay in the bucket, and no process keeps a file of the upload.
    const keys = (await cluster.s3.keys()).filter((key) => key.includes(`/${listingId}/`));
    expect(keys.filter((key) => !key.startsWith(`listings/${listingId}/`))).toEqual([]);
    expect(keys.filter((key) => /\.(part|tmp)$|\/(file|worldfile)$/.test(key))).toEqual([]);
    await waitFor(
      'the restarted process to clean up',
      async () => {
        const left = [
          ...(await leftoverFiles(cluster.dataDirs.a)),
          ...(await leftoverFiles(cluster.dataDirs.b)),
        ];
        return left.length === 0 ? true : undefined;
      },
      10_000,
    ).catch(async () => {
      expect({
        a: await leftoverFiles(cluster.dataDirs.a),
        b: await leftoverFiles(cluster.dataDirs.b),
      }).toEqual({ a: [], b: [] });
    });
  });
});
