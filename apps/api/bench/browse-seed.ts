// Many listings in one region, straight into a data folder's database before a server opens it
// (PGlite allows one process at a time): the data of `npm run bench:browse` and of the atlas e2e
// test that draws 10,000 listings.
import { findMainTenant, openDatabase } from '@unfurl/api-db';

/** A lon/lat box in degrees. */
export interface Region {
  readonly west: number;
  readonly south: number;
  readonly east: number;
  readonly north: number;
}

/** A corner of the South Pacific the demo data leaves empty (16 x 10 degrees). */
export const BROWSE_REGION: Region = { west: -148, south: -34, east: -132, north: -24 };

/** The region's centre, for a view that holds it. */
export const regionCentre = (r: Region) => ({
  lng: (r.west + r.east) / 2,
  lat: (r.south + r.north) / 2,
});

/**
 * One INSERT: `$1` approved public listings on the main tenant, owned by its first user, every
 * fifth an IMAGE point and the rest boxes of 0.02..0.3 degrees (COG, GIF, LO_FI, WMS), spread
 * over the region from a seeded `random()` (the same data on every run).
 */
const INSERT_SQL = `
INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type, geom,
  categories, created_at, updated_at)
SELECT $2::int, $3::uuid, 'Survey tile ' || n, 'Generated for the browse benchmark.',
  'survey-tile-' || n, t,
  CASE WHEN t = 'IMAGE' THEN ST_SetSRID(ST_MakePoint(x, y), 4326)
       ELSE ST_MakeEnvelope(x, y, least(x + w, $6), least(y + h, $7), 4326) END,
  ARRAY[(ARRAY['imagery', 'environment', 'history', 'radar'])[1 + n % 4]],
  now() - n * interval '1 minute', now() - n * interval '1 minute'
FROM (
  SELECT n,
    (ARRAY['IMAGE', 'COG', 'GIF', 'LO_FI', 'WMS'])[1 + n % 5] AS t,
    $4::float8 + random() * ($6::float8 - $4::float8) AS x,
    $5::float8 + random() * ($7::float8 - $5::float8) AS y,
    0.02 + random() * 0.28 AS w,
    0.02 + random() * 0.28 AS h
  FROM generate_series(1, $1::int) AS n
) g`;

/** Inserts `count` listings into the region; returns how long it took (ms). */
export async function insertRegionListings(
  dataDir: string,
  count: number,
  region: Region = BROWSE_REGION,
): Promise<number> {
  const started = performance.now();
  const db = await openDatabase({ dataDir });
  try {
    const main = await findMainTenant(db);
    if (!main) throw new Error(`no main tenant in ${dataDir}: load the demo data first`);
    const [user] = await db.query<{ id: string }>(
      'SELECT id::text AS id FROM users WHERE tenant_id = $1 ORDER BY created_at LIMIT 1',
      [main.id],
    );
    if (!user) throw new Error('the main tenant has no user');
    await db.query('SELECT setseed(0.42)');
    await db.query(INSERT_SQL, [
      count,
      main.id,
      user.id,
      region.west,
      region.south,
      region.east,
      region.north,
    ]);
    await db.query('ANALYZE listings');
  } finally {
    await db.close();
  }
  return performance.now() - started;
}
