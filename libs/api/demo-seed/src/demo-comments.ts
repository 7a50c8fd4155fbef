// A short demo discussion on the main site's sample scenes: a comment, a reply, one comment
// pinned to a place and a vote, so a fresh atlas shows a real thread. Inserted as rows: the
// triggers of migration 0013 keep listings.total_comments and the vote counts.
import type { Db } from '@unfurl/api-db';
import { DEMO_USERS } from './demo-people';

const person = (email: string): string => {
  const user = DEMO_USERS.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
};

/** Adds the demo comments to the two oldest sample listings of the main tenant. */
export async function insertDemoComments(db: Db, mainTenantId: number): Promise<void> {
  const listings = await db.query<{ id: number; centre: [number, number] }>(
    `SELECT id::float8 AS id,
            ARRAY[ST_X(ST_Centroid(geom)), ST_Y(ST_Centroid(geom))]::float8[] AS centre
       FROM listings
      WHERE tenant_id = $1 AND file_path IS NOT NULL AND NOT is_private
      ORDER BY id LIMIT 2`,
    [mainTenantId],
  );
  const mapper = person('mapper@unfurl.example');
  const admin = person('admin@unfurl.example');
  for (const listing of listings) {
    const [first] = await db.query<{ id: number }>(
      `INSERT INTO comments (listing_id, user_id, text) VALUES ($1, $2, $3::jsonb)
       RETURNING id::float8 AS id`,
      [
        listing.id,
        mapper,
        JSON.stringify('Clear scene. Does anyone have one from the same month last year?'),
      ],
    );
    await db.query(
      `INSERT INTO comments (listing_id, parent_id, user_id, text) VALUES ($1, $2, $3, $4::jsonb)`,
      [
        listing.id,
        first!.id,
        admin,
        JSON.stringify(['Not yet.', 'Search the imagery page with these dates.']),
      ],
    );
    const feature = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: listing.centre },
      properties: { label: 'Centre of the scene' },
    };
    await db.query(
      `INSERT INTO comments (listing_id, user_id, text, annotations) VALUES ($1, $2, $3::jsonb, $4::jsonb)`,
      [
        listing.id,
        admin,
        JSON.stringify('Pinned: the centre of the scene.'),
        JSON.stringify([feature]),
      ],
    );
    await db.query(`INSERT INTO comment_votes (comment_id, user_id, vote) VALUES ($1, $2, 'UP')`, [
      first!.id,
      admin,
    ]);
  }
}
