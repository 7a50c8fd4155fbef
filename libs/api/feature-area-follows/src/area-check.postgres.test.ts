// The area check on a real PostgreSQL (the DATABASE_URL path), where checks on a pool's
// connections truly run at once: four checks together still notify each listing and scene once;
// an area whose scene search fails stays due, its listings notified anyway.
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { insertTestListing, userIdOf } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAreaFollows } from './area-check.job';
import { sampleScenes } from './area-follows.test-harness';

const reachable = await runsPostgresTests('the area check on PostgreSQL');

async function follow(db: Db, email: string, wkt: string, collections: string[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO area_follows (tenant_id, user_id, name, geom, collections, created_at,
       last_checked_at)
     SELECT u.tenant_id, u.id, 'Concurrent', ST_Multi(ST_GeomFromText($2, 4326)), $3::text[],
       '2020-01-01', '2020-01-01'
     FROM users u WHERE u.email = $1 RETURNING id::float8 AS id`,
    [email, wkt, collections],
  );
  return row!.id;
}

/** The area's notifications, and how many distinct listings and scenes they name. */
async function notificationsOf(
  db: Db,
  areaId: number,
): Promise<{ rows: number; subjects: number }> {
  const [row] = await db.query<{ rows: number; subjects: number }>(
    `SELECT count(*)::float8 AS rows,
       count(DISTINCT coalesce(listing_id::text, data->>'sceneId'))::float8 AS subjects
     FROM notifications WHERE type = 'AREA' AND (data->>'areaFollowId')::bigint = $1`,
    [areaId],
  );
  return row ?? { rows: -1, subjects: -1 };
}

describe.skipIf(!reachable)('the area check on PostgreSQL', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('four checks at once notify each new listing and scene once', async () => {
    const area = await follow(
      db,
      'ada@unfurl.example',
      'POLYGON((-12 24,-10.5 24,-10.5 25.5,-12 25.5,-12 24))',
      ['sentinel-2-l2a'],
    );
    for (let n = 0; n < 5; n++) {
      await insertTestListing(db, {
        tenant: 'main',
        ownerEmail: 'marie@unfurl.example',
        title: `Sahara ${n}`,
        wkt: 'POLYGON((-11.5 24.5,-11 24.5,-11 25,-11.5 25,-11.5 24.5))',
      });
    }
    const scenes = await sampleScenes();
    await Promise.all([1, 2, 3, 4].map(() => checkAreaFollows({ db, scenes })));
    // The five listings, the sample scene, and any demo listing of the area: each once.
    const first = await notificationsOf(db, area);
    expect(first.rows).toBeGreaterThanOrEqual(6);
    expect(first.rows).toBe(first.subjects);
    await db.query(`UPDATE area_follows SET last_checked_at = '2020-01-01' WHERE id = $1`, [area]);
    await Promise.all([1, 2].map(() => checkAreaFollows({ db, scenes })));
    expect(await notificationsOf(db, area)).toEqual(first);
  });

  it('leaves an area due when its scene search fails, its listings notified once', async () => {
    const area = await follow(
      db,
      'gerardus@unfurl.example',
      'POLYGON((40 40,41 40,41 41,40 41,40 40))',
      ['landsat-ot-l1'],
    );
    await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'marie@unfurl.example',
      title: 'Far east',
      wkt: 'POLYGON((40.2 40.2,40.4 40.2,40.4 40.4,40.2 40.4,40.2 40.2))',
    });
    const warned: object[] = [];
    const broken = {
      search: async () => {
        throw new Error('catalogue down');
      },
    };
    const log = { warn: (object: object) => warned.push(object) };
    await checkAreaFollows({ db, scenes: broken, log });
    await checkAreaFollows({ db, scenes: broken, log });
    expect(await notificationsOf(db, area)).toEqual({ rows: 1, subjects: 1 });
    expect(warned.length).toBeGreaterThanOrEqual(2);
    const [row] = await db.query<{ due: boolean }>(
      `SELECT last_checked_at < '2021-01-01' AS due FROM area_follows WHERE id = $1`,
      [area],
    );
    expect(row?.due).toBe(true);
    expect(await userIdOf(db, 'gerardus@unfurl.example')).toBeTruthy();
  });
});
