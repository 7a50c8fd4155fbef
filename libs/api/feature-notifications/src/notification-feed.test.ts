// The feed without any NOTIFY (the embedded database in its own process): polling alone hands
// each new row to its reader once, GLOBAL rows to the whole tenant, and nothing from before.
import { describe, expect, it } from 'vitest';
import { createNotificationFeed } from './notification-feed';
import type { NotificationRow } from './notification-row';
import {
  insertTestListing,
  signedInUsers,
  useNotificationsServer,
} from './notifications.test-harness';

const server = useNotificationsServer();

describe('the notification feed by polling', () => {
  it('delivers rows inserted after subscribing, each once, to whom they are for', async () => {
    const { db } = server();
    const [owner, fan, other] = await signedInUsers(server(), 'main', 3);
    const listingId = await insertTestListing(db, {
      tenant: 'main',
      ownerEmail: owner!.email,
      title: 'Polled',
    });
    await db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
      listingId,
      other!.userId,
    ]);
    const [{ tenantId }] = (await db.query<{ tenantId: number }>(
      'SELECT id AS "tenantId" FROM tenants WHERE subdomain = \'main\'',
    )) as [{ tenantId: number }];
    const feed = createNotificationFeed(db, {
      intervalMs: 100,
      onError: (e) => {
        throw e;
      },
    });
    const got: NotificationRow[] = [];
    const gotOther: NotificationRow[] = [];
    const a = feed.subscribe({ tenantId, userId: owner!.userId }, (n) => got.push(n));
    const b = feed.subscribe({ tenantId, userId: other!.userId }, (n) => gotOther.push(n));
    await Promise.all([a.ready, b.ready]);
    await db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
      listingId,
      fan!.userId,
    ]);
    await db.query(
      `INSERT INTO notifications (tenant_id, type, message) VALUES ($1, 'GLOBAL', 'All')`,
      [tenantId],
    );
    const until = Date.now() + 5000;
    while ((got.length < 2 || gotOther.length < 1) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(got.map((n) => n.type)).toEqual(['LIKE', 'GLOBAL']);
    expect(gotOther.map((n) => n.type)).toEqual(['GLOBAL']);
    a.unsubscribe();
    b.unsubscribe();
    expect(feed.size).toBe(0);
    feed.stop();
  });
});
