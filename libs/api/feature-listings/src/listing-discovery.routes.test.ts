// GET /v1/listings/recommended (PERSONAL, POPULAR, FOLLOWING) and GET /v1/listings/{id}/similar.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, signIn, useListingsServer } from './listings.test-harness';
import { insertTestListing, userIdOf } from '@unfurl/api-demo-seed/testing';

const harness = useListingsServer();
const SUB = 'acme';
let viewer = '';
let admin = '';
const ids: Record<string, number> = {};

interface Page {
  listings: { id: number; title: string; userId: string }[];
  nextCursor: string | null;
}

async function page(path: string, token?: string, subdomain = SUB): Promise<Page> {
  const response = await api(harness().base, path, { token, subdomain });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Page;
}

beforeAll(async () => {
  const { db, base } = harness();
  viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
  admin = (await signIn(base, 'admin@acme.example')).IdToken;
  const add = async (key: string, listing: Parameters<typeof insertTestListing>[1]) => {
    ids[key] = await insertTestListing(db, listing);
  };
  await add('viewedVolcano', {
    tenant: SUB,
    ownerEmail: 'owner@acme.example',
    title: 'Volcano watch Etna',
    categories: ['geology'],
    tags: ['volcano', 'island'],
    wkt: 'POLYGON((15 37.5,15.2 37.5,15.2 37.7,15 37.7,15 37.5))',
  });
  await add('otherVolcano', {
    tenant: SUB,
    ownerEmail: 'owner@acme.example',
    title: 'Volcano watch Stromboli',
    categories: ['geology'],
    tags: ['volcano', 'island'],
    wkt: 'POLYGON((15.1 38.7,15.3 38.7,15.3 38.9,15.1 38.9,15.1 38.7))',
  });
  await add('farVolcano', {
    tenant: SUB,
    ownerEmail: 'owner@acme.example',
    title: 'Volcano watch Hekla',
    categories: ['geology'],
    tags: ['volcano'],
    wkt: 'POLYGON((-19.8 63.9,-19.6 63.9,-19.6 64.1,-19.8 64.1,-19.8 63.9))',
  });
  await add('byAdmin', {
    tenant: SUB,
    ownerEmail: 'admin@acme.example',
    title: 'Admin street plan',
    categories: ['urban'],
    createdAt: '2001-01-01',
  });
  await add('mostPopular', {
    tenant: SUB,
    ownerEmail: 'owner@acme.example',
    title: 'Everybody likes this map',
    categories: ['culture'],
    popularity: 1_000_000,
  });
  // The viewer has seen the Etna map and follows the acme admin.
  await api(base, `/v1/listings/${ids['viewedVolcano']}`, { token: viewer, subdomain: SUB });
  await db.query('INSERT INTO user_follows (follower_id, followee_id) VALUES ($1, $2)', [
    await userIdOf(db, 'viewer@acme.example'),
    await userIdOf(db, 'admin@acme.example'),
  ]);
});

