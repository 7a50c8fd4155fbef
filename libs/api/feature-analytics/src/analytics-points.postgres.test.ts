// Points and view counts on a real PostgreSQL (the DATABASE_URL path), where a pool's connections
// truly run at once: 50 users viewing one listing, one user's 50 racing events, the daily cap.
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { startFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAILY_POINTS_CAP } from './analytics-points';
import { analyticsPlugin } from './analytics.plugin';
import {
  api,
  insertTestListing,
  signedInUsers,
  storedPoints,
  storedViews,
} from './analytics.test-harness';

const reachable = await runsPostgresTests('analytics points on PostgreSQL');

describe.skipIf(!reachable)('points on PostgreSQL', () => {
  let db: Db;
  let server: FeatureServer;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
    server = await startFeatureServer({
      db,
      register: async (app) => {
        await app.register(analyticsPlugin, {
          db,
          rateLimit: { limit: 10_000, windowMs: 60_000 },
        });
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const post = async (path: string, body: unknown, token: string) => {
    const response = await api(server.base, path, { method: 'POST', body, token });
    expect(response.status, await response.clone().text()).toBe(204);
  };

  it('50 users viewing at once, two of them twice: 50 views and 1 point each', async () => {
    const id = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Crowded',
    });
    const crowd = await signedInUsers(server, 'main', 50);
    const view = (token: string) => post('/v1/analytics/listing', { action: 'VIEW', id }, token);
    await Promise.all([
      ...crowd.map((user) => view(user.token)),
      view(crowd[0]!.token),
      view(crowd[1]!.token),
    ]);
    expect(await storedViews(db, id)).toBe(50);
    for (const user of crowd) expect(await storedPoints(db, user.userId)).toBe(1);
  });

  it('one user racing 50 events (25 distinct), then 60 downloads: 25, then the cap', async () => {
    const [user] = await signedInUsers(server, 'main', 1);
    const scene = (action: string, id: string) =>
      post('/v1/analytics', { action, provider: 'P', product: 'X', id }, user!.token);
    await Promise.all(Array.from({ length: 50 }, (_, n) => scene('VIEW', `s-${n % 25}`)));
    expect(await storedPoints(db, user!.userId)).toBe(25);
    await Promise.all(Array.from({ length: 60 }, (_, n) => scene('DOWNLOAD', `d-${n}`)));
    expect(await storedPoints(db, user!.userId)).toBe(DAILY_POINTS_CAP);
  });
});
