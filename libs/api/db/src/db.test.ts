import { describe, expect, it } from 'vitest';
import { describeQueryContract } from './queries.contract';
import {
  isTestPostgresReachable,
  openTemplatedPgliteDb,
  openTestPostgresDb,
  TEST_POSTGRES_URL,
} from './testing';

describeQueryContract('PGlite (embedded)', () => openTemplatedPgliteDb());

const postgresReachable = await isTestPostgresReachable();
if (!postgresReachable) {
  const message = `PostgreSQL with PostGIS not reachable at ${TEST_POSTGRES_URL}: real-PostgreSQL tests skipped`;
  if (process.env['CI'] === 'true') throw new Error(`${message} (CI requires it)`);
  console.warn(message);
}
describeQueryContract('PostgreSQL (DATABASE_URL)', () => openTestPostgresDb(), postgresReachable);

describe('engines agree', () => {
  it.skipIf(!postgresReachable)('the test database is dropped on close', async () => {
    const db = await openTestPostgresDb();
    const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
    await db.close();
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await client.connect();
    const left = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [row?.name]);
    await client.end();
    expect(left.rowCount).toBe(0);
  });
});
