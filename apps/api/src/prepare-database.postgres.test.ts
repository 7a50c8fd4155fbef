// Two API processes started at once on one empty PostgreSQL database (the scale-out path): the
// demo data is loaded once, and neither process starts before it is complete.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { TEST_POSTGRES_URL, runsPostgresTests } from '@unfurl/api-db/testing';
import { readConfig } from './config';
import { prepareDatabase } from './prepare-database';

const reachable = await runsPostgresTests('the concurrent-start tests');

describe.skipIf(!reachable)('prepareDatabase on a shared PostgreSQL', () => {
  const name = `unfurl_test_${randomBytes(6).toString('hex')}`;
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const opened: Db[] = [];
  beforeAll(async () => {
    const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
  });
  afterAll(async () => {
    for (const db of opened) await db.close();
    const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('two starts at once on an empty database seed it once, and each starts on the whole seed', async () => {
    const config = {
      databaseUrl: url.toString(),
      dataDir: '',
      seedDemo: true,
      samplesDir: readConfig({}).samplesDir,
    };
    const counted = async () => {
      const db = await prepareDatabase(config);
      opened.push(db);
      const [row] = await db.query<{ tenants: number; listings: number }>(
        `SELECT (SELECT count(*)::int FROM tenants) AS tenants,
                (SELECT count(*)::int FROM listings) AS listings`,
      );
      return row;
    };
    const results = await Promise.allSettled([counted(), counted()]);
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const [seeded] = await opened[0]!.query<{ listings: number }>(
      'SELECT count(*)::int AS listings FROM listings',
    );
    expect(seeded!.listings).toBeGreaterThan(2000);
    // Both processes saw the finished seed when they started, and it was loaded once.
    for (const result of results) {
      expect(result.status === 'fulfilled' && result.value).toEqual({
        tenants: 3,
        listings: seeded!.listings,
      });
    }
  });
});
