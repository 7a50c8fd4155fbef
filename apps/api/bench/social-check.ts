// After `npm run bench:social`: the database against what the acknowledged answers imply.
import type { Db } from '@unfurl/api-db';
import type { SocialState } from './social-ops';

/** What the bench's users were told. */
export interface Acknowledged {
  /** Per user: `likes:<listing>`, `bookmarks:<listing>`, `vote:<comment>` → last acknowledged state. */
  readonly states: Map<string, SocialState | 'unknown'>[];
  /** Comments acknowledged (201) → their listing. */
  readonly comments: Map<number, number>;
  /** Comment calls that failed without an answer (they may or may not be stored). */
  unknownComments: number;
}

/** The bench's data: users, listings and the comments seeded on them (→ their listing). */
export interface SocialFixture {
  readonly userIds: readonly string[];
  readonly listingIds: readonly number[];
  readonly seededComments: ReadonlyMap<number, number>;
}

/** Checks every count and every acknowledged state; logs each mismatch. */
export async function checkSocialState(
  db: Db,
  fixture: SocialFixture,
  acknowledged: Acknowledged,
  log: (message: string) => void,
): Promise<{ bad: number; checked: number; unknown: number }> {
  let bad = 0;
  let checked = 0;
  const wrong = (message: string): void => {
    bad += 1;
    log(`MISMATCH ${message}`);
  };
  const listings = await db.query<{
    id: number;
    likes: number;
    like_rows: number;
    seeded: number;
    comments: number;
    comment_rows: number;
  }>(
    `SELECT l.id::float8 AS id, l.total_likes::float8 AS likes,
       (SELECT count(*) FROM listing_likes k WHERE k.listing_id = l.id)::float8 AS like_rows,
       substring(l.title FROM 7)::float8 AS seeded, l.total_comments::float8 AS comments,
       (SELECT count(*) FROM comments c WHERE c.listing_id = l.id)::float8 AS comment_rows
     FROM listings l WHERE l.id = ANY($1::bigint[])`,
    [fixture.listingIds],
  );
  const expected = new Map<number, number>();
  for (const listing of [...fixture.seededComments.values(), ...acknowledged.comments.values()]) {
    expected.set(listing, (expected.get(listing) ?? 0) + 1);
  }
  for (const l of listings) {
    checked += 2;
    if (l.likes !== l.seeded + l.like_rows)
      wrong(`listing ${l.id}: total_likes ${l.likes}, seeded ${l.seeded} + ${l.like_rows} rows`);
    if (l.comments !== l.comment_rows)
      wrong(`listing ${l.id}: total_comments ${l.comments}, ${l.comment_rows} comment rows`);
    const want = expected.get(l.id) ?? 0;
    const extra = l.comment_rows - want;
    if (extra < 0 || extra > acknowledged.unknownComments)
      wrong(`listing ${l.id}: ${l.comment_rows} comments stored, ${want} acknowledged`);
  }
  const ids = [...acknowledged.comments.keys()];
  const found = await db.query<{ n: number }>(
    'SELECT count(*)::float8 AS n FROM comments WHERE id = ANY($1::bigint[])',
    [ids],
  );
  checked += 1;
  if (found[0]?.n !== ids.length)
    wrong(`${ids.length} comments acknowledged, ${found[0]?.n ?? 0} stored`);
  const votes = await db.query<{
    id: number;
    up: number;
    down: number;
    ups: number;
    downs: number;
  }>(
    `SELECT c.id::float8 AS id, c.up_votes AS up, c.down_votes AS down,
       count(v.*) FILTER (WHERE v.vote = 'UP')::int AS ups,
       count(v.*) FILTER (WHERE v.vote = 'DOWN')::int AS downs
     FROM comments c LEFT JOIN comment_votes v ON v.comment_id = c.id
     WHERE c.listing_id = ANY($1::bigint[]) GROUP BY c.id`,
    [fixture.listingIds],
  );
  for (const c of votes) {
    checked += 1;
    if (c.up !== c.ups || c.down !== c.downs)
      wrong(`comment ${c.id}: up/down ${c.up}/${c.down}, rows ${c.ups}/${c.downs}`);
  }
  const stored = new Map<string, SocialState>();
  const rows = await db.query<{ key: string; state: SocialState }>(
    `SELECT 'likes:' || listing_id || ':' || user_id AS key, 'on' AS state FROM listing_likes
       WHERE listing_id = ANY($1::bigint[])
     UNION ALL SELECT 'bookmarks:' || listing_id || ':' || user_id, 'on' FROM listing_bookmarks
       WHERE listing_id = ANY($1::bigint[])
     UNION ALL SELECT 'vote:' || v.comment_id || ':' || v.user_id, v.vote FROM comment_votes v
       JOIN comments c ON c.id = v.comment_id WHERE c.listing_id = ANY($1::bigint[])`,
    [fixture.listingIds],
  );
  for (const row of rows) stored.set(row.key, row.state);
  let unknown = acknowledged.unknownComments;
  acknowledged.states.forEach((states, u) => {
    for (const [key, state] of states) {
      if (state === 'unknown') {
        unknown += 1;
        continue;
      }
      checked += 1;
      const kind = key.split(':')[0];
      const absent: SocialState = kind === 'vote' ? 'NONE' : 'off';
      const actual = stored.get(`${key}:${fixture.userIds[u]}`) ?? absent;
      if (actual !== state) wrong(`${key} of user ${u}: acknowledged ${state}, stored ${actual}`);
    }
  });
  return { bad, checked, unknown };
}
