// GET /v1/notifications (and /grouped), unread count, read marks and announcements: sign-in,
// pages of 6 with GLOBAL first (R-326..R-330), each reader's own read marks, admins announce.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  insertTestListing,
  signedInUsers,
  useNotificationsServer,
} from './notifications.test-harness';
import type { TestUser } from './notifications.test-harness';

const server = useNotificationsServer();
let owner: TestUser;
let fans: TestUser[];
let other: TestUser;
let admin: TestUser;
let listingId: number;

interface Page {
  notifications: {
    id: number;
    type: string;
    isRead: boolean;
    groupCount: number;
    actor: unknown;
  }[];
  nextCursor: string | null;
  total: number;
}

const call = (method: string, path: string, token?: string, body?: unknown, subdomain = 'main') =>
  api(server().base, path, { method, token, subdomain, body });

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

beforeAll(async () => {
  const users = await signedInUsers(server(), 'main', 10);
  [owner, other] = users as [TestUser, TestUser];
  fans = users.slice(2);
  admin = (await signedInUsers(server(), 'acme', 1, 'ADMIN'))[0]!;
  listingId = await insertTestListing(server().db, {
    tenant: 'main',
    ownerEmail: owner.email,
    title: 'Delta',
  });
  // 8 likes (one group) and one follow, then an announcement by the admin.
  for (const fan of fans) {
    await server().db.query('INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2)', [
      listingId,
      fan.userId,
    ]);
  }
  await server().db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
    other.userId,
    owner.userId,
  ]);
  await server().db.query(
    `INSERT INTO notifications (tenant_id, type, message)
     SELECT id, 'GLOBAL', 'Welcome' FROM tenants WHERE subdomain = 'main'`,
  );
});

describe('notification routes', () => {
  it('answer 401 to anonymous callers before looking at anything', async () => {
    for (const [method, path] of [
      ['GET', '/v1/notifications'],
      ['GET', '/v1/notifications/grouped?limit=nope'],
      ['GET', '/v1/notifications/unread-count'],
      ['PUT', '/v1/notifications/read'],
      ['PUT', '/v1/notifications/x/read'],
      ['POST', '/v1/notifications/announcements'],
      ['GET', '/v1/notifications/settings'],
    ] as const) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('let only tenant admins announce, with a clear 400 for a blank message', async () => {
    const announce = (token: string, message: string) =>
      call('POST', '/v1/notifications/announcements', token, { message }, 'acme');
    // Everyone has Write on the main host, nobody Admin; on acme only its admin announces.
    expect(
      (await call('POST', '/v1/notifications/announcements', owner.token, { message: 'x' })).status,
    ).toBe(403);
    expect((await announce(owner.token, 'x')).status).toBe(403);
    const bad = await json<{ message: string }>(await announce(admin.token, ''), 400);
    expect(bad.message).toMatch(/message/);
    const made = await json<{ type: string; message: string; isRead: boolean }>(
      await announce(admin.token, 'Maintenance <b>tonight</b>'),
      201,
    );
    expect(made).toMatchObject({
      type: 'GLOBAL',
      message: 'Maintenance <b>tonight</b>',
      isRead: false,
    });
    const page = await json<Page>(
      await call('GET', '/v1/notifications', admin.token, undefined, 'acme'),
    );
    expect(page.notifications.map((n) => n.type)).toEqual(['GLOBAL']);
  });

  it('page 6 at a time with GLOBAL first, then newest first (R-326..R-330)', async () => {
    const first = await json<Page>(await call('GET', '/v1/notifications', owner.token));
    expect(first.total).toBe(10);
    expect(first.notifications.map((n) => n.type)).toEqual([
      'GLOBAL',
      'FOLLOW',
      'LIKE',
      'LIKE',
      'LIKE',
      'LIKE',
    ]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await json<Page>(
      await call('GET', `/v1/notifications?nextCursor=${first.nextCursor}`, owner.token),
    );
    expect(second.notifications.map((n) => n.type)).toEqual(['LIKE', 'LIKE', 'LIKE', 'LIKE']);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.notifications, ...second.notifications].slice(1).map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const bad = await call('GET', '/v1/notifications?nextCursor=garbage', owner.token);
    expect(bad.status).toBe(400);
    expect((await call('GET', '/v1/notifications?limit=0', owner.token)).status).toBe(400);
  });

  it('fold a group into one entry with its count', async () => {
    const grouped = await json<Page>(await call('GET', '/v1/notifications/grouped', owner.token));
    expect(grouped.total).toBe(3);
    expect(grouped.notifications.map((n) => [n.type, n.groupCount])).toEqual([
      ['GLOBAL', 1],
      ['FOLLOW', 1],
      ['LIKE', 8],
    ]);
  });

  it('keep read marks per reader, GLOBAL ones too', async () => {
    const unread = async (token: string) =>
      (await json<{ unread: number }>(await call('GET', '/v1/notifications/unread-count', token)))
        .unread;
    expect(await unread(owner.token)).toBe(10);
    expect(await unread(other.token)).toBe(1);
    const page = await json<Page>(await call('GET', '/v1/notifications', owner.token));
    const global = page.notifications[0]!;
    const like = page.notifications[2]!;
    expect(
      await json<{ unread: number }>(
        await call('PUT', `/v1/notifications/${global.id}/read`, owner.token),
      ),
    ).toEqual({ unread: 9 });
    await call('PUT', `/v1/notifications/${like.id}/read`, owner.token);
    expect(await unread(owner.token)).toBe(8);
    // The announcement is still unread for everyone else.
    expect(await unread(other.token)).toBe(1);
    // Someone else's notification is not found.
    expect((await call('PUT', `/v1/notifications/${like.id}/read`, other.token)).status).toBe(404);
    const onlyUnread = await json<Page>(
      await call('GET', '/v1/notifications?onlyUnread=true&limit=20', owner.token),
    );
    expect(onlyUnread.total).toBe(8);
    expect(onlyUnread.notifications.every((n) => !n.isRead)).toBe(true);
    expect(await json(await call('PUT', '/v1/notifications/read', owner.token))).toEqual({
      unread: 0,
    });
    const grouped = await json<Page>(await call('GET', '/v1/notifications/grouped', owner.token));
    expect(grouped.notifications.every((n) => n.isRead)).toBe(true);
  });

  it('keep the email digest setting, off until opted in', async () => {
    expect(await json(await call('GET', '/v1/notifications/settings', other.token))).toEqual({
      emailDigest: false,
    });
    expect(
      await json(
        await call('PUT', '/v1/notifications/settings', other.token, { emailDigest: true }),
      ),
    ).toEqual({ emailDigest: true });
    expect(await json(await call('GET', '/v1/notifications/settings', other.token))).toEqual({
      emailDigest: true,
    });
    expect(
      (await call('PUT', '/v1/notifications/settings', other.token, { emailDigest: 'yes' })).status,
    ).toBe(400);
  });
});
