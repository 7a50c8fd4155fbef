// GET /v1/listings (search), /featured, /nearby and /{id}, and tenant isolation, on a real server.
import { describe, expect, it } from 'vitest';
import type { Listing } from '@unfurl/domain';
import { useListingsServer } from './listings.test-harness';

const server = useListingsServer();
const app = () => server().app;
const db = () => server().db;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies, checked by the assertions
async function get(url: string, subdomain?: string): Promise<{ status: number; body: any }> {
  const response = await app().inject({
    method: 'GET',
    url,
    headers: subdomain === undefined ? {} : { subdomain },
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /v1/listings', () => {
  it('returns a page of listings with the wire field names and a total', async () => {
    const { status, body } = await get('/v1/listings');
    expect(status).toBe(200);
    expect(body.listings).toHaveLength(20);
    expect(body.total).toBeGreaterThan(1000);
    const listing: Listing = body.listings[0];
    expect(Object.keys(listing)).toEqual(
      expect.arrayContaining([
        'id',
        'seoTitle',
        'listingType',
        'geometryWKT',
        'bboxWKT',
        'tags',
        'createdAt',
        'userId',
        'categories',
        'totalComments',
        'totalLikes',
      ]),
    );
    expect(listing.createdAt).toBeLessThan(Date.now() / 1000 + 1);
    expect(listing.createdAt).toBeGreaterThan(Date.UTC(2015, 0, 1) / 1000);
  });

  it('limit is 1..250 (default 20) and offset pages', async () => {
    expect((await get('/v1/listings?limit=250')).body.listings).toHaveLength(250);
    expect((await get('/v1/listings?limit=251')).status).toBe(400);
    expect((await get('/v1/listings?limit=0')).status).toBe(400);
    const first = (await get('/v1/listings?limit=2&orderBy=NEWEST')).body.listings;
    const second = (await get('/v1/listings?limit=1&offset=1&orderBy=NEWEST')).body.listings;
    expect(second[0].id).toBe(first[1].id);
  });

  it('says whether total is exact: a broad search estimates it, a short page counts it', async () => {
    const broad = (await get('/v1/listings')).body;
    expect(broad.total).toBeGreaterThan(1000);
    expect(broad.totalIsEstimate).toBe(true);
    const narrow = (await get('/v1/listings?keywords=sentinel-2%20sahara')).body;
    expect(narrow.totalIsEstimate).toBe(false);
    expect(narrow.total).toBe(narrow.listings.length);
    const past = (await get('/v1/listings?offset=100000')).body;
    expect(past.listings).toHaveLength(0);
    expect(past.total).toBeLessThan(100000);
  });

  it('relevance pages cut one order: consecutive pages neither repeat nor skip a match', async () => {
    const all = (await get('/v1/listings?keywords=flood&limit=60')).body.listings;
    const pages = [];
    for (let offset = 0; offset < 60; offset += 20)
      pages.push(
        ...(await get(`/v1/listings?keywords=flood&limit=20&offset=${offset}`)).body.listings,
      );
    expect(pages.map((l: Listing) => l.id)).toEqual(all.map((l: Listing) => l.id));
  });

  it('keywords search the full text; relevance ranks the best match first', async () => {
    const { body } = await get('/v1/listings?keywords=sentinel-2%20sahara');
    expect(body.listings[0].title).toMatch(/Sentinel-2 true colour/);
    const flood = (await get('/v1/listings?keywords=flood&limit=50')).body;
    expect(flood.listings.length).toBeGreaterThan(0);
    for (const listing of flood.listings)
      expect(`${listing.title} ${listing.tags} ${listing.description}`.toLowerCase()).toContain(
        'flood',
      );
  });

  it('category is comma-joined lower case, any match; unknown category is a 400 naming it', async () => {
    const { body } = await get('/v1/listings?category=radar,history&limit=100');
    for (const listing of body.listings)
      expect(['radar', 'history'].some((c) => listing.categories.includes(c))).toBe(true);
    const bad = await get('/v1/listings?category=radar,volcanoes');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('volcanoes'),
    });
  });

  it('aoi is a WKT polygon; listings intersect it; bad WKT is a clear 400', async () => {
    const aoi = encodeURIComponent('POLYGON((-12 24,-10 24,-10 26,-12 26,-12 24))');
    const { body } = await get(`/v1/listings?aoi=${aoi}&limit=250`);
    expect(body.listings.map((l: Listing) => l.title)).toContain(
      'Sentinel-2 true colour, Western Sahara (tile 29RKH)',
    );
    for (const text of [
      'POLYGON((0 0,1 1))',
      'POINT(1 2)',
      'hello',
      'POLYGON((0 0,1 0,1 1,0 0',
      'POLYGON((0 0,500 0,1 1,0 0))',
      'POLYGON((0 0,1 0,1 1,0 1))',
    ]) {
      const bad = await get(`/v1/listings?aoi=${encodeURIComponent(text)}`);
      expect(bad.status, text).toBe(400);
      expect(bad.body.code).toBe('INVALID_AOI');
      expect(bad.body.message).toMatch(/aoi/);
    }
  });

  it('orderBy accepts each sort option in upper or lower case', async () => {
    for (const order of ['RELEVANCE', 'NEWEST', 'TITLE', 'OLDEST', 'MODIFIED', 'newest', 'title']) {
      expect((await get(`/v1/listings?orderBy=${order}&limit=3`)).status, order).toBe(200);
    }
    const titles = (await get('/v1/listings?orderBy=title&limit=5')).body.listings.map(
      (l: Listing) => l.title.toLowerCase(),
    );
    expect([...titles].sort()).toEqual(titles);
    const oldest = (await get('/v1/listings?orderBy=OLDEST&limit=5')).body.listings.map(
      (l: Listing) => l.createdAt,
    );
    expect([...oldest].sort((a, b) => a - b)).toEqual(oldest);
    const bad = await get('/v1/listings?orderBy=RANDOM');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/orderBy/);
  });

  it('userId filters by owner; onlyMaps drops ORDER and NOT_SUPPORTED; listingTypes keeps the named types', async () => {
    const userId = '00000000-0000-4000-8000-000000000003';
    const mine = (await get(`/v1/listings?userId=${userId}&limit=100`)).body.listings;
    expect(mine.length).toBeGreaterThan(0);
    for (const listing of mine) expect(listing.userId).toBe(userId);
    expect((await get('/v1/listings?userId=not-a-uuid')).status).toBe(400);
    const maps = (await get('/v1/listings?onlyMaps=true&limit=250')).body.listings;
    for (const listing of maps)
      expect(['ORDER', 'NOT_SUPPORTED']).not.toContain(listing.listingType);
    const gifs = (await get('/v1/listings?listingTypes=GIF,lo_fi&limit=100')).body.listings;
    for (const listing of gifs) expect(['GIF', 'LO_FI']).toContain(listing.listingType);
  });
});

