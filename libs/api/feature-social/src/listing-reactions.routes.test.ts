// PUT/DELETE /v1/listings/{id}/likes and /bookmarks: sign-in first, visible listings only,
// idempotent, the like count exact under parallel likes; orders cannot be liked.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  insertTestListing,
  signedInUsers,
  storedLikes,
  useSocialServer,
} from './social.test-harness';
import type { TestUser } from './social.test-harness';

const server = useSocialServer();
let me: TestUser;
let other: TestUser;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const users = await signedInUsers(server(), 'main', 2);
  me = users[0]!;
  other = users[1]!;
  const add = async (key: string, extra: Partial<Parameters<typeof insertTestListing>[1]> = {}) => {
    ids[key] = await insertTestListing(server().db, {
      tenant: 'main',
      ownerEmail: 'ada@unfurl.example',
      title: `Social ${key}`,
      ...extra,
    });
  };
  await add('map', { popularity: 7 });
  await add('crowd');
  await add('zero');
  await add('order', { listingType: 'ORDER' });
  await add('acme', { tenant: 'acme', ownerEmail: 'admin@acme.example' });
  await add('acmePrivate', { tenant: 'acme', ownerEmail: 'admin@acme.example', isPrivate: true });
  await add('deleted');
  await server().db.query('UPDATE listings SET deleted_at = now() WHERE id = $1', [ids['deleted']]);
});

const call = (method: string, path: string, token?: string, subdomain = 'main') =>
  api(server().base, path, { method, token, subdomain });

async function likes(method: 'PUT' | 'DELETE', id: number, user: TestUser = me) {
  const response = await call(method, `/v1/listings/${id}/likes`, user.token);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { totalLikes: number; isLiked: boolean };
}

describe('likes', () => {
  it('answers 401 to anonymous writes, before the id is looked at (R-083)', async () => {
    for (const method of ['PUT', 'DELETE']) {
      for (const what of ['likes', 'bookmarks']) {
        for (const id of [String(ids['map']), 'abc', '999999999']) {
          const response = await call(method, `/v1/listings/${id}/${what}`);
          expect(response.status, `${method} ${id} ${what}`).toBe(401);
          expect(((await response.json()) as { code: string }).code).toBe('UNAUTHORIZED');
        }
      }
    }
    expect(await storedLikes(server().db, ids['map']!)).toBe(7);
  });

  it('like counts once however often it is sent; unlike takes it back (R-308, R-309)', async () => {
    expect(await likes('PUT', ids['map']!)).toEqual({ totalLikes: 8, isLiked: true });
    expect(await likes('PUT', ids['map']!)).toEqual({ totalLikes: 8, isLiked: true });
    expect(await likes('PUT', ids['map']!, other)).toEqual({ totalLikes: 9, isLiked: true });
    expect(await likes('DELETE', ids['map']!)).toEqual({ totalLikes: 8, isLiked: false });
    expect(await likes('DELETE', ids['map']!)).toEqual({ totalLikes: 8, isLiked: false });
    expect(await storedLikes(server().db, ids['map']!)).toBe(8);
  });

  it('unliking what nobody liked leaves the count at 0', async () => {
    expect(await likes('DELETE', ids['zero']!)).toEqual({ totalLikes: 0, isLiked: false });
    expect(await storedLikes(server().db, ids['zero']!)).toBe(0);
  });

  it('50 users liking at once, and one of them twice more, count 50 exactly', async () => {
    const crowd = await signedInUsers(server(), 'main', 50);
    const id = ids['crowd']!;
    const answers = await Promise.all([
      ...crowd.map((user) => likes('PUT', id, user)),
      likes('PUT', id, crowd[0]),
      likes('PUT', id, crowd[0]),
    ]);
    expect(await storedLikes(server().db, id)).toBe(50);
    const counts = answers.map((answer) => answer.totalLikes);
    expect(Math.max(...counts)).toBe(50);
    expect(counts.every((n) => n >= 1 && n <= 50)).toBe(true);
    await Promise.all([
      ...crowd.slice(0, 20).map((user) => likes('DELETE', id, user)),
      likes('DELETE', id, crowd[0]),
    ]);
    expect(await storedLikes(server().db, id)).toBe(30);
    const [rows] = await server().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_likes WHERE listing_id = $1',
      [id],
    );
    expect(rows?.n).toBe(30);
  });

  it('refuses to like an order with a 422 (R-331), and unknown or unseen listings with a 404', async () => {
    const order = await call('PUT', `/v1/listings/${ids['order']}/likes`, me.token);
    expect(order.status).toBe(422);
    expect(await order.json()).toEqual({
      code: 'ORDER_NOT_LIKEABLE',
      message: 'Orders cannot be liked.',
    });
    expect(await storedLikes(server().db, ids['order']!)).toBe(0);
    for (const key of ['acme', 'acmePrivate', 'deleted']) {
      const response = await call('PUT', `/v1/listings/${ids[key]}/likes`, me.token);
      expect(response.status, key).toBe(404);
    }
    expect((await call('PUT', '/v1/listings/999999999/likes', me.token)).status).toBe(404);
    expect((await call('PUT', '/v1/listings/abc/likes', me.token)).status).toBe(400);
    // The acme listing is seen on its own site.
    const onAcme = await call('PUT', `/v1/listings/${ids['acme']}/likes`, me.token, 'acme');
    expect(onAcme.status).toBe(200);
  });
});

describe('bookmarks', () => {
  const bookmarks = async (method: 'PUT' | 'DELETE', id: number) => {
    const response = await call(method, `/v1/listings/${id}/bookmarks`, me.token);
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const stored = async (id: number) =>
    (
      await server().db.query(
        'SELECT 1 FROM listing_bookmarks WHERE listing_id = $1 AND user_id = $2',
        [id, me.userId],
      )
    ).length;

  it('bookmark and remove are idempotent (R-311, R-312); an order may be bookmarked', async () => {
    const id = ids['map']!;
    expect(await bookmarks('PUT', id)).toEqual({ listingId: id, isBookmarked: true });
    expect(await bookmarks('PUT', id)).toEqual({ listingId: id, isBookmarked: true });
    expect(await stored(id)).toBe(1);
    expect(await bookmarks('DELETE', id)).toEqual({ listingId: id, isBookmarked: false });
    expect(await bookmarks('DELETE', id)).toEqual({ listingId: id, isBookmarked: false });
    expect(await stored(id)).toBe(0);
    expect(await bookmarks('PUT', ids['order']!)).toEqual({
      listingId: ids['order'],
      isBookmarked: true,
    });
  });

  it('answers 404 for listings not seen on this site', async () => {
    const response = await call('PUT', `/v1/listings/${ids['acmePrivate']}/bookmarks`, me.token);
    expect(response.status).toBe(404);
  });
});
