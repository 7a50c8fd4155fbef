import {
  createFakeApiClient,
  makeBundle,
  makeListing,
  type FakeApiClientOptions,
} from '@unfurl/api-client/testing';
import { GLOBAL_BUNDLE_ID } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { createBundlesStore } from './bundles.store';
import { BUNDLE_ERROR_MESSAGE } from './messages';

const serverBundles = [
  makeBundle({ id: 1, title: 'Floods' }),
  makeBundle({ id: 2, title: 'Most Popular' }),
  makeBundle({ id: 3, title: 'Old maps' }),
];
const listings = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => makeListing({ id: from + i }));
const seed: FakeApiClientOptions = {
  bundles: serverBundles,
  bundleListings: { 1: listings(100, 5), 2: listings(200, 2), 3: listings(300, 1) },
};
const reject = () => Promise.reject(new Error('500: down'));

describe('createBundlesStore: lists', () => {
  it('fetchBundles stores the server bundles', async () => {
    const store = createBundlesStore(createFakeApiClient(seed));
    const pending = store.getState().fetchBundles();
    expect(store.getState().bundles.loading).toBe(true);
    await pending;
    expect(store.getState().bundles).toEqual({
      data: serverBundles,
      loading: false,
      error: undefined,
    });
  });

  it('global bundles: Recommended, Latest, Last Viewed, Bookmarks, then server bundles without most popular (R-261..R-264)', async () => {
    const store = createBundlesStore(createFakeApiClient(seed));
    await store.getState().fetchGlobalBundles();
    const { data } = store.getState().globalBundles;
    expect(data.map((b) => [b.id, b.title])).toEqual([
      [-2, 'Recommended'],
      [-4, 'Latest'],
      [-1, 'Last Viewed'],
      [-3, 'Bookmarks'],
      [1, 'Floods'],
      [3, 'Old maps'],
    ]);
  });

  it('uses the exact failure messages (R-275, R-276)', async () => {
    const client = createFakeApiClient({ overrides: { bundles: { list: reject } } });
    const store = createBundlesStore(client);
    await store.getState().fetchBundles();
    await store.getState().fetchGlobalBundles();
    expect(store.getState().bundles.error).toBe('Failed to fetch bundles');
    expect(store.getState().globalBundles.error).toBe('Failed to fetch global bundles');
    expect(store.getState().globalBundles.data).toHaveLength(4);
  });
});

describe('createBundlesStore: selected bundle listings', () => {
  it('a fresh fetch replaces, a next-page fetch appends (R-273, R-274)', async () => {
    const store = createBundlesStore(createFakeApiClient(seed));
    await store.getState().selectBundle(serverBundles[0]);
    await store.getState().fetchBundleListings();
    expect(store.getState().bundleListings.data.map((l) => l.id)).toEqual([100, 101]);
    expect(store.getState().bundleListings.nextCursor).toBe('2');
    await store.getState().fetchBundleListings({ next: true });
    await store.getState().fetchBundleListings({ next: true });
    expect(store.getState().bundleListings.data.map((l) => l.id)).toEqual([
      100, 101, 102, 103, 104,
    ]);
    expect(store.getState().bundleListings.nextCursor).toBeNull();
    await store.getState().fetchBundleListings({ next: true });
    expect(store.getState().bundleListings.data).toHaveLength(5);
    await store.getState().fetchBundleListings();
    expect(store.getState().bundleListings.data.map((l) => l.id)).toEqual([100, 101]);
  });

  it('selecting a bundle clears its listings (R-272)', async () => {
    const store = createBundlesStore(createFakeApiClient(seed));
    await store.getState().selectBundle(1);
    await store.getState().fetchBundleListings();
    await store.getState().selectBundle(3);
    expect(store.getState().selectedBundle.data?.title).toBe('Old maps');
    expect(store.getState().bundleListings).toEqual({
      data: [],
      loading: false,
      error: undefined,
      nextCursor: null,
    });
  });

  it('a stale page of a previously selected bundle is dropped', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const base = createFakeApiClient(seed);
    const client = createFakeApiClient({
      ...seed,
      overrides: {
        bundles: {
          listings: async (id, q) => {
            if (id === 1) await gate;
            return base.bundles.listings(id, q);
          },
        },
      },
    });
    const store = createBundlesStore(client);
    await store.getState().selectBundle(1);
    const slow = store.getState().fetchBundleListings();
    await store.getState().selectBundle(3);
    await store.getState().fetchBundleListings();
    release();
    await slow;
    expect(store.getState().bundleListings.data.map((l) => l.id)).toEqual([300]);
  });

  it("a failed listings fetch says 'Failed to fetch bundle listings' (R-277)", async () => {
    const client = createFakeApiClient({ ...seed, overrides: { bundles: { listings: reject } } });
    const store = createBundlesStore(client);
    await store.getState().selectBundle(1);
    await store.getState().fetchBundleListings();
    expect(store.getState().bundleListings.error).toBe('Failed to fetch bundle listings');
  });

  it('fetches an unknown bundle by id, and the Latest global bundle from the newest listings', async () => {
    const client = createFakeApiClient({ ...seed, listings: listings(1, 3) });
    const store = createBundlesStore(client);
    await store.getState().selectBundle(3);
    expect(client.calls.map((c) => c.method)).toContain('bundles.get');
    await store.getState().selectBundle(GLOBAL_BUNDLE_ID.Latest);
    expect(store.getState().selectedBundle.data?.title).toBe('Latest');
    await store.getState().fetchBundleListings();
    expect(store.getState().bundleListings.data.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(client.calls.at(-1)).toEqual({
      method: 'listings.list',
      args: [{ orderBy: 'NEWEST', offset: 0 }],
    });
  });

  it('takes injected sources for the signed-in global bundles', async () => {
    const bookmarks = listings(900, 2);
    const store = createBundlesStore(createFakeApiClient(seed), {
      globalSources: {
        [GLOBAL_BUNDLE_ID.Bookmarks]: async () => ({ listings: bookmarks, nextCursor: null }),
      },
    });
    await store.getState().selectBundle(GLOBAL_BUNDLE_ID.Bookmarks);
    await store.getState().fetchBundleListings();
    expect(store.getState().bundleListings.data).toEqual(bookmarks);
  });
});

describe('createBundlesStore: global listings', () => {
  it('merges the first page of every server bundle except most popular', async () => {
    const store = createBundlesStore(createFakeApiClient(seed));
    await store.getState().fetchGlobalListings();
    expect(store.getState().globalListings.data.map((l) => l.id)).toEqual([100, 101, 300]);
  });

  it('uses the exact failure messages (R-278, R-279)', async () => {
    const noBundles = createFakeApiClient({ overrides: { bundles: { list: reject } } });
    const a = createBundlesStore(noBundles);
    await a.getState().fetchGlobalListings();
    expect(a.getState().globalListings.error).toBe(BUNDLE_ERROR_MESSAGE.BundlesForGlobalListings);
    expect(BUNDLE_ERROR_MESSAGE.BundlesForGlobalListings).toBe(
      'Failed to fetch bundles for global listings',
    );
    const noListings = createFakeApiClient({
      ...seed,
      overrides: { bundles: { listings: reject } },
    });
    const b = createBundlesStore(noListings);
    await b.getState().fetchGlobalListings();
    expect(b.getState().globalListings.error).toBe('Failed to fetch global listings');
  });
});
