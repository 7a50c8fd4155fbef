// The area check on the real job queue and a seeded PGlite database: one AREA notification per
// new live public listing inside a followed area (never your own, private, deleted or elsewhere),
// one per newer sample scene, and never a second one however often the check runs.
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_AREA_FOLLOWS_JOB } from './area-check.job';
import {
  call,
  insertTestListing,
  jobFinished,
  signIn,
  square,
  useAreaFollowsServer,
  userIdOf,
} from './area-follows.test-harness';

const server = useAreaFollowsServer();
let adaId = '';
let listingArea = 0;
let sceneArea = 0;

interface AreaNotification {
  userId: string;
  actorId: string | null;
  listingId: number | null;
  message: string;
  data: Record<string, unknown>;
  groupKey: string;
}

async function areaNotifications(): Promise<AreaNotification[]> {
  return server().db.query<AreaNotification>(
    `SELECT user_id::text AS "userId", actor_id::text AS "actorId",
       listing_id::float8 AS "listingId", message, data, group_key AS "groupKey"
     FROM notifications WHERE type = 'AREA' ORDER BY id`,
  );
}

async function runCheck(): Promise<void> {
  const id = await server().jobs.send(CHECK_AREA_FOLLOWS_JOB, { reason: 'test' });
  expect(await jobFinished(server(), id)).toBe('completed');
}

beforeAll(async () => {
  const token = (await signIn(server().base, 'ada@unfurl.example')).IdToken;
  adaId = await userIdOf(server().db, 'ada@unfurl.example');
  const follow = async (name: string, coordinates: number[][], watch: string[]) => {
    const body = { name, geometry: { type: 'Polygon', coordinates: [coordinates] }, watch };
    const added = await call(server(), 'POST', '/v1/area-follows', { token, body });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return added.body.id as number;
  };
  listingArea = await follow('Square ten', square(10.5, 10.5, 1), ['listings']);
  sceneArea = await follow('Western Sahara', square(-11.5, 24.5, 0.3), ['sentinel-2-l2a']);
  // As if followed before the sample scene of 2020-02-19 was taken.
  await server().db.query(
    `UPDATE area_follows SET created_at = '2020-01-01', last_checked_at = '2020-01-01'
     WHERE id = $1`,
    [sceneArea],
  );
});

describe('the check-area-follows job', () => {
  it('notifies once per new listing and newer scene inside an area, whatever else exists', async () => {
    const inside = 'POLYGON((10 10,11 10,11 11,10 11,10 10))';
    const news = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'marie@unfurl.example',
      title: 'Fresh survey',
      wkt: inside,
    });
    for (const skipped of [
      { ownerEmail: 'ada@unfurl.example', title: 'My own map' },
      { ownerEmail: 'marie@unfurl.example', title: 'Private map', isPrivate: true },
      { ownerEmail: 'marie@unfurl.example', title: 'Pending map', reviewStatus: 'PENDING' },
      {
        ownerEmail: 'marie@unfurl.example',
        title: 'Elsewhere',
        wkt: 'POLYGON((30 30,31 30,31 31,30 31,30 30))',
      },
    ]) {
      await insertTestListing(server().db, { tenant: 'main', wkt: inside, ...skipped });
    }
    await insertTestListing(server().db, {
      tenant: 'acme',
      ownerEmail: 'surveyor@acme.example',
      title: 'Other tenant',
      wkt: inside,
    });

    await runCheck();
    const marieId = await userIdOf(server().db, 'marie@unfurl.example');
    const first = await areaNotifications();
    expect(first).toEqual([
      {
        userId: adaId,
        actorId: marieId,
        listingId: news,
        message: 'New map "Fresh survey" in your area "Square ten"',
        data: { areaFollowId: listingArea, areaName: 'Square ten', kind: 'LISTING' },
        groupKey: `AREA:${listingArea}`,
      },
      {
        userId: adaId,
        actorId: null,
        listingId: null,
        message: 'New sentinel-2-l2a scene of 2020-02-19 in your area "Western Sahara"',
        data: {
          areaFollowId: sceneArea,
          areaName: 'Western Sahara',
          kind: 'SCENE',
          sceneId: 'S2A_29RKH_20200219_0_L2A',
          collection: 'sentinel-2-l2a',
          datetime: expect.stringMatching(/^2020-02-19T11:34:25/),
        },
        groupKey: `AREA:${sceneArea}`,
      },
    ]);
    const [checked] = await server().db.query<{ n: number }>(
      `SELECT count(*)::float8 AS n FROM area_follows
       WHERE id = ANY($1::bigint[]) AND last_checked_at > now() - interval '1 minute'`,
      [[listingArea, sceneArea]],
    );
    expect(checked?.n).toBe(2);

    // Run again as if never checked: nothing is notified twice.
    await server().db.query(`UPDATE area_follows SET last_checked_at = '2020-01-01'`);
    await runCheck();
    expect(await areaNotifications()).toHaveLength(2);

    // A later listing in the area notifies once more; the earlier ones do not come back.
    const later = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'gerardus@unfurl.example',
      title: 'Later map',
      wkt: 'POLYGON((10.8 10.8,12 10.8,12 12,10.8 12,10.8 10.8))',
    });
    await server().db.query(`UPDATE area_follows SET last_checked_at = '2020-01-01'`);
    await runCheck();
    const all = await areaNotifications();
    expect(all.map((n) => n.listingId)).toEqual([news, null, later]);
  });
});
