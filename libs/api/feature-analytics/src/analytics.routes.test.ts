// POST /v1/analytics, /listing and /generic: events stored, anonymous ones too; points once per
// user, event key and UTC day, exact under 50 parallel events and capped per day; listing views
// counted once per viewer and day toward popularity.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAILY_POINTS_CAP } from './analytics-points';
import { pruneDailyMarks } from './analytics-prune';
import {
  api,
  insertTestListing,
  signedInUsers,
  storedPoints,
  storedViews,
  useAnalyticsServer,
} from './analytics.test-harness';
import type { TestUser } from './analytics.test-harness';

let clock = Date.parse('2026-11-27T10:00:00Z');
const server = useAnalyticsServer({
  now: () => clock,
  rateLimit: { limit: 10_000, windowMs: 60_000 },
});
let me: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  [me] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
  const add = async (key: string, extra: Partial<Parameters<typeof insertTestListing>[1]> = {}) => {
    ids[key] = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: `Analytics ${key}`,
      ...extra,
    });
  };
  await add('map');
  await add('crowd');
  await add('acme', { tenant: 'acme', ownerEmail: 'admin@acme.example' });
  await add('private', { isPrivate: true });
  await add('deleted');
  await server().db.query('UPDATE listings SET deleted_at = now() WHERE id = $1', [ids['deleted']]);
});

async function post(path: string, body: unknown, user?: TestUser): Promise<void> {
  const response = await api(server().base, path, { method: 'POST', body, token: user?.token });
  expect(response.status, await response.clone().text()).toBe(204);
}
const view = (id: number, user?: TestUser) =>
  post('/v1/analytics/listing', { action: 'VIEW', id }, user);
const points = (user: TestUser = me) => storedPoints(server().db, user.userId);
const views = (key: string) => storedViews(server().db, ids[key]!);

async function eventsOf(userId: string | null) {
  return server().db.query<{
    kind: string;
    action: string;
    listingId: number | null;
    payload: unknown;
  }>(
    `SELECT kind, action, listing_id::float8 AS "listingId", payload FROM analytics_events
     WHERE user_id IS NOT DISTINCT FROM $1::uuid ORDER BY id`,
    [userId],
  );
}

describe('listing events (R-344, R-348)', () => {
  it('a view earns 1 point and counts 1 view once per day; the next UTC day again', async () => {
    await view(ids['map']!, me);
    await view(ids['map']!, me);
    await post('/v1/analytics/listing', { action: 'view', id: ids['map'], note: 'again' }, me);
    expect(await points()).toBe(1);
    expect(await views('map')).toBe(1);
    clock += 24 * 3600_000;
    await view(ids['map']!, me);
    expect(await points()).toBe(2);
    expect(await views('map')).toBe(2);
    const events = await eventsOf(me.userId);
    expect(events).toHaveLength(4);
    expect(events[2]).toMatchObject({
      kind: 'LISTING',
      action: 'VIEW',
      payload: { note: 'again' },
    });
  });

  it('downloads and shares earn 2; other actions are recorded and earn nothing', async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    await post(
      '/v1/analytics/listing',
      { action: 'DOWNLOAD', id: ids['map'], isTask: false },
      user,
    );
    await post('/v1/analytics/listing', { action: 'SHARE', id: ids['map'] }, user);
    await post('/v1/analytics/listing', { action: 'PRINT', id: ids['map'] }, user);
    expect(await points(user)).toBe(4);
    expect(await eventsOf(user.userId)).toHaveLength(3);
  });

  it('anonymous views are recorded and counted once per address and day, never earning', async () => {
    const before = (await eventsOf(null)).length;
    const viewsBefore = await views('crowd');
    await view(ids['crowd']!);
    await view(ids['crowd']!);
    expect(await views('crowd')).toBe(viewsBefore + 1);
    expect((await eventsOf(null)).length).toBe(before + 2);
  });

  it('listings the site does not show earn nothing and count no view', async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    for (const key of ['acme', 'private', 'deleted']) await view(ids[key]!, user);
    await view(999_999_999, user);
    expect(await points(user)).toBe(0);
    for (const key of ['acme', 'private', 'deleted']) expect(await views(key), key).toBe(0);
    expect(await eventsOf(user.userId)).toHaveLength(4);
  });
});

