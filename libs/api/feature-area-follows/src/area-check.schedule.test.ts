// The plugin schedules the area check by itself: with a short interval, a new listing inside a
// followed area is notified without anyone sending the job, once.
import { describe, expect, it } from 'vitest';
import { useFeatureServer, insertTestListing } from '@unfurl/api-demo-seed/testing';
import { startJobQueue } from '@unfurl/api-jobs';
import { areaFollowsPlugin } from './area-follows.plugin';
import { sampleScenes } from './area-follows.test-harness';

const server = useFeatureServer({
  register: async (app, { db }) => {
    const jobs = await startJobQueue({ db, pollIntervalMs: 100 });
    app.addHook('onClose', () => jobs.stop());
    await app.register(areaFollowsPlugin, {
      db,
      jobs,
      scenes: await sampleScenes(),
      checkIntervalMs: 300,
    });
  },
});

describe('the scheduled area check', () => {
  it('runs on its own every interval and notifies a new listing once', async () => {
    const { db } = server();
    await db.query(
      `INSERT INTO area_follows (tenant_id, user_id, name, geom)
       SELECT u.tenant_id, u.id, 'Scheduled',
         ST_Multi(ST_GeomFromText('POLYGON((50 50,51 50,51 51,50 51,50 50))', 4326))
       FROM users u WHERE u.email = 'ada@unfurl.example'`,
    );
    const listing = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: 'marie@unfurl.example',
      title: 'Scheduled find',
      wkt: 'POLYGON((50.2 50.2,50.4 50.2,50.4 50.4,50.2 50.4,50.2 50.2))',
    });
    const count = async () => {
      const [row] = await db.query<{ n: number }>(
        `SELECT count(*)::float8 AS n FROM notifications WHERE type = 'AREA' AND listing_id = $1`,
        [listing],
      );
      return row?.n ?? 0;
    };
    for (let waited = 0; waited < 30_000 && (await count()) === 0; waited += 200) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await count()).toBe(1);
    // Several more intervals pass: still one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count()).toBe(1);
  });
});
