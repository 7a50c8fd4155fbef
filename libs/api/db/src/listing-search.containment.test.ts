// a listing is in view when at least half of its footprint lies in the area of interest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { searchListings } from './listing-search';
import { insertFixture } from './test-fixture';
import type { Fixture } from './test-fixture';
import { openTemplatedPgliteDb } from './template-cache';

let db: Db;
let fx: Fixture;

/** 10 x 10 degree footprints by left edge: (115 - x) / 10 of each lies in the view below. */
const SQUARES = { sixty: 109, fifty: 110, forty: 111, inside: 102 } as const;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  fx = await insertFixture(db);
  const [user] = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM users WHERE tenant_id = $1 LIMIT 1`,
    [fx.main.tenantId],
  );
  const insert = (title: string, wkt: string) =>
    db.query(
      `INSERT INTO listings (tenant_id, user_id, title, seo_title, listing_type, geom)
       VALUES ($1, $2, $3, 'c', 'COG', ST_GeomFromText($4, 4326))`,
      [fx.main.tenantId, user!.id, title, wkt],
    );
  for (const [name, x] of Object.entries(SQUARES)) {
    await insert(
      `containment ${name}`,
      `POLYGON((${x} 0,${x + 10} 0,${x + 10} 10,${x} 10,${x} 0))`,
    );
  }
  await insert('containment point', 'POINT(113 5)');
  await insert('containment line', 'LINESTRING(113 5,130 5)');
  // A self-intersecting bow tie: judged by touching, never an error.
  await insert('containment bow tie', 'POLYGON((108 0,118 10,118 0,108 10,108 0))');
});
afterAll(async () => {
  await db?.close();
});

const inView = async (aoi: string, containment?: number): Promise<string[]> =>
  (
    await searchListings(db, fx.main, {
      limit: 50,
      offset: 0,
      orderBy: 'TITLE',
      aoiWkt: aoi,
      ...(containment === undefined ? {} : { containment }),
    })
  ).listings
    .map((listing) => listing.title)
    .filter((title) => title.startsWith('containment'));

// The view covers x 100..115: sixty has 60 % inside, fifty 50 %, forty 40 %.
const VIEW = 'POLYGON((100 -1,115 -1,115 11,100 11,100 -1))';

describe('approximate containment in the area of interest (R-215)', () => {
  it('keeps footprints with at least 50 % inside by default, drops those with less', async () => {
    expect(await inView(VIEW)).toEqual([
      'containment bow tie',
      'containment fifty',
      'containment inside',
      'containment line',
      'containment point',
      'containment sixty',
    ]);
  });

  it('takes another threshold when asked', async () => {
    const seen = await inView(VIEW, 0.55);
    expect(seen).toContain('containment sixty');
    expect(seen).not.toContain('containment fifty');
    expect(await inView(VIEW, 0.3)).toContain('containment forty');
  });

  it('a listing merely touching the view is not in it; one wholly inside is', async () => {
    const corner = 'POLYGON((120 9,125 9,125 20,120 20,120 9))';
    const seen = await inView(corner);
    expect(seen).not.toContain('containment forty');
    expect(await inView('POLYGON((101 -1,113 -1,113 11,101 11,101 -1))')).toContain(
      'containment inside',
    );
  });

  it('a non-rectangular area is measured by the exact intersection', async () => {
    // Triangles whose long side cuts the inside square (x 102..112, y 0..10): 59.5 % of it, then
    // 40.5 %, lies in the triangle; each triangle is far larger than the square.
    const most = 'POLYGON((80 -20,133 -20,80 33,80 -20))';
    const less = 'POLYGON((80 -20,131 -20,80 31,80 -20))';
    expect(await inView(most)).toContain('containment inside');
    expect(await inView(less)).not.toContain('containment inside');
  });

  it('zoomed into a large map, the map is in view when it fills at least half the view', async () => {
    const zoomed = await inView('POLYGON((103 1,104 1,104 2,103 2,103 1))');
    expect(zoomed).toContain('containment inside');
    // Half of this view is the inside square (102..112), the rest is empty.
    expect(await inView('POLYGON((107 1,117 1,117 2,107 2,107 1))', 0.5)).toContain(
      'containment inside',
    );
    expect(await inView('POLYGON((111 1,121 1,121 2,111 2,111 1))')).not.toContain(
      'containment inside',
    );
  });
});