describe('imagery and generic events (R-345, R-349)', () => {
  const scene = {
    provider: 'SENTINEL',
    product: 'NDVI',
    id: 'S2A_MSIL2A_20261101',
    geometryWKT: 'POLYGON((10 10,11 10,11 11,10 11,10 10))',
    previewUrl: 'https://example.org/preview.png',
  };

  it('view 1, download 2, share 2 per scene and day; without a scene id nothing', async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    for (const action of ['VIEW', 'VIEW', 'DOWNLOAD', 'SHARE', 'SHARE']) {
      await post('/v1/analytics', { ...scene, action }, user);
    }
    expect(await points(user)).toBe(5);
    await post('/v1/analytics', { ...scene, id: 'S2B_other', action: 'VIEW' }, user);
    await post('/v1/analytics', { action: 'VIEW', provider: 'SENTINEL' }, user);
    expect(await points(user)).toBe(6);
    const events = await eventsOf(user.userId);
    expect(events).toHaveLength(7);
    expect(events[0]).toMatchObject({ kind: 'IMAGERY', action: 'VIEW', payload: scene });
  });

  it('generic events are recorded and never earn', async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    const body = { category: 'search', action: 'open', label: 'filters', note: 'n' };
    await post('/v1/analytics/generic', body, user);
    await post('/v1/analytics/generic', body);
    expect(await points(user)).toBe(0);
    const [event] = await eventsOf(user.userId);
    expect(event).toMatchObject({
      kind: 'GENERIC',
      action: 'OPEN',
      payload: { category: 'search', label: 'filters', note: 'n' },
    });
  });
});

describe('points under concurrency', () => {
  it('50 users viewing one listing at once: 50 views, 1 point each', async () => {
    const crowd = await signedInUsers(server(), 'main', 50);
    const before = await views('crowd');
    await Promise.all([
      ...crowd.map((user) => view(ids['crowd']!, user)),
      view(ids['crowd']!, crowd[0]),
    ]);
    expect(await views('crowd')).toBe(before + 50);
    const [row] = await server().db.query<{ total: number }>(
      'SELECT sum(points)::int AS total FROM users WHERE id = ANY($1::uuid[])',
      [crowd.map((user) => user.userId)],
    );
    expect(row?.total).toBe(50);
  });

  it('50 parallel events of one user, 25 of them repeats, add exactly 25 + 0', async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    const sceneView = (n: number) =>
      post(
        '/v1/analytics',
        { action: 'VIEW', provider: 'P', product: 'X', id: `scene-${n}` },
        user,
      );
    await Promise.all(Array.from({ length: 50 }, (_, n) => sceneView(n % 25)));
    expect(await points(user)).toBe(25);
  });

  it(`a day's points stop at ${DAILY_POINTS_CAP}, however many events race`, async () => {
    const [user] = (await signedInUsers(server(), 'main', 1)) as [TestUser];
    const download = (n: number) =>
      post(
        '/v1/analytics',
        { action: 'DOWNLOAD', provider: 'P', product: 'X', id: `cap-${n}` },
        user,
      );
    await Promise.all(Array.from({ length: 60 }, (_, n) => download(n)));
    expect(await points(user)).toBe(DAILY_POINTS_CAP);
    await download(1000);
    expect(await points(user)).toBe(DAILY_POINTS_CAP);
    clock += 24 * 3600_000;
    await download(1000);
    expect(await points(user)).toBe(DAILY_POINTS_CAP + 2);
  });
});

describe('old marks', () => {
  it('are pruned past two UTC days, the newer ones stay', async () => {
    const db = server().db;
    await db.query(
      `INSERT INTO analytics_daily_marks (day, actor, event_key)
       VALUES ('2026-01-01', 'user:x', 'old'), ('2026-01-02', 'user:x', 'old'),
              ('2026-01-03', 'user:x', 'kept'), ('2026-01-04', 'user:x', 'kept')`,
    );
    expect(await pruneDailyMarks(db, new Date('2026-01-04T12:00:00Z'))).toBeGreaterThanOrEqual(1);
    const rows = await db.query<{ day: string }>(
      `SELECT day::text AS day FROM analytics_daily_marks WHERE actor = 'user:x' ORDER BY day`,
    );
    expect(rows.map((row) => row.day)).toEqual(['2026-01-02', '2026-01-03', '2026-01-04']);
  });
});
