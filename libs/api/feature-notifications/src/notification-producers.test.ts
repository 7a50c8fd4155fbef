// The producers of migration 0019: who gets a notification for a comment, a reply, a like and a
// follow, never the one who did it, and a repeated like or follow only once while unread.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertComment,
  insertTestListing,
  signedInUsers,
  storedFor,
  useNotificationsServer,
} from './notifications.test-harness';
import type { TestUser } from './notifications.test-harness';

const server = useNotificationsServer();
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let listingId: number;

beforeAll(async () => {
  [owner, alice, bob] = (await signedInUsers(server(), 'main', 3)) as [
    TestUser,
    TestUser,
    TestUser,
  ];
  listingId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: owner.email,
    title: 'Glacier',
  });
});

describe('notification producers', () => {
  it('tell the listing owner of a comment, not of their own', async () => {
    const { db } = server();
    await insertComment(db, listingId, owner.userId);
    expect(await storedFor(db, owner.userId)).toEqual([]);
    await insertComment(db, listingId, alice.userId);
    expect(await storedFor(db, owner.userId)).toEqual([
      { type: 'COMMENT', actorId: alice.userId, listingId },
    ]);
    const [row] = await db.query<{ data: unknown; groupKey: string; tenant: string }>(
      `SELECT n.data, n.group_key AS "groupKey", t.subdomain AS tenant
       FROM notifications n JOIN tenants t ON t.id = n.tenant_id WHERE n.user_id = $1`,
      [owner.userId],
    );
    expect(row).toEqual({
      data: { listingTitle: 'Glacier' },
      groupKey: `COMMENT:listing:${listingId}`,
      tenant: 'main',
    });
  });

  it('tell the parent author of a reply and the owner once, never the replier', async () => {
    const { db } = server();
    await db.query('DELETE FROM notifications WHERE user_id = ANY($1::uuid[])', [
      [owner.userId, alice.userId, bob.userId],
    ]);
    const aliceComment = await insertComment(db, listingId, alice.userId);
    await db.query('DELETE FROM notifications WHERE user_id = $1', [owner.userId]);
    // Bob replies to Alice: Alice hears REPLY, the owner COMMENT.
    await insertComment(db, listingId, bob.userId, aliceComment);
    expect(await storedFor(db, alice.userId)).toEqual([
      { type: 'REPLY', actorId: bob.userId, listingId },
    ]);
    expect(await storedFor(db, owner.userId)).toEqual([
      { type: 'COMMENT', actorId: bob.userId, listingId },
    ]);
    // Alice replies to herself: nobody but the owner hears of it.
    await insertComment(db, listingId, alice.userId, aliceComment);
    expect(await storedFor(db, alice.userId)).toHaveLength(1);
    expect(await storedFor(db, owner.userId)).toHaveLength(2);
    // The owner replies to Alice: Alice hears REPLY; the owner nothing.
    const ownerComment = await insertComment(db, listingId, owner.userId, aliceComment);
    expect(await storedFor(db, alice.userId)).toHaveLength(2);
    expect(await storedFor(db, owner.userId)).toHaveLength(2);
    // Alice replies to the owner's comment: the owner hears REPLY only, not COMMENT too.
    await insertComment(db, listingId, alice.userId, ownerComment);
    expect((await storedFor(db, owner.userId)).map((n) => n.type)).toEqual([
      'COMMENT',
      'COMMENT',
      'REPLY',
    ]);
  });

  it('tell the owner of a like once while unread, never of their own', async () => {
    const { db } = server();
    await db.query('DELETE FROM notifications WHERE user_id = $1', [owner.userId]);
    const like = (userId: string) =>
      db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
        listingId,
        userId,
      ]);
    const unlike = (userId: string) =>
      db.query('DELETE FROM listing_likes WHERE listing_id = $1 AND user_id = $2', [
        listingId,
        userId,
      ]);
    await like(owner.userId);
    expect(await storedFor(db, owner.userId)).toEqual([]);
    await like(alice.userId);
    await unlike(alice.userId);
    await like(alice.userId);
    await like(bob.userId);
    expect(await storedFor(db, owner.userId)).toEqual([
      { type: 'LIKE', actorId: alice.userId, listingId },
      { type: 'LIKE', actorId: bob.userId, listingId },
    ]);
    // Once read, a new like is news again.
    await db.query('UPDATE notifications SET read_at = now() WHERE user_id = $1', [owner.userId]);
    await unlike(alice.userId);
    await like(alice.userId);
    expect(await storedFor(db, owner.userId)).toHaveLength(3);
  });

  it('tell a user of a new follower, once while unread', async () => {
    const { db } = server();
    const follow = () =>
      db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
        alice.userId,
        bob.userId,
      ]);
    await follow();
    await db.query('DELETE FROM user_follows WHERE follower_id = $1', [alice.userId]);
    await follow();
    expect((await storedFor(db, bob.userId)).filter((n) => n.type === 'FOLLOW')).toEqual([
      { type: 'FOLLOW', actorId: alice.userId, listingId: null },
    ]);
    expect((await storedFor(db, alice.userId)).filter((n) => n.type === 'FOLLOW')).toEqual([]);
  });
});
