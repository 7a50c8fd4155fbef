// GET /v1/user/likes and /v1/user/bookmarks: listingIds, listings and total, newest first,
// paged by limit and offset, only what this site shows; empty when nobody is signed in.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, insertTestListing, signedInUsers, useSocialServer } from './social.test-harness';
import type { TestUser } from './social.test-harness';

const server = useSocialServer();
let me: TestUser;
let other: TestUser;
const ids: number[] = [];
let acmeId = 0;

interface Page {
  listingIds: number[];
  listings: { id: number; totalLikes: number }[];
  total: number;
}

const call = (method: string, path: string, token?: string, subdomain = 'main') =>
  api(server().base, path, { method, token, subdomain });

async function page(what: string, query = '', token = me.token, subdomain = 'main'): Promise<Page> {
  const response = await call('GET', `/v1/user/${what}${query}`, token, subdomain);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

beforeAll(async () => {
  const users = await signedInUsers(server(), 'main', 2);
  me = users[0]!;
  other = users[1]!;
  for (let i = 0; i < 25; i++) {
    ids.push(
      await insertTestListing(server().db, {
        tenant: 'main',
        ownerEmail: 'marie@unfurl.example',
        title: `Saved ${i}`,
      }),
    );
  }
  acmeId = await insertTestListing(server().db, {
    tenant: 'acme',
    ownerEmail: 'admin@acme.example',
    title: 'Saved on acme',
  });
  // Liked and bookmarked in id order, one second apart, so the newest is the last.
  for (const [i, id] of ids.entries()) {
    for (const table of ['listing_likes', 'listing_bookmarks']) {
      await server().db.query(
        `INSERT INTO ${table} (listing_id, user_id, created_at)
         VALUES ($1, $2, now() - make_interval(secs => $3))`,
        [id, me.userId, 100 - i],
      );
    }
  }
  await call('PUT', `/v1/listings/${acmeId}/likes`, me.token, 'acme');
  await call('PUT', `/v1/listings/${ids[0]}/likes`, other.token);
});

describe('GET /v1/user/likes and /v1/user/bookmarks', () => {
  it('are empty, not refused, when nobody is signed in (R-317)', async () => {
    for (const what of ['likes', 'bookmarks']) {
      const response = await call('GET', `/v1/user/${what}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ listingIds: [], listings: [], total: 0 });
    }
  });

  it('answer listingIds, listings and total, newest first, 20 by default (R-313..R-315)', async () => {
    for (const what of ['likes', 'bookmarks']) {
      const first = await page(what);
      expect(first.total).toBe(25);
      expect(first.listingIds).toEqual([...ids].reverse().slice(0, 20));
      expect(first.listings.map((listing) => listing.id)).toEqual(first.listingIds);
    }
    const liked = await page('likes');
    expect(liked.listings.find((listing) => listing.id === ids[0])).toBeUndefined();
  });

  it('page by limit and offset; past the end the total stays', async () => {
    const second = await page('likes', '?limit=10&offset=20');
    expect(second.listingIds).toEqual([ids[4], ids[3], ids[2], ids[1], ids[0]]);
    expect(second.total).toBe(25);
    const past = await page('bookmarks', '?limit=5&offset=100');
    expect(past).toEqual({ listingIds: [], listings: [], total: 25 });
    const all = await page('bookmarks', '?limit=200');
    expect(all.listingIds).toHaveLength(25);
  });

  it('list only what the site shows: deleted listings drop out, other sites have their own', async () => {
    await server().db.query('UPDATE listings SET deleted_at = now() WHERE id = $1', [ids[24]]);
    const liked = await page('likes');
    expect(liked.total).toBe(24);
    expect(liked.listingIds[0]).toBe(ids[23]);
    const onAcme = await page('likes', '', me.token, 'acme');
    expect(onAcme).toMatchObject({ listingIds: [acmeId], total: 1 });
    const others = await page('likes', '', other.token);
    expect(others).toMatchObject({ listingIds: [ids[0]], total: 1 });
  });

  it('refuse a bad page with a 400', async () => {
    for (const query of ['?limit=0', '?limit=251', '?offset=-1', '?limit=abc']) {
      const response = await call('GET', `/v1/user/likes${query}`, me.token);
      expect(response.status, query).toBe(400);
    }
  });
});
