// The query contract, run by db.test.ts against PGlite and against a real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleListings, getBundle, listBundles } from './bundle-queries';
import type { Db } from './db';
import { featuredListings, getListing, nearbyListings } from './listing-queries';
import { searchListings } from './listing-search';
import type { ListingSearch } from './listing-search';
import { migrate } from './migrate';
import { findMainTenant, findTenant } from './tenant-queries';
import { insertFixture } from './test-fixture';
import type { Fixture } from './test-fixture';

const base: ListingSearch = { limit: 20, offset: 0, orderBy: 'NEWEST' };

/** Defines the shared query tests over a database opened by `open` (already migrated). */
export function describeQueryContract(name: string, open: () => Promise<Db>, enabled = true): void {
  describe.skipIf(!enabled)(`queries on ${name}`, () => {
    let db: Db;
    let fx: Fixture;
    beforeAll(async () => {
      db = await open();
      fx = await insertFixture(db);
    });
    afterAll(async () => {
      await db?.close();
    });
    const titles = async (
      scope: 'main' | 'acme' | 'mainMember' | 'acmeMember',
      search: Partial<ListingSearch> = {},
    ): Promise<string[]> =>
      (await searchListings(db, fx[scope], { ...base, ...search })).listings.map(
        (listing) => listing.title,
      );

    it('migrations are recorded and running them again applies nothing', async () => {
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
      expect(rows.map((row) => row.name)).toContain('0001_init.sql');
    });

    it('finds tenants by subdomain and the main tenant', async () => {
      expect((await findTenant(db, 'acme'))?.id).toBe(fx.acme.tenantId);
      expect(await findTenant(db, 'nope')).toBeUndefined();
      expect((await findMainTenant(db))?.subdomain).toBe('main');
    });

    it('main sees its own public listings, never private ones nor acme listings (tenant isolation)', async () => {
      const seen = await titles('main');
      expect(seen).toContain('Flood extent of Lagos');
      expect(seen).not.toContain('Main private flood notes');
      expect(seen.some((title) => title.startsWith('Acme'))).toBe(false);
      expect(await titles('mainMember')).toContain('Main private flood notes');
      expect(await getListing(db, fx.main, fx.ids['acmePublic']!)).toBeUndefined();
      expect(await getListing(db, fx.main, fx.ids['mainPrivate']!)).toBeUndefined();
    });

    it('acme sees only its own listings, its private ones only for members', async () => {
      expect(await titles('acme')).toEqual(['Acme flood survey']);
      expect((await titles('acmeMember')).sort()).toEqual([
        'Acme flood survey',
        'Acme secret flood plan',
      ]);
      expect(await getListing(db, fx.acme, fx.ids['flood']!)).toBeUndefined();
      expect(await getListing(db, fx.acme, fx.ids['acmePrivate']!)).toBeUndefined();
      expect((await getListing(db, fx.acmeMember, fx.ids['acmePrivate']!))?.title).toBe(
        'Acme secret flood plan',
      );
    });

    it('lists only approved listings; by id a pending one is still readable', async () => {
      expect(await titles('main')).not.toContain('Pending flood map');
      expect((await getListing(db, fx.main, fx.ids['pending']!))?.title).toBe('Pending flood map');
    });

    it('maps rows to the wire listing (seconds, seoTitle, WKT, user name)', async () => {
      const listing = await getListing(db, fx.main, fx.ids['flood']!);
      expect(listing).toMatchObject({
        id: fx.ids['flood'],
        seoTitle: `flood-extent-of-lagos-${fx.ids['flood']}`,
        listingType: 'COG',
        createdAt: Date.UTC(2024, 0, 1) / 1000,
        userId: fx.mainUser,
        userName: 'Ada Lovelace',
        categories: ['environment'],
        tags: ['fixture'],
        isFeatured: true,
      });
      expect(listing?.geometryWKT).toMatch(/^POLYGON\(\(3 6,/);
      expect(listing?.bboxWKT).toMatch(/^POLYGON/);
    });

    it('full-text keywords with relevance ordering', async () => {
      expect(await titles('main', { keywords: 'glacier', orderBy: 'RELEVANCE' })).toEqual([
        'Glacier retreat in Iceland',
      ]);
      expect(await titles('main', { keywords: 'flood -notes' })).toEqual(['Flood extent of Lagos']);
    });

    it('a keyword search totals its matches exactly below the cap, past the first page too', async () => {
      const page = await searchListings(db, fx.mainMember, {
        ...base,
        keywords: 'flood',
        limit: 1,
      });
      expect(page.listings).toHaveLength(1);
      expect(page.total).toBe(2);
      expect(page.totalIsEstimate).toBe(false);
      expect(Object.keys(page.listings[0]!)).not.toContain('full_count');
      const past = await searchListings(db, fx.mainMember, {
        ...base,
        keywords: 'flood',
        limit: 1,
        offset: 5,
      });
      expect(past).toEqual({ listings: [], total: 2, totalIsEstimate: false });
    });

    it('categories match any, onlyMaps drops ORDER, listingTypes filter, userId filter', async () => {
      expect(await titles('main', { categories: ['climate', 'imagery'] })).toEqual([
        'Tasking order over Paris',
        'Glacier retreat in Iceland',
      ]);
      expect(await titles('main', { onlyMaps: true })).not.toContain('Tasking order over Paris');
      expect(await titles('main', { listingTypes: ['IMAGE'] })).toEqual([
        'Glacier retreat in Iceland',
      ]);
      expect(await titles('acmeMember', { userId: fx.acmeUser })).toHaveLength(2);
      expect(await titles('acme', { userId: fx.acmeUser })).toHaveLength(1);
    });

    it('area of interest intersects footprints (GiST), invalid-but-parsable polygons are made valid', async () => {
      expect(
        await titles('acmeMember', {
          aoiWkt: 'POLYGON((3.25 6.25,3.3 6.25,3.3 6.3,3.25 6.3,3.25 6.25))',
          orderBy: 'TITLE',
        }),
      ).toEqual(['Acme flood survey', 'Acme secret flood plan']);
      expect(await titles('main', { aoiWkt: 'POLYGON((3 6,4 7,4 6,3 7,3 6))' })).toContain(
        'Flood extent of Lagos',
      );
    });

    it('orders by newest, oldest, title and modified; pages with offset; counts total', async () => {
      expect((await titles('mainMember', { orderBy: 'OLDEST' }))[0]).toBe('Flood extent of Lagos');
      expect((await titles('mainMember', { orderBy: 'NEWEST' }))[0]).toBe(
        'Main private flood notes',
      );
      expect((await titles('mainMember', { orderBy: 'TITLE' }))[0]).toBe('Flood extent of Lagos');
      const page = await searchListings(db, fx.mainMember, { ...base, limit: 1, offset: 1 });
      expect(page.listings).toHaveLength(1);
      expect(page.total).toBe(4);
    });

    it('featured and nearby', async () => {
      expect(
        (await featuredListings(db, fx.main, { limit: 6, offset: 0 })).map((l) => l.title),
      ).toEqual(['Flood extent of Lagos']);
      expect(await featuredListings(db, fx.acme, { limit: 6, offset: 0 })).toEqual([]);
      const near = await nearbyListings(db, fx.main, {
        lat: 64.9,
        lng: -18.01,
        distance: 10_000,
        limit: 5,
        offset: 0,
      });
      expect(near.listings.map((l) => l.title)).toEqual(['Glacier retreat in Iceland']);
      const far = await nearbyListings(db, fx.main, {
        lat: 0,
        lng: 0,
        distance: 10_000,
        limit: 5,
        offset: 0,
      });
      expect(far.listings).toEqual([]);
    });

    it('bundles are per tenant and their listings respect tenant visibility', async () => {
      expect((await listBundles(db, fx.main)).map((b) => b.title)).toEqual(['Most Popular']);
      expect(await listBundles(db, fx.acme)).toEqual([]);
      expect(await getBundle(db, fx.acme, fx.ids['bundle']!)).toBeUndefined();
      const page = await bundleListings(db, fx.main, fx.ids['bundle']!, { limit: 1, offset: 0 });
      expect(page.listings.map((l) => l.title)).toEqual(['Flood extent of Lagos']);
      expect(page.hasMore).toBe(true);
      const rest = await bundleListings(db, fx.main, fx.ids['bundle']!, { limit: 5, offset: 1 });
      expect(rest.listings.map((l) => l.title)).toEqual(['Glacier retreat in Iceland']);
      expect(rest.hasMore).toBe(false);
    });
  });
}
