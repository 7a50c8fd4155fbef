// Across two API processes on one PostgreSQL (two servers, each with its own pool): a user's
// stream open on one server receives the announcement posted on the other and a like written
// through the other's pool.
import type { Db } from '@unfurl/api-db';
import { openSharedTestPostgresDbs, runsPostgresTests } from '@unfurl/api-db/testing';
import { DEFAULT_SAMPLES_DIR, seedDemo } from '@unfurl/api-demo-seed';
import { startFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from './event-stream.testing';
import { notificationsPlugin } from './notifications.plugin';
import { api, insertTestListing, signedInUsers } from './notifications.test-harness';

const reachable = await runsPostgresTests('notifications across two API processes');

describe.skipIf(!reachable)('notifications across two API processes on PostgreSQL', () => {
  let shared: { readonly dbs: readonly Db[]; close(): Promise<void> };
  const servers: FeatureServer[] = [];
  beforeAll(async () => {
    shared = await openSharedTestPostgresDbs(2);
    await seedDemo(shared.dbs[0]!, { samplesDir: DEFAULT_SAMPLES_DIR, generatedListings: 0 });
    for (const db of shared.dbs) {
      servers.push(
        await startFeatureServer({
          db,
          register: async (app) => {
            await app.register(notificationsPlugin, { db, pollIntervalMs: 60_000 });
          },
        }),
      );
    }
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await shared?.close();
  });

  it('delivers on one server what the other wrote', async () => {
    const [a, b] = servers as [FeatureServer, FeatureServer];
    const [admin] = await signedInUsers(a, 'acme', 1, 'ADMIN');
    const [reader, fan] = await signedInUsers(a, 'acme', 2, 'READ');
    const stream = await openEventStream(
      `${b.base}/v1/notifications/stream?subdomain=acme&authorization=${reader!.token}`,
    );
    try {
      await stream.next('unread');
      const posted = await api(a.base, '/v1/notifications/announcements', {
        method: 'POST',
        token: admin!.token,
        subdomain: 'acme',
        body: { message: 'From process A' },
      });
      expect(posted.status).toBe(201);
      expect((await stream.next('notification', 10_000)).data).toMatchObject({
        type: 'GLOBAL',
        message: 'From process A',
      });
      const listingId = await insertTestListing(a.db, {
        tenant: 'acme',
        ownerEmail: reader!.email,
        title: 'Harbour',
      });
      await a.db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
        listingId,
        fan!.userId,
      ]);
      expect((await stream.next('notification', 10_000)).data).toMatchObject({
        type: 'LIKE',
        listingId,
      });
    } finally {
      stream.close();
    }
  });
});
