// The client's browse calls against the running API over the seeded demo data: listings (list,
// footprints, featured, nearby, recommended, similar, get), bundles, the tenant configuration and
// the preview link; wire field names, filters, paging, tenant isolation and error mapping.
import { describe, expect, it } from 'vitest';
import { isApiError, isNotFoundError, NotFoundError } from '@unfurl/api-client';
import type { ListingWire } from '@unfurl/api-client';
import { failure, itExercisedItsClaimedMethods, useContractServer } from './contract-server';

const server = useContractServer('listings.contract.test.ts');

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

function expectListingShape(listing: ListingWire): void {
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

/** True when two listings share a category or a tag (what similar and PERSONAL score). */
const related = (a: ListingWire, b: ListingWire): boolean =>
  a.categories.some((c) => b.categories.includes(c)) || a.tags.some((t) => b.tags.includes(t));

const ids = (listings: readonly { id: number }[]) => listings.map((l) => l.id);

describe('listings calls against the running API', () => {
  it('list returns listings and total with the spec field names', async () => {
    const page = await server().client('main').listings.list({ limit: 5 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.listings.length).toBeGreaterThan(0);
    expect(page.listings.length).toBeLessThanOrEqual(5);
    page.listings.forEach(expectListingShape);
  });

  it('list filters by comma-joined categories and listing types, keywords, owner and order', async () => {
    const { listings } = server().client('main');
    const sample = (await listings.list({ limit: 50 })).listings.find(
      (l) => l.categories.length > 0,
    )!;
    expect(sample).toBeDefined();
    const category = sample.categories[0]!;
    const byCategory = await listings.list({ category: [category], limit: 20 });
    expect(byCategory.listings.length).toBeGreaterThan(0);
    for (const l of byCategory.listings) expect(l.categories).toContain(category);

    const cogs = await listings.list({ listingTypes: ['COG'], onlyMaps: true, limit: 20 });
    expect(cogs.listings.length).toBeGreaterThan(0);
    for (const l of cogs.listings) expect(l.listingType).toBe('COG');

    const word = sample.title.split(/\s+/).find((w) => w.length > 4)!;
    const found = await listings.list({ keywords: word, limit: 50 });
    expect(ids(found.listings)).toContain(sample.id);

    const own = await listings.list({ userId: sample.userId, limit: 20 });
    expect(own.listings.length).toBeGreaterThan(0);
    for (const l of own.listings) expect(l.userId).toBe(sample.userId);

    const newest = (await listings.list({ orderBy: 'NEWEST', limit: 10 })).listings;
    const created = newest.map((l) => l.createdAt);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const next = await listings.list({ orderBy: 'NEWEST', limit: 10, offset: 10 });
    expect(ids(next.listings).some((id) => ids(newest).includes(id))).toBe(false);
  });

  it('list keeps listings inside an area of interest', async () => {
    const { listings } = server().client('main');
    const anchor = (await listings.list({ limit: 1 })).listings[0]!;
    const { lat, lng } = firstPoint(anchor.geometryWKT);
    const [w, s, e, n] = [lng - 0.5, lat - 0.5, lng + 0.5, lat + 0.5];
    const aoi = `POLYGON((${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}))`;
    const inside = await listings.list({ aoi, limit: 250 });
    expect(ids(inside.listings)).toContain(anchor.id);
    expect(inside.total).toBeLessThan((await listings.list({ limit: 1 })).total);
  });

  it('footprints follow the list filters and order, capped by limit with truncated', async () => {
    const { listings } = server().client('main');
    const category = (await listings.list({ limit: 50 })).listings.find(
      (l) => l.categories.length > 0,
    )!.categories[0]!;
    const page = await listings.list({ category: [category], orderBy: 'TITLE', limit: 3 });
    const rows = await listings.footprints({ category: [category], orderBy: 'TITLE', limit: 3 });
    expect(rows.footprints.map((row) => row[0])).toEqual(ids(page.listings));
    expect(rows.truncated).toBe(page.total > 3);
    for (const [id, type, west, south, east, north] of rows.footprints) {
      expect(type).toBe(page.listings.find((l) => l.id === id)!.listingType);
      expect(west).toBeLessThanOrEqual(east);
      expect(south).toBeLessThanOrEqual(north);
    }
    const all = await listings.footprints({ category: [category] });
    expect(all.footprints.length).toBe(page.total);
    expect(all.truncated).toBe(false);
  });

  it('featured answers featured listings only', async () => {
    const featured = await server().client('main').listings.featured({ limit: 6 });
    expect(featured.listings.length).toBeGreaterThan(0);
    expect(featured.listings.length).toBeLessThanOrEqual(6);
    featured.listings.forEach(expectListingShape);
    for (const l of featured.listings) expect(l.isFeatured).toBe(true);
  });

  it('nearby finds the listings around a point within the default 10,000 m, nearest first', async () => {
    const { listings } = server().client('main');
    const anchor = (await listings.list({ limit: 1 })).listings[0]!;
    const point = firstPoint(anchor.geometryWKT);
    const nearby = await listings.nearby({ ...point, limit: 10 });
    expect(nearby.listings.length).toBeGreaterThan(0);
    nearby.listings.forEach(expectListingShape);
    expect(ids(nearby.listings)).toContain(anchor.id);
    const explicit = await listings.nearby({ ...point, limit: 10, distance: 10_000 });
    expect(ids(explicit.listings)).toEqual(ids(nearby.listings));
    const wider = await listings.nearby({ ...point, limit: 250, distance: 2_000_000 });
    expect(wider.listings.length).toBeGreaterThanOrEqual(nearby.listings.length);
  });

  it('similar answers listings related to the listing, itself left out', async () => {
    const { listings } = server().client('main');
    const anchor = (await listings.list({ limit: 50 })).listings.find(
      (l) => l.categories.length > 0 && l.tags.length > 0,
    )!;
    const similar = await listings.similar(anchor.id);
    expect(similar.listings.length).toBeGreaterThan(0);
    expect(ids(similar.listings)).not.toContain(anchor.id);
    expect(related(similar.listings[0]!, anchor)).toBe(true);
    similar.listings.forEach(expectListingShape);
  });

  it("recommended: POPULAR for a visitor, PERSONAL from a signed-in user's views", async () => {
    const popular = await server()
      .client('main')
      .listings.recommended({ template: ['POPULAR'], limit: 6 });
    expect(popular.listings.length).toBe(6);
    expect(popular.nextCursor).toEqual(expect.any(String));

    const idToken = await server().idToken('marie@unfurl.example');
    const reader = server().client('main', { idToken });
    const candidates = (await reader.listings.list({ limit: 100 })).listings;
    const viewed = candidates.find(
      (l) => l.categories.length > 0 && l.userId !== candidates[0]?.userId,
    )!;
    await reader.listings.get(viewed.id);
    const personal = await reader.listings.recommended({ template: ['PERSONAL'], limit: 10 });
    expect(personal.listings.length).toBeGreaterThan(0);
    expect(ids(personal.listings)).not.toContain(viewed.id);
    for (const l of personal.listings) expect(related(l, viewed)).toBe(true);
    // The default template (PERSONAL, POPULAR, FOLLOWING) starts with the first personal pick.
    const mixed = await reader.listings.recommended({ limit: 6 });
    expect(mixed.listings[0]?.id).toBe(personal.listings[0]!.id);
  });

  it('get returns the listing; a missing id is a NotFoundError with a 404 message', async () => {
    const { listings } = server().client('main');
    const anchor = (await listings.list({ limit: 1 })).listings[0]!;
    const listing = await listings.get(anchor.id);
    expect([listing.id, listing.seoTitle]).toEqual([anchor.id, anchor.seoTitle]);
    expectListingShape(listing);

    const error = await failure(listings.get(987_654_321));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(isNotFoundError(error) && error.status).toBe(404);
    expect((error as Error).message).toMatch(/^404: \S/);
    expect((error as Error).message).not.toBe('404: Unknown error');
  });

  it('list, footprints, nearby, recommended and similar resolve empty when the call fails (R-014)', async () => {
    const errors: unknown[][] = [];
    const logger = { warn: () => undefined, error: (...a: unknown[]) => void errors.push(a) };
    const { listings } = server().client('no-such-tenant', { logger });
    const emptyCursor = { listings: [], nextCursor: null };
    expect(await listings.list()).toEqual({ listings: [], total: 0 });
    expect(await listings.footprints()).toEqual({ footprints: [], truncated: false });
    expect(await listings.nearby({ lat: 0, lng: 0 })).toEqual(emptyCursor);
    expect(await listings.recommended()).toEqual(emptyCursor);
    expect(await listings.similar(1)).toEqual(emptyCursor);
    expect(errors).toHaveLength(5);
    expect(String(errors[0]?.[0])).toContain("404: Unknown subdomain 'no-such-tenant'");
    // featured and get do reject.
    expect(await failure(listings.featured({ limit: 6 }))).toBeInstanceOf(NotFoundError);
    expect(await failure(listings.get(1))).toBeInstanceOf(NotFoundError);
  });

  it('bundles.list, get and listings (with paging by nextCursor)', async () => {
    const { bundles } = server().client('main');
    const all = await bundles.list();
    expect(all.length).toBeGreaterThan(0);
    for (const b of all) for (const field of BUNDLE_FIELDS) expect(b).toHaveProperty(field);
    const first = all[0]!;
    expect(await bundles.get(first.id)).toEqual(first);

    const page = await bundles.listings(first.id, { limit: 2 });
    expect(page.listings.length).toBe(2);
    page.listings.forEach(expectListingShape);
    expect(page.nextCursor).toEqual(expect.any(String));
    const next = await bundles.listings(first.id, { limit: 2, nextCursor: page.nextCursor! });
    expect(next.listings.length).toBeGreaterThan(0);
    expect(ids(next.listings).some((id) => ids(page.listings).includes(id))).toBe(false);
    expect(await failure(bundles.get(987_654_321))).toBeInstanceOf(NotFoundError);
  });

  it('subdomain.config answers per tenant with the configuration fields', async () => {
    const mainConfig = await server().client('main').subdomain.config();
    const acmeConfig = await server().client('acme').subdomain.config();
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

  it('an unknown tenant is a 404 with the server code', async () => {
    const error = await failure(server().client('no-such-tenant').subdomain.config());
    expect(isNotFoundError(error)).toBe(true);
    expect(isApiError(error) && error.code).toBe('TENANT_NOT_FOUND');
  });

  it('keeps tenants apart and hides private listings from visitors', async () => {
    const main = server().client('main');
    const acme = server().client('acme');
    const acmeListings = (await acme.listings.list({ limit: 250 })).listings;
    expect(acmeListings.length).toBeGreaterThan(0);
    expect(acmeListings.some((l) => l.isPrivate)).toBe(false);
    const mainIds = new Set(ids((await main.listings.list({ limit: 250 })).listings));
    for (const listing of acmeListings.slice(0, 5)) {
      expect(mainIds.has(listing.id)).toBe(false);
      expect(await failure(main.listings.get(listing.id))).toBeInstanceOf(NotFoundError);
    }
    for (const id of [...mainIds].slice(0, 5)) {
      expect(await failure(acme.listings.get(id))).toBeInstanceOf(NotFoundError);
    }

    const mainBundleIds = new Set((await main.bundles.list()).map((b) => b.id));
    const acmeOnly = (await acme.bundles.list()).filter((b) => !mainBundleIds.has(b.id));
    expect(acmeOnly.length).toBeGreaterThan(0);
    for (const b of acmeOnly) {
      expect(await failure(main.bundles.get(b.id))).toBeInstanceOf(NotFoundError);
    }
  });

  it('links.preview points at the JPEG previews of a listing (medium by default)', async () => {
    const anchor = (await server().client('main').listings.featured({ limit: 1 })).listings[0]!;
    expect(anchor.previewUrl).toBe(`/listing-preview/${anchor.id}`);
    const links = server().links({ subdomain: 'main' });
    for (const link of [links.preview(anchor.id, 'small'), links.preview(anchor.id)]) {
      const response = await fetch(link);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xd8]);
    }
    expect((await fetch(links.preview(987_654_321))).status).toBe(404);
  });

  itExercisedItsClaimedMethods('listings.contract.test.ts');
});
