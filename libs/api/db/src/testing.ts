// Test helpers of @unfurl/api-db (import from '@unfurl/api-db/testing'); never used by product code.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from './db';
import { migrate } from './migrate';
import { openPostgresDb } from './postgres-db';
import { openTemplatedPgliteDb } from './template-cache';
import type { TemplateOptions } from './template-cache';

export { openTemplatedPgliteDb };
export type { TemplateOptions };
/** A loopback TCP proxy a test can cut and restore (a database server that goes away). */
export { startTcpProxy } from './tcp-proxy';
export type { TcpProxy } from './tcp-proxy';

/** The machine's PostgreSQL used by tests (trust auth); override with TEST_DATABASE_URL. */
export const TEST_POSTGRES_URL =
  process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/** True when the test PostgreSQL answers (and has PostGIS available). */
export async function isTestPostgresReachable(url: string = TEST_POSTGRES_URL): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    const rows = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'postgis'`);
    return rows.rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Whether the real-PostgreSQL tests of `what` run: true when the test PostgreSQL answers. When it
 * does not, `CI=true` throws (CI must fail, never skip them silently); elsewhere it warns and the
 * caller skips (`describe.skipIf(!runs)`).
 */
export async function runsPostgresTests(
  what: string,
  url: string = TEST_POSTGRES_URL,
): Promise<boolean> {
  if (await isTestPostgresReachable(url)) return true;
  const message = `PostgreSQL with PostGIS is not reachable at ${url}`;
  if (process.env['CI'] === 'true') throw new Error(`${message}: CI requires it for ${what}`);
  console.warn(`${message}: skipping ${what}`);
  return false;
}

/**
 * A fresh, migrated database `unfurl_test_<random>` on the test PostgreSQL; closing it drops it.
 * Run `prepare` (e.g. a seed) yourself after it resolves.
 */
export async function openTestPostgresDb(url: string = TEST_POSTGRES_URL): Promise<Db> {
  const { dbs, close } = await openSharedTestPostgresDbs(1, url);
  return { ...dbs[0]!, close };
}

/**
 * `count` separate pools (as `count` API processes would have) on one fresh, migrated database
 * `unfurl_test_<random>` on the test PostgreSQL; `close()` ends them all and drops the database.
 */
export async function openSharedTestPostgresDbs(
  count: number,
  url: string = TEST_POSTGRES_URL,
): Promise<{ readonly dbs: readonly Db[]; close(): Promise<void> }> {
  const name = `unfurl_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dbs: Db[] = [];
  for (let i = 0; i < count; i++) dbs.push(await openPostgresDb(target.toString()));
  await migrate(dbs[0]!);
  return {
    dbs,
    async close() {
      for (const db of dbs) await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