describe('GET /v1/listings/recommended', () => {
  it('anonymous: POPULAR only, most popular first (PERSONAL and FOLLOWING need a user)', async () => {
    const { listings, nextCursor } = await page('/v1/listings/recommended?limit=5');
    expect(listings[0]?.id).toBe(ids['mostPopular']);
    expect(listings).toHaveLength(5);
    expect(nextCursor).toEqual(expect.any(String));
  });

  it('signed in: PERSONAL, POPULAR and FOLLOWING interleaved in that order, each map once', async () => {
    const { listings } = await page('/v1/listings/recommended?limit=250', viewer);
    const adminId = await userIdOf(harness().db, 'admin@acme.example');
    // First of PERSONAL (Stromboli shares the category and both tags of the viewed Etna map),
    // first of POPULAR, first of FOLLOWING (the newest map of the followed admin).
    expect(listings[0]?.id).toBe(ids['otherVolcano']);
    expect(listings[1]?.id).toBe(ids['mostPopular']);
    expect(listings[2]?.userId).toBe(adminId);
    // Hekla is PERSONAL's runner-up: second round.
    expect(listings.slice(3, 6).map((l) => l.id)).toContain(ids['farVolcano']);
    // The viewed map is never a PERSONAL pick (POPULAR may still bring it).
    const personal = await page('/v1/listings/recommended?template=PERSONAL&limit=250', viewer);
    expect(personal.listings.map((l) => l.id)).not.toContain(ids['viewedVolcano']);
    expect(personal.listings[0]?.id).toBe(ids['otherVolcano']);
    expect(listings.map((l) => l.id)).toContain(ids['byAdmin']);
    expect(new Set(listings.map((l) => l.id)).size).toBe(listings.length);
  });

  it('template picks and orders the sources; FOLLOWING lists followed users’ maps, newest first', async () => {
    const following = await page('/v1/listings/recommended?template=FOLLOWING&limit=250', viewer);
    expect(following.listings.length).toBeGreaterThan(0);
    const adminId = await userIdOf(harness().db, 'admin@acme.example');
    for (const listing of following.listings) expect(listing.userId).toBe(adminId);
    expect(following.listings.map((l) => l.id)).toContain(ids['byAdmin']);
    const popularFirst = await page('/v1/listings/recommended?template=popular,personal', viewer);
    expect(popularFirst.listings[0]?.id).toBe(ids['mostPopular']);
    // The admin follows nobody.
    const none = await page('/v1/listings/recommended?template=FOLLOWING', admin);
    expect(none).toEqual({ listings: [], nextCursor: null });
  });

  it('pages with nextCursor without repeats until null', async () => {
    const seen: number[] = [];
    let cursor: string | null = '';
    for (let i = 0; i < 4 && cursor !== null; i++) {
      const query: string = cursor ? `&nextCursor=${encodeURIComponent(cursor)}` : '';
      const result = await page(`/v1/listings/recommended?limit=3${query}`, viewer);
      seen.push(...result.listings.map((l) => l.id));
      cursor = result.nextCursor;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
    const whole = await page('/v1/listings/recommended?limit=12', viewer);
    expect(whole.listings.map((l) => l.id)).toEqual(seen);
  });

  it('unknown template names and bad cursors are 400s', async () => {
    const bad = await api(harness().base, '/v1/listings/recommended?template=PERSONAL,TRENDING', {
      subdomain: SUB,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(
      /Unknown template: TRENDING/,
    );
    const cursor = await api(harness().base, '/v1/listings/recommended?nextCursor=nope', {
      subdomain: SUB,
    });
    expect(cursor.status).toBe(400);
    expect((await api(harness().base, '/v1/listings/recommended?limit=251')).status).toBe(400);
  });

  it('never recommends another tenant’s listings', async () => {
    const { listings } = await page('/v1/listings/recommended?limit=250', undefined, '');
    expect(listings.map((l) => l.id)).not.toContain(ids['mostPopular']);
  });
});

describe('GET /v1/listings/{id}/similar', () => {
  it('shared categories and tags first, then nearer ones; never the listing itself', async () => {
    const { listings } = await page(`/v1/listings/${ids['viewedVolcano']}/similar?limit=250`);
    const found = listings.map((l) => l.id);
    expect(found).not.toContain(ids['viewedVolcano']);
    expect(found.slice(0, 2)).toEqual([ids['otherVolcano'], ids['farVolcano']]);
  });

  it('pages with nextCursor; 404 for a missing or other-tenant listing; 400 for a bad id', async () => {
    const first = await page(`/v1/listings/${ids['viewedVolcano']}/similar?limit=1`);
    expect(first.listings).toHaveLength(1);
    const second = await page(
      `/v1/listings/${ids['viewedVolcano']}/similar?limit=1&nextCursor=${first.nextCursor}`,
    );
    expect(second.listings[0]?.id).toBe(ids['farVolcano']);
    const other = await api(harness().base, `/v1/listings/${ids['viewedVolcano']}/similar`);
    expect(other.status).toBe(404);
    const missing = await api(harness().base, '/v1/listings/999999999/similar', { subdomain: SUB });
    expect(missing.status).toBe(404);
    const bad = await api(harness().base, '/v1/listings/abc/similar', { subdomain: SUB });
    expect(bad.status).toBe(400);
  });
});
