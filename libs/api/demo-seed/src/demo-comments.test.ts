import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@unfurl/api-db';
import { openSeededTestDb } from './testing/seeded-db';

let db: Db;
beforeAll(async () => {
  db = await openSeededTestDb();
});
afterAll(() => db?.close());

describe('the demo comments', () => {
  it('every listing counts exactly the comment rows it has, and two sample scenes have a thread', async () => {
    const [counts] = await db.query<{ wrong: number; threads: number; replies: number }>(
      `SELECT count(*) FILTER (WHERE l.total_comments <> coalesce(c.n, 0))::int AS wrong,
              count(*) FILTER (WHERE c.n > 0)::int AS threads,
              coalesce(sum(c.replies), 0)::int AS replies
         FROM listings l
         LEFT JOIN (SELECT listing_id, count(*) AS n, count(parent_id) AS replies
                      FROM comments GROUP BY listing_id) c ON c.listing_id = l.id`,
    );
    expect(counts).toEqual({ wrong: 0, threads: 2, replies: 2 });
    const [votes] = await db.query<{ up: number }>(`SELECT sum(up_votes)::int AS up FROM comments`);
    expect(votes?.up).toBe(2);
  });
});
