// GET /v1/followers, GET /v1/following, POST/DELETE /v1/following/{userId}: sign-in, idempotent
// writes, users seen on this site only, 20 per page by default.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signedInUsers, userIdOf, useSocialServer } from './social.test-harness';
import type { TestUser } from './social.test-harness';

const server = useSocialServer();
let me: TestUser;
let star: TestUser;
let fans: TestUser[];

interface FollowList {
  users: { userId: string; name: string | null; followedAt: number }[];
  total: number;
}

const call = (method: string, path: string, token?: string, subdomain = 'main') =>
  api(server().base, path, { method, token, subdomain });

async function list(path: string, token: string | undefined = me.token): Promise<FollowList> {
  const response = await call('GET', path, token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as FollowList;
}

async function follow(method: 'POST' | 'DELETE', userId: string, token = me.token) {
  const response = await call(method, `/v1/following/${userId}`, token);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  const users = await signedInUsers(server(), 'main', 27);
  me = users[0]!;
  star = users[1]!;
  fans = users.slice(2);
  // 25 fans follow the star, one second apart (the last is the newest).
  for (const [i, fan] of fans.entries()) {
    await server().db.query(
      `INSERT INTO user_follows (follower_id, followee_id, created_at)
       VALUES ($1, $2, now() - make_interval(secs => $3))`,
      [fan.userId, star.userId, 100 - i],
    );
  }
});

describe('follows', () => {
  it('answer 401 to anonymous writes and to anonymous lists of nobody (R-084)', async () => {
    for (const method of ['POST', 'DELETE']) {
      expect((await call(method, `/v1/following/${star.userId}`)).status).toBe(401);
      expect((await call(method, '/v1/following/not-a-uuid')).status).toBe(401);
    }
    expect((await call('GET', '/v1/followers')).status).toBe(401);
    expect((await call('GET', '/v1/following')).status).toBe(401);
  });

  it('follow and unfollow answer isSuccess and are idempotent (R-321, R-322, R-324, R-325)', async () => {
    expect(await follow('POST', star.userId)).toEqual({ status: 200, body: { isSuccess: true } });
    expect(await follow('POST', star.userId)).toEqual({ status: 200, body: { isSuccess: true } });
    const following = await list('/v1/following');
    expect(following.total).toBe(1);
    expect(following.users.map((user) => user.userId)).toEqual([star.userId]);
    expect(following.users[0]?.name).toMatch(/^Social User \d+$/);
    expect((await list('/v1/followers', star.token)).total).toBe(26);
    expect(await follow('DELETE', star.userId)).toEqual({ status: 200, body: { isSuccess: true } });
    expect(await follow('DELETE', star.userId)).toEqual({ status: 200, body: { isSuccess: true } });
    expect(await list('/v1/following')).toEqual({ users: [], total: 0 });
    expect((await list('/v1/followers', star.token)).total).toBe(25);
  });

  it('lists 20 users by default, newest first, paged by offset (R-318, R-319, R-320, R-323)', async () => {
    const first = await list('/v1/followers', star.token);
    expect(first.total).toBe(25);
    expect(first.users.map((user) => user.userId)).toEqual(
      [...fans]
        .reverse()
        .slice(0, 20)
        .map((fan) => fan.userId),
    );
    const rest = await list('/v1/followers?offset=20', star.token);
    expect(rest.users.map((user) => user.userId)).toEqual(
      fans
        .slice(0, 5)
        .reverse()
        .map((fan) => fan.userId),
    );
    const small = await list('/v1/followers?limit=3', star.token);
    expect(small.users).toHaveLength(3);
    expect(small.total).toBe(25);
  });

  it("lists anyone's follows by userId, also anonymously (a profile page)", async () => {
    const ofStar = await list(`/v1/followers?userId=${star.userId}`, undefined);
    expect(ofStar.total).toBe(25);
    const ofFan = await list(`/v1/following?userId=${fans[0]!.userId}`, undefined);
    expect(ofFan.users.map((user) => user.userId)).toEqual([star.userId]);
  });

  it('refuses to follow yourself, unknown users and users not seen on this site', async () => {
    const self = await follow('POST', me.userId);
    expect(self).toEqual({
      status: 400,
      body: { code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow yourself.' },
    });
    expect((await follow('DELETE', me.userId.toUpperCase())).status).toBe(400);
    const unknown = await follow('POST', '00000000-0000-4000-8000-000000000000');
    expect(unknown).toEqual({
      status: 404,
      body: { code: 'USER_NOT_FOUND', message: 'User not found' },
    });
    const acmeUser = await userIdOf(server().db, 'surveyor@acme.example');
    expect((await follow('POST', acmeUser)).status).toBe(404);
    expect((await follow('POST', 'not-a-uuid')).status).toBe(400);
    const listOfAcme = await call('GET', `/v1/followers?userId=${acmeUser}`, me.token);
    expect(listOfAcme.status).toBe(404);
    expect((await call('GET', '/v1/followers?limit=0', me.token)).status).toBe(400);
    expect(await list('/v1/following')).toEqual({ users: [], total: 0 });
  });
});
