import type { SavedListingsQuery } from '@unfurl/api-client';
import { createFakeApiClient, makeListing } from '@unfurl/api-client/testing';
import { GLOBAL_BUNDLE_ID, type Listing } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { createBundlesStore } from './bundles.store';

const listings = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeListing({ id: from + i }));
const ids = (list: readonly Listing[]) => list.map((l) => l.id);

describe('the signed-in global bundles', () => {
  it('Bookmarks: pages by offset, next page appends, a fresh fetch replaces', async () => {
    let saved = listings(1, 5);
    const asked: SavedListingsQuery[] = [];
    const client = createFakeApiClient({
      overrides: {
        social: {
          bookmarks: async (query = {}) => {
            asked.push(query);
            const offset = Number(query.offset ?? 0);
            const page = saved.slice(offset, offset + Number(query.limit ?? 200));
            return { listingIds: ids(page), listings: page, total: saved.length };
          },
        },
      },
    });
    const store = createBundlesStore(client);
    await store.getState().selectBundle(GLOBAL_BUNDLE_ID.Bookmarks);
    await store.getState().fetchBundleListings({ limit: 2 });
    expect(ids(store.getState().bundleListings.data)).toEqual([1, 2]);
    expect(store.getState().bundleListings.nextCursor).toBe('2');
    await store.getState().fetchBundleListings({ next: true, limit: 2 });
    await store.getState().fetchBundleListings({ next: true, limit: 2 });
    expect(ids(store.getState().bundleListings.data)).toEqual([1, 2, 3, 4, 5]);
    expect(store.getState().bundleListings.nextCursor).toBeNull();
    expect(asked.map((q) => q.offset)).toEqual([0, 2, 4]);
    saved = listings(40, 1);
    await store.getState().fetchBundleListings();
    expect(ids(store.getState().bundleListings.data)).toEqual([40]);
    expect(asked.at(-1)).toEqual({ offset: 0 });
  });

  it("Last Viewed: follows the server's cursor, next page appends, a fresh fetch replaces", async () => {
    const pages: Record<string, { listings: Listing[]; nextCursor: string | null }> = {
      first: { listings: listings(10, 2), nextCursor: 'c2' },
      c2: { listings: listings(20, 1), nextCursor: null },
    };
    const asked: (string | undefined)[] = [];
    const client = createFakeApiClient({
      overrides: {
        user: {
          viewedListings: async (cursor) => {
            asked.push(cursor);
            return pages[cursor ?? 'first'] ?? { listings: [], nextCursor: null };
          },
        },
      },
    });
    const store = createBundlesStore(client);
    await store.getState().selectBundle(GLOBAL_BUNDLE_ID.LastViewed);
    await store.getState().fetchBundleListings();
    await store.getState().fetchBundleListings({ next: true });
    expect(ids(store.getState().bundleListings.data)).toEqual([10, 11, 20]);
    pages['first'] = { listings: listings(30, 1), nextCursor: null };
    await store.getState().fetchBundleListings();
    expect(ids(store.getState().bundleListings.data)).toEqual([30]);
    expect(asked).toEqual([undefined, 'c2', undefined]);
  });

  it('are empty for nobody signed in, and a failure keeps the bundle message', async () => {
    const anonymous = createBundlesStore(createFakeApiClient());
    for (const id of [GLOBAL_BUNDLE_ID.LastViewed, GLOBAL_BUNDLE_ID.Bookmarks]) {
      await anonymous.getState().selectBundle(id);
      await anonymous.getState().fetchBundleListings();
      expect(anonymous.getState().bundleListings).toMatchObject({ data: [], nextCursor: null });
      expect(anonymous.getState().bundleListings.error).toBeUndefined();
    }
    const down = createBundlesStore(
      createFakeApiClient({
        overrides: { social: { bookmarks: () => Promise.reject(new Error('500: down')) } },
      }),
    );
    await down.getState().selectBundle(GLOBAL_BUNDLE_ID.Bookmarks);
    await down.getState().fetchBundleListings();
    expect(down.getState().bundleListings.error).toBe('Failed to fetch bundle listings');
  });
});
