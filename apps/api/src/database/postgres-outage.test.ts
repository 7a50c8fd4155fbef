// Issue 12, defect 1 on a real PostgreSQL (DATABASE_URL): the server reaches it through a loopback
// TCP proxy that the test cuts (as a server that goes away) and restores, and has its backends
// terminated with pg_terminate_backend. Meanwhile every call is a 503 with Retry-After, never a
// 500, and the pool reconnects by itself: the same app answers 200 again.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL, runsPostgresTests, startTcpProxy } from '@unfurl/api-db/testing';
import type { TcpProxy } from '@unfurl/api-db/testing';
import { createLocalObjectStore } from '@unfurl/api-storage';
import { buildApp } from '../app';

const reachable = await runsPostgresTests('the PostgreSQL outage tests of the API');
const name = `unfurl_test_${randomBytes(6).toString('hex')}`;

/** Runs one statement on the test server directly (not through the proxy). */
async function admin<R>(sql: string, params: unknown[] = []): Promise<R[]> {
  const direct = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
  try {
    return await direct.query<R>(sql, params);
  } finally {
    await direct.close();
  }
}

describe.skipIf(!reachable)('the API when its PostgreSQL goes away', () => {
  let proxy: TcpProxy;
  let db: Db;
  let app: FastifyInstance;
  let storageDir: string;
  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${proxy.port}/${name}` });
    await db.query(`INSERT INTO tenants (subdomain, name, is_main) VALUES ('main', 'Main', true)`);
    storageDir = await mkdtemp(join(tmpdir(), 'unfurl-pg-outage-'));
    const storage = createLocalObjectStore({ rootDir: storageDir, secret: 's'.repeat(40) });
    app = await buildApp({ db, logger: false, storage });
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  const call = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, retryAfter: response.headers['retry-after'] };
  };
  const both = () => Promise.all([call('/v1/health'), call('/v1/listings?limit=1')]);

  it('answers 503 + Retry-After while the server is unreachable, 200 when it is back', async () => {
    expect(await both()).toEqual([
      { status: 200, retryAfter: undefined },
      { status: 200, retryAfter: undefined },
    ]);
    await proxy.cut();
    const during = [...(await both()), ...(await both()), ...(await both())];
    expect(during).toEqual(Array(6).fill({ status: 503, retryAfter: '3' }));
    const body = (await app.inject({ method: 'GET', url: '/v1/listings' })).json();
    expect(body).toEqual({
      message: expect.stringMatching(/try again/),
      code: 'SERVICE_UNAVAILABLE',
    });

    await proxy.restore();
    const restoredAt = Date.now();
    const seen: number[] = [];
    for (;;) {
      const answers = await both();
      seen.push(...answers.map((answer) => answer.status));
      if (answers.every((answer) => answer.status === 200)) break;
      if (Date.now() - restoredAt > 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    console.log(
      `PostgreSQL back: 200 after ${Date.now() - restoredAt} ms; answers ${seen.join(',')}`,
    );
    expect(seen.at(-1)).toBe(200);
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  });

  it('a terminated backend costs at most a 503, and the next calls answer 200', async () => {
    expect((await call('/v1/listings?limit=1')).status).toBe(200);
    const killed = await admin(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    expect(killed.length).toBeGreaterThan(0);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call('/v1/listings?limit=1')).status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses.at(-1)).toBe(200);
  });
});
