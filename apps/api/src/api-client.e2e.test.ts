// The real client against the real server: every client method, the wire field names, tenant
// isolation and error mapping (issue 2 §4: tested against the running server, not a mocked fetch).
import {
  createApiClient,
  isApiError,
  isNotFoundError,
  NotFoundError,
  type ApiClient,
} from '@unfurl/api-client';
import type { Listing } from '@unfurl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './auth/auth.test-harness';
import { startTestServer } from './testing/start-test-server';

const LISTING_FIELDS = [
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
] as const;
const BUNDLE_FIELDS = ['id', 'title', 'description', 'previewUrl'] as const;

function expectListingShape(listing: Listing): void {
  for (const field of LISTING_FIELDS) expect(listing).toHaveProperty(field);
  expect(Number.isInteger(listing.createdAt)).toBe(true);
  // Seconds since the epoch, not milliseconds.
  expect(listing.createdAt).toBeLessThan(10_000_000_000);
  expect(Array.isArray(listing.tags) && Array.isArray(listing.categories)).toBe(true);
}

/** First "lon lat" pair of a WKT geometry. */
function firstPoint(wkt: string): { lat: number; lng: number } {
  const [lng, lat] = (/(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)/.exec(wkt) ?? []).slice(1).map(Number);
  return { lat: lat ?? 0, lng: lng ?? 0 };
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('api-client against the running API', () => {
  let server: { url: string; close(): Promise<void> };
  let main: ApiClient;
  let acme: ApiClient;
  const errors: unknown[][] = [];
  const logger = { warn: () => undefined, error: (...a: unknown[]) => errors.push(a) };

  beforeAll(async () => {
    server = await startTestServer();
    main = createApiClient({ baseUrl: server.url, subdomain: 'main', logger });
    acme = createApiClient({ baseUrl: server.url, subdomain: 'acme', logger });
  }, 180_000);
  afterAll(() => server?.close());

  it('listings.list returns listings and total with the spec field names', async () => {
    const page = await main.listings.list({ limit: 5 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.listings.length).toBeGreaterThan(0);
    expect(page.listings.length).toBeLessThanOrEqual(5);
    page.listings.forEach(expectListingShape);
  });

  it('listings.list filters by a comma-joined category', async () => {
    const sample = (await main.listings.list({ limit: 50 })).listings.find(
      (l) => l.categories.length > 0,
    );
    expect(sample).toBeDefined();
    const category = sample!.categories[0]!;
    const page = await main.listings.list({ category: [category], limit: 20 });
    expect(page.listings.length).toBeGreaterThan(0);
    for (const l of page.listings) expect(l.categories).toContain(category);
  });

  it('listings.featured, nearby, recommended and similar answer with listings', async () => {
    const featured = await main.listings.featured({ limit: 6 });
    expect(featured.listings.length).toBeLessThanOrEqual(6);
    featured.listings.forEach(expectListingShape);

    const anchor = (await main.listings.list({ limit: 1 })).listings[0]!;
    const nearby = await main.listings.nearby({ ...firstPoint(anchor.geometryWKT), limit: 10 });
    expect(nearby.listings.length).toBeGreaterThan(0);
    nearby.listings.forEach(expectListingShape);

    const recommended = await main.listings.recommended({ limit: 6 });
    expect(Array.isArray(recommended.listings)).toBe(true);
    const similar = await main.listings.similar(anchor.id);
    expect(Array.isArray(similar.listings)).toBe(true);
  });

  it('listings.get returns the listing; a missing id is a NotFoundError with a 404 message', async () => {
    const anchor = (await main.listings.list({ limit: 1 })).listings[0]!;
    const listing = await main.listings.get(anchor.id);
    expect([listing.id, listing.seoTitle]).toEqual([anchor.id, anchor.seoTitle]);
    expectListingShape(listing);

    const error = await failure(main.listings.get(987_654_321));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isNotFoundError(error) && error.status).toBe(404);
    expect((error as Error).message).toMatch(/^404: \S/);
    expect((error as Error).message).not.toBe('404: Unknown error');
  });

  it('bundles.list, get and listings (with paging by nextCursor)', async () => {
    const bundles = await main.bundles.list();
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) for (const field of BUNDLE_FIELDS) expect(b).toHaveProperty(field);
    const first = bundles[0]!;
    expect(await main.bundles.get(first.id)).toEqual(first);

    const page = await main.bundles.listings(first.id, { limit: 2 });
    expect(page.listings.length).toBeLessThanOrEqual(2);
    expect(page).toHaveProperty('nextCursor');
    page.listings.forEach(expectListingShape);
    if (page.nextCursor) {
      const next = await main.bundles.listings(first.id, { limit: 2, nextCursor: page.nextCursor });
      const seen = new Set(page.listings.map((l) => l.id));
      expect(next.listings.some((l) => seen.has(l.id))).toBe(false);
    }
    expect(await failure(main.bundles.get(987_654_321))).toBeInstanceOf(NotFoundError);
  });

  it('subdomain.config answers per tenant with the configuration fields', async () => {
    const mainConfig = await main.subdomain.config();
    const acmeConfig = await acme.subdomain.config();
    expect(mainConfig.SUBDOMAIN).toBe('main');
    expect(acmeConfig.SUBDOMAIN).toBe('acme');
    for (const config of [mainConfig, acmeConfig]) {
      expect(Object.keys(config)).toEqual(
        expect.arrayContaining([
          'SUBDOMAIN',
          'IS_AVAILABLE_FOR_PURCHASE',
          'LOGO',
          'MOBILE_LOGO',
          'MOBILE_LOGO_ACTIVE',
          'BEHAVIOURS',
          'FEATURES',
        ]),
      );
      expect(Object.keys(config.BEHAVIOURS).sort()).toEqual(['FORCED_LOGIN', 'ROUTE_AFTER_LOGIN']);
      expect(Object.keys(config.FEATURES)).toEqual(['SHOPPING_CART']);
    }
  });

  it('keeps tenants apart and hides private listings from visitors', async () => {
    const acmeListings = (await acme.listings.list({ limit: 250 })).listings;
    expect(acmeListings.length).toBeGreaterThan(0);
    expect(acmeListings.some((l) => l.isPrivate)).toBe(false);
    const mainListings = (await main.listings.list({ limit: 250 })).listings;
    const mainIds = new Set(mainListings.map((l) => l.id));
    for (const listing of acmeListings.slice(0, 5)) {
      expect(mainIds.has(listing.id)).toBe(false);
      expect(await failure(main.listings.get(listing.id))).toBeInstanceOf(NotFoundError);
    }
    for (const listing of mainListings.slice(0, 5)) {
      expect(await failure(acme.listings.get(listing.id))).toBeInstanceOf(NotFoundError);
    }

    const mainBundleIds = new Set((await main.bundles.list()).map((b) => b.id));
    const acmeOnly = (await acme.bundles.list()).filter((b) => !mainBundleIds.has(b.id));
    expect(acmeOnly.length).toBeGreaterThan(0);
    for (const b of acmeOnly) {
      expect(await failure(main.bundles.get(b.id))).toBeInstanceOf(NotFoundError);
    }
  });

  it('an unknown tenant is a 404 with the server code', async () => {
    const nobody = createApiClient({ baseUrl: server.url, subdomain: 'no-such-tenant', logger });
    const error = await failure(nobody.subdomain.config());
    expect(isNotFoundError(error)).toBe(true);
    expect(isApiError(error) && error.code).toBe('TENANT_NOT_FOUND');
  });

  it('acts on a listing as its owner: own list, update, report; anonymous is refused', async () => {
    const token = (await signIn(server.url, 'surveyor@acme.example')).IdToken;
    const session = {
      getIdToken: () => token,
      getTrackerCode: () => undefined,
      refresh: async () => undefined,
      logout: () => undefined,
    };
    const owner = createApiClient({ baseUrl: server.url, subdomain: 'acme', logger, session });
    const mine = await owner.actions.mine({ limit: 5 });
    expect(mine.listings.length).toBeGreaterThan(0);
    const first = mine.listings[0]!;
    const updated = await owner.actions.update(first.id, { title: 'Renamed by its owner' });
    expect(updated.title).toBe('Renamed by its owner');
    expect((await owner.listings.get(first.id)).title).toBe('Renamed by its owner');
    const report = await owner.actions.report(first.id, { reason: 'SPAM' });
    expect(report).toBeTruthy();
    const anonymous = await failure(acme.actions.mine());
    expect(isApiError(anonymous) && anonymous.status).toBe(401);
  });
});