describe('tenant isolation', () => {
  it('an unknown subdomain is a 404 TENANT_NOT_FOUND', async () => {
    const { status, body } = await get('/v1/listings', 'nowhere');
    expect(status).toBe(404);
    expect(body.code).toBe('TENANT_NOT_FOUND');
  });

  it('missing, empty and www all mean the main tenant', async () => {
    const main = (await get('/v1/listings?limit=5')).body;
    expect((await get('/v1/listings?limit=5', '')).body).toEqual(main);
    expect((await get('/v1/listings?limit=5', 'www')).body).toEqual(main);
    expect((await get('/v1/listings?limit=5', 'MAIN')).body).toEqual(main);
  });

  it('main and acme never see the listings of the other; private ones are hidden from visitors', async () => {
    const [row] = await db().query<{ id: number }>(
      `SELECT l.id FROM listings l JOIN tenants t ON t.id = l.tenant_id
        WHERE t.subdomain = 'acme' AND l.is_private ORDER BY l.id LIMIT 1`,
    );
    const privateId = row!.id;
    expect((await get(`/v1/listings/${privateId}`)).status).toBe(404);
    expect((await get(`/v1/listings/${privateId}`, 'acme')).status).toBe(404);
    const mainAll = (await get('/v1/listings?keywords=acme&limit=250')).body.listings;
    expect(mainAll.filter((l: Listing) => l.title.startsWith('Acme'))).toEqual([]);
    const acmeAll = (await get('/v1/listings?limit=250', 'acme')).body.listings as Listing[];
    const acmeUsers = new Set([
      '00000000-0000-4000-8000-000000000065',
      '00000000-0000-4000-8000-000000000066',
      '00000000-0000-4000-8000-000000000067',
      '00000000-0000-4000-8000-000000000068',
      '00000000-0000-4000-8000-000000000069',
    ]);
    expect(acmeAll.length).toBeGreaterThan(0);
    for (const listing of acmeAll) {
      expect(acmeUsers.has(listing.userId)).toBe(true);
      expect(listing.isPrivate).toBe(false);
    }
    const mainOne = (await get('/v1/listings?limit=1')).body.listings[0] as Listing;
    expect((await get(`/v1/listings/${mainOne.id}`, 'acme')).status).toBe(404);
  });
});

describe('GET /v1/listings/{id}, /featured, /nearby', () => {
  it('one listing by id; 404 when missing; 400 when the id is not a number', async () => {
    const { status, body } = await get('/v1/listings/1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, listingType: 'COG', previewUrl: '/listing-preview/1' });
    expect(body.seoTitle).toMatch(/-1$/);
    expect((await get('/v1/listings/99999999')).body).toEqual({
      code: 'NOT_FOUND',
      message: 'Listing 99999999 not found',
    });
    expect((await get('/v1/listings/abc')).status).toBe(400);
  });

  it('featured listings', async () => {
    const { body } = await get('/v1/listings/featured?limit=6');
    expect(body.listings).toHaveLength(6);
    for (const listing of body.listings) expect(listing.isFeatured).toBe(true);
  });

  it('nearby defaults to 10000 m and pages with nextCursor', async () => {
    const { body } = await get('/v1/listings/nearby?lat=24.8&lng=-11.4');
    expect(body.listings.map((l: Listing) => l.id)).toContain(1);
    const wide = await get('/v1/listings/nearby?lat=30&lng=31&distance=2000000&limit=2');
    expect(wide.body.listings).toHaveLength(2);
    expect(typeof wide.body.nextCursor).toBe('string');
    const next = await get(
      `/v1/listings/nearby?lat=30&lng=31&distance=2000000&limit=2&nextCursor=${wide.body.nextCursor}`,
    );
    expect(next.body.listings[0].id).not.toBe(wide.body.listings[0].id);
    expect((await get('/v1/listings/nearby?lat=30&lng=31&nextCursor=garbage')).body.code).toBe(
      'INVALID_CURSOR',
    );
    expect((await get('/v1/listings/nearby?lat=95&lng=0')).status).toBe(400);
    expect((await get('/v1/listings/nearby?lng=0')).body.message).toMatch(/lat/);
  });
});
