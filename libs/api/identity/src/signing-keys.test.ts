import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import type { Db } from '@unfurl/api-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigningKeys } from './signing-keys';

let db: Db;
beforeAll(async () => {
  db = await openTemplatedPgliteDb();
});
afterAll(async () => db?.close());

describe('signing keys', () => {
  it('are created once in the database and shared by every process', async () => {
    // Three "processes" race on an empty table: one key wins, all use it.
    const stores = [createSigningKeys(db), createSigningKeys(db), createSigningKeys(db)];
    const kids = await Promise.all(stores.map(async (store) => (await store.active()).kid));
    expect(new Set(kids).size).toBe(1);
    const rows = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM identity_signing_keys',
    );
    expect(rows[0]!.n).toBe(1);
    const { keys } = await createSigningKeys(db).jwks();
    expect(keys.map((key) => key.kid)).toEqual([kids[0]]);
    expect(keys[0]).not.toHaveProperty('d');
  });
});
