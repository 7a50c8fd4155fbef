// The like count on a real PostgreSQL (the DATABASE_URL path), where the likes of a pool's
// connections truly run at once: 50 users and a repeated like count exactly 50.
import type { Db } from '@unfurl/api-db';
import { openTestPostgresDb, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { startFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialPlugin } from './social.plugin';
import { api, insertTestListing, signedInUsers, storedLikes } from './social.test-harness';

const reachable = await runsPostgresTests('the like count on PostgreSQL');

describe.skipIf(!reachable)('likes on PostgreSQL', () => {
  let db: Db;
  let server: FeatureServer;
  beforeAll(async () => {
    db = await openTestPostgresDb();
    await seedDemo(db, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
    server = await startFeatureServer({
      db,
      register: async (app) => {
        await app.register(socialPlugin, { db });
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('50 parallel likes from distinct users and two repeats count 50; parallel unlikes 20', async () => {
    const id = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: 'Crowded',
      popularity: 3,
    });
    const crowd = await signedInUsers(server, 'main', 50);
    const send = async (method: string, token: string) => {
      const response = await api(server.base, `/v1/listings/${id}/likes`, { method, token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { totalLikes: number }).totalLikes;
    };
    const liked = await Promise.all([
      ...crowd.map((user) => send('PUT', user.token)),
      send('PUT', crowd[7]!.token),
      send('PUT', crowd[7]!.token),
    ]);
    expect(await storedLikes(db, id)).toBe(53);
    expect(Math.max(...liked)).toBe(53);
    const unliked = await Promise.all([
      ...crowd.slice(0, 20).map((user) => send('DELETE', user.token)),
      send('DELETE', crowd[0]!.token),
    ]);
    expect(await storedLikes(db, id)).toBe(33);
    expect(Math.min(...unliked)).toBe(33);
    const [rows] = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_likes WHERE listing_id = $1',
      [id],
    );
    expect(rows?.n).toBe(30);
  });
});
