import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../test-support/client-fixture';

describe('listings calls', () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await startFixture();
  });
  afterEach(() => f.server.close());

  it('serialises the list query: categories comma-joined lower case, booleans, no undefined (R-220)', async () => {
    f.server.route('GET /v1/listings', { body: { listings: [], total: 0 } });
    await f.client().listings.list({
      limit: 50,
      offset: 100,
      keywords: 'flood',
      category: ['agriculture', 'earth-art'],
      aoi: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
      orderBy: 'NEWEST',
      onlyMaps: false,
      listingTypes: ['COG', 'WMS'],
    });
    const [seen] = f.server.seen('GET /v1/listings');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      limit: '50',
      offset: '100',
      keywords: 'flood',
      category: 'agriculture,earth-art',
      aoi: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
      orderBy: 'NEWEST',
      onlyMaps: 'false',
      listingTypes: 'COG,WMS',
    });
  });

  it('asks for footprints with the list filters and a row cap, no offset', async () => {
    const body = { footprints: [[7, 'COG', -1.5, 2, 3, 4.25]], truncated: true };
    f.server.route('GET /v1/listings/footprints', { body });
    const result = await f.client().listings.footprints({
      aoi: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
      category: ['agriculture', 'earth-art'],
      orderBy: 'TITLE',
      listingTypes: ['COG', 'WMS'],
      limit: 500,
    });
    expect(result).toEqual(body);
    const [seen] = f.server.seen('GET /v1/listings/footprints');
    expect(Object.fromEntries(seen?.query ?? [])).toEqual({
      aoi: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
      category: 'agriculture,earth-art',
      orderBy: 'TITLE',
      listingTypes: 'COG,WMS',
      limit: '500',
    });
  });

  it('footprints are empty, not an error, when the call fails (R-014)', async () => {
    f.server.route('GET /v1/listings/footprints', { status: 500, body: { message: 'down' } });
    await expect(f.client().listings.footprints()).resolves.toEqual({
      footprints: [],
      truncated: false,
    });
  });

  it('sends nearby with the default distance 10000 and recommended with the default template', async () => {
    f.server.route('GET /v1/listings/nearby', { body: { listings: [], nextCursor: null } });
    f.server.route('GET /v1/listings/recommended', { body: { listings: [], nextCursor: null } });
    const client = f.client();
    await client.listings.nearby({ lat: 51.5, lng: -0.1 });
    await client.listings.recommended({ limit: 6 });
    expect(f.server.seen('GET /v1/listings/nearby')[0]?.query.toString()).toBe(
      'lat=51.5&lng=-0.1&distance=10000',
    );
    expect(f.server.seen('GET /v1/listings/recommended')[0]?.query.get('template')).toBe(
      'PERSONAL,POPULAR,FOLLOWING',
    );
  });

  it('list, nearby, recommended and similar return empty results on error (R-014)', async () => {
    for (const path of ['', '/nearby', '/recommended', '/9/similar']) {
      f.server.route(`GET /v1/listings${path}`, { status: 500, body: { message: 'down' } });
    }
    const { listings } = f.client();
    await expect(listings.list()).resolves.toEqual({ listings: [], total: 0 });
    const emptyCursor = { listings: [], nextCursor: null };
    await expect(listings.nearby({ lat: 0, lng: 0 })).resolves.toEqual(emptyCursor);
    await expect(listings.recommended()).resolves.toEqual(emptyCursor);
    await expect(listings.similar(9)).resolves.toEqual(emptyCursor);
    expect(f.logger.errors).toHaveLength(4);
  });

  it('featured and get do reject', async () => {
    f.server.route('GET /v1/listings/featured', { status: 500 });
    await expect(f.client().listings.featured({ limit: 6 })).rejects.toThrow('500: Unknown error');
    await expect(f.client().listings.get(404)).rejects.toThrow('404: No route');
  });
});
