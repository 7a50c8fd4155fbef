// A real PostgreSQL that goes away: queries fail as DatabaseUnavailableError (503 + Retry-After
// at the server) while it is unreachable, and the pool reconnects by itself when it is back.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { DatabaseUnavailableError, isConnectionFailure } from './database-unavailable';
import { openPostgresDb } from './postgres-db';
import { TEST_POSTGRES_URL, runsPostgresTests, startTcpProxy } from './testing';
import type { TcpProxy } from './testing';

const runs = await runsPostgresTests('the reconnect tests of openPostgresDb');
const name = `unfurl_test_${randomBytes(6).toString('hex')}`;

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs `SELECT 1` until it answers; returns the errors seen before. */
async function untilAnswered(db: Db, limitMs: number): Promise<unknown[]> {
  const errors: unknown[] = [];
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      await db.query('SELECT 1');
      return errors;
    } catch (error) {
      errors.push(error);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe.skipIf(!runs)('openPostgresDb when the server goes away', () => {
  let proxy: TcpProxy;
  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const target = new URL(TEST_POSTGRES_URL);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });
  afterAll(async () => {
    await proxy?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('a query on a terminated backend is unavailable (57P01), then the pool reconnects', async () => {
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    const db = await openPostgresDb(url.toString(), { max: 2 });
    try {
      await db.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
      // A long query in flight when its backend is terminated from another connection.
      const inFlight = db.query('SELECT pg_sleep(5)').catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const killed = await admin((client) =>
        client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        ),
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      const error = await inFlight;
      expect(error).toBeInstanceOf(DatabaseUnavailableError);
      expect(((error as Error).cause as { code?: string }).code).toBe('57P01');
      const errors = await untilAnswered(db, 10_000);
      expect(errors.every((e) => e instanceof DatabaseUnavailableError)).toBe(true);
      expect(await db.query('SELECT n FROM kept')).toEqual([{ n: 7 }]);
    } finally {
      await db.close();
    }
  }, 30_000);

  it('while the server is unreachable every query is unavailable; after, it answers again', async () => {
    const db = await openPostgresDb(`postgres://postgres@127.0.0.1:${proxy.port}/${name}`, {
      max: 3,
    });
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS during (n int)');
      await proxy.cut();
      const results = await Promise.allSettled([
        db.query('SELECT 1'),
        db.query('SELECT 2'),
        db.exec('SELECT 3'),
        db.transaction((tx) => tx.query('INSERT INTO during VALUES (1)')),
      ]);
      for (const result of results) {
        expect(result.status).toBe('rejected');
        const reason = (result as PromiseRejectedResult).reason as Error;
        expect(reason, String(reason)).toBeInstanceOf(DatabaseUnavailableError);
      }
      await proxy.restore();
      const errors = await untilAnswered(db, 10_000);
      expect(errors.every((e) => e instanceof DatabaseUnavailableError)).toBe(true);
      await db.transaction((tx) => tx.query('INSERT INTO during VALUES (2)'));
      expect(await db.query('SELECT n FROM during')).toEqual([{ n: 2 }]);
      // A wrong statement is still the statement's error, not an outage.
      const wrong = await db.query('SELEC 1').catch((e: unknown) => e);
      expect(wrong).not.toBeInstanceOf(DatabaseUnavailableError);
      expect(isConnectionFailure(wrong)).toBe(false);
      expect((wrong as { code?: string }).code).toBe('42601');
    } finally {
      await db.close();
    }
  }, 30_000);
});
