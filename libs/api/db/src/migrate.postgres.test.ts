// Two API processes starting at once on one empty PostgreSQL database both run `migrate`: the
// advisory lock lets one apply the migrations and the other find them applied.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { migrate, readMigrations } from './migrate';
import { openPostgresDb } from './postgres-db';
import { TEST_POSTGRES_URL, runsPostgresTests } from './testing';

const reachable = await runsPostgresTests('the concurrent-migration test');

describe.skipIf(!reachable)('migrate on a shared PostgreSQL', () => {
  const name = `unfurl_test_${randomBytes(6).toString('hex')}`;
  const opened: Db[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
    const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('two processes migrating an empty database at once apply each migration once', async () => {
    const admin = await openPostgresDb(TEST_POSTGRES_URL, { max: 1 });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${name}`;
    // Separate pools, as two processes have.
    for (let i = 0; i < 3; i++) opened.push(await openPostgresDb(url.toString(), { max: 2 }));
    const results = await Promise.allSettled(opened.map((db) => migrate(db)));
    const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);
    const names = (await readMigrations()).map((migration) => migration.name);
    const applied = results.map((r) => (r.status === 'fulfilled' ? r.value : []));
    expect(applied.flat().sort()).toEqual(names);
    const rows = await opened[0]!.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(rows.map((row) => row.name)).toEqual(names);
  });
});
