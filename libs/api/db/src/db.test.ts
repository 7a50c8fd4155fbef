import { describe, expect, it } from 'vitest';
import { describeQueryContract } from './queries.contract';
import {
  openTemplatedPgliteDb,
  openTestPostgresDb,
  runsPostgresTests,
  TEST_POSTGRES_URL,
} from './testing';

describeQueryContract('PGlite (embedded)', () => openTemplatedPgliteDb());

const postgresReachable = await runsPostgresTests('the query contract on PostgreSQL');
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
