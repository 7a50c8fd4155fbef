// GET /v1/notifications/stream over real HTTP: 401 without a token, the unread count first, a
// notification inserted after connecting arrives (only to its reader), GLOBAL to everyone of the
// tenant, heartbeats, a resumed stream replays what it missed, and closing the app ends streams.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  insertTestListing,
  signedInUsers,
  useNotificationsServer,
} from './notifications.test-harness';
import type { TestUser } from './notifications.test-harness';
import { openEventStream } from './event-stream.testing';

const server = useNotificationsServer({ heartbeatMs: 300, pollIntervalMs: 60_000 });
let owner: TestUser;
let fan: TestUser;
let listingId: number;

beforeAll(async () => {
  [owner, fan] = (await signedInUsers(server(), 'main', 2)) as [TestUser, TestUser];
  listingId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: owner.email,
    title: 'Live',
  });
});

const streamUrl = (token: string) =>
  `${server().base}/v1/notifications/stream?subdomain=main&authorization=${encodeURIComponent(token)}`;

const like = (userId: string) =>
  server().db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
    listingId,
    userId,
  ]);

describe('notification stream', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect((await api(server().base, '/v1/notifications/stream')).status).toBe(401);
    expect((await fetch(streamUrl('nonsense'))).status).toBe(401);
  });

  it('delivers a notification inserted after connecting, to its reader only', async () => {
    const mine = await openEventStream(streamUrl(owner.token));
    const theirs = await openEventStream(streamUrl(fan.token));
    try {
      expect(mine.contentType).toMatch(/^text\/event-stream/);
      expect(await mine.next('unread')).toEqual({ id: undefined, data: { unread: 0 } });
      await theirs.next('unread');
      await like(fan.userId);
      const got = await mine.next('notification');
      expect(got.data).toMatchObject({ type: 'LIKE', listingId, isRead: false });
      expect(got.id).toBe(String((got.data as { id: number }).id));
      // GLOBAL reaches everyone of the tenant.
      await server().db.query(
        `INSERT INTO notifications (tenant_id, type, message)
         SELECT id, 'GLOBAL', 'Hello all' FROM tenants WHERE subdomain = 'main'`,
      );
      expect((await theirs.next('notification')).data).toMatchObject({ type: 'GLOBAL' });
      expect((await mine.next('notification')).data).toMatchObject({ message: 'Hello all' });
      expect(theirs.events.filter((e) => e.event === 'notification')).toHaveLength(1);
      expect(await mine.comment()).toBe('ping');
    } finally {
      mine.close();
      theirs.close();
    }
  });

  it('replays unread notifications missed since Last-Event-ID', async () => {
    const [{ id: before }] = (await server().db.query<{ id: number }>(
      'SELECT max(id)::float8 AS id FROM notifications',
    )) as [{ id: number }];
    await server().db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
      fan.userId,
      owner.userId,
    ]);
    const resumed = await openEventStream(streamUrl(owner.token), {
      'last-event-id': String(before),
    });
    try {
      expect((await resumed.next('notification')).data).toMatchObject({ type: 'FOLLOW' });
    } finally {
      resumed.close();
    }
  });
});
