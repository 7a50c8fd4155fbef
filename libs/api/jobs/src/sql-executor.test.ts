import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDb } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { sqlExecutor } from './sql-executor';

describe('sqlExecutor on PGlite in this process', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPgliteDb();
  });
  afterAll(() => db.close());

  it('runs a BEGIN ... COMMIT script of several statements without parameters', async () => {
    const executor = sqlExecutor(db);
    await executor.executeSql(`
      BEGIN;
      CREATE TABLE scripted (n int);
      INSERT INTO scripted VALUES (1), (2);
      COMMIT;
    `);
    const { rows } = await executor.executeSql('SELECT sum(n)::int AS total FROM scripted');
    expect(rows).toEqual([{ total: 3 }]);
  });

  it('passes parameters and JSON values to one statement', async () => {
    const { rows } = await sqlExecutor(db).executeSql('SELECT $1::int + 1 AS n, $2::jsonb AS j', [
      41,
      { a: 1 },
    ]);
    expect(rows).toEqual([{ n: 42, j: { a: 1 } }]);
  });
});
