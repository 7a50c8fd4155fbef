// The footprints of a search are exactly the listings of the same search: visibility, tenant,
// review status, filters and the R-215 containment come from one shared WHERE clause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { searchListingFootprints } from './listing-footprints';
import { searchListings } from './listing-search';
import type { ListingFilter } from './listing-search';
import { insertFixture } from './test-fixture';
import type { Fixture } from './test-fixture';
import { openTemplatedPgliteDb } from './template-cache';
import type { TenantScope } from './tenant-scope';

let db: Db;
let fx: Fixture;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  fx = await insertFixture(db);
});
afterAll(async () => {
  await db?.close();
});

const LAGOS = 'POLYGON((2.5 5.5,4.5 5.5,4.5 7.5,2.5 7.5,2.5 5.5))';

async function sameIds(scope: TenantScope, filter: ListingFilter): Promise<number[]> {
  const { footprints, truncated } = await searchListingFootprints(db, scope, filter, 100);
  const { listings } = await searchListings(db, scope, { ...filter, limit: 100, offset: 0 });
  expect(truncated).toBe(false);
  expect(footprints.map(([id]) => id)).toEqual(listings.map((listing) => listing.id));
  return footprints.map(([id]) => id);
}

describe('searchListingFootprints', () => {
  it('returns the same listings, in the same order, as the list for every scope and filter', async () => {
    const scopes = [fx.main, fx.mainMember, fx.acme, fx.acmeMember];
    const filters: ListingFilter[] = [
      { orderBy: 'NEWEST' },
      { orderBy: 'TITLE', aoiWkt: LAGOS },
      { orderBy: 'RELEVANCE', keywords: 'flood' },
      { orderBy: 'OLDEST', categories: ['environment'], onlyMaps: true },
      { orderBy: 'NEWEST', listingTypes: ['COG', 'WMS'] },
    ];
    for (const scope of scopes) for (const filter of filters) await sameIds(scope, filter);
  });

  it('leaves out private listings for visitors and pending ones for everyone', async () => {
    const visitor = await sameIds(fx.main, { orderBy: 'NEWEST', aoiWkt: LAGOS });
    expect(visitor).toEqual([fx.ids['flood']]);
    const member = await sameIds(fx.mainMember, { orderBy: 'NEWEST', aoiWkt: LAGOS });
    expect(member).toEqual([fx.ids['mainPrivate'], fx.ids['flood']]);
  });

  it('gives id, type and the bounding box (a point is a zero-size box)', async () => {
    const { footprints } = await searchListingFootprints(db, fx.main, { orderBy: 'OLDEST' }, 10);
    const byId = new Map(footprints.map((row) => [row[0], row]));
    expect(byId.get(fx.ids['flood']!)).toEqual([fx.ids['flood'], 'COG', 3, 6, 4, 7]);
    expect(byId.get(fx.ids['glacier']!)).toEqual([
      fx.ids['glacier'],
      'IMAGE',
      -18,
      64.9,
      -18,
      64.9,
    ]);
  });

  it('stops at the cap and says it truncated', async () => {
    const all = await searchListingFootprints(db, fx.main, { orderBy: 'OLDEST' }, 10);
    const capped = await searchListingFootprints(db, fx.main, { orderBy: 'OLDEST' }, 1);
    expect(all.footprints.length).toBeGreaterThan(1);
    expect(capped.truncated).toBe(true);
    expect(capped.footprints).toEqual(all.footprints.slice(0, 1));
  });
});
