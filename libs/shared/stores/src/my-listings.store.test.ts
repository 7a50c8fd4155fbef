import { ApiError, UnauthorizedError } from '@unfurl/api-client';
import type { OwnListing, OwnListingsPage, OwnListingsQuery } from '@unfurl/api-client';
import { createFakeApiClient, makeListing } from '@unfurl/api-client/testing';
import { describe, expect, it, vi } from 'vitest';
import { FETCH_LISTINGS_MESSAGE, MY_LISTINGS_UNAUTHORIZED_MESSAGE } from './messages';
import { createMyListingsStore } from './my-listings.store';

const own = (id: number, extra: Partial<OwnListing> = {}): OwnListing => ({
  ...makeListing({ id }),
  status: 'ready',
  reviewStatus: 'APPROVED',
  ...extra,
});

/** A fake client whose `mine` pages through `all` and records each query. */
function clientOver(all: readonly OwnListing[]) {
  const queries: OwnListingsQuery[] = [];
  const client = createFakeApiClient({
    overrides: {
      actions: {
        mine: async (query = {}) => {
          queries.push(query);
          const offset = query.offset ?? 0;
          const page: OwnListingsPage = {
            listings: all.slice(offset, offset + (query.limit ?? 20)),
            total: all.length,
          };
          return page;
        },
      },
    },
  });
  return { client, queries };
}

describe('createMyListingsStore', () => {
  it('loads the first page of GET /v1/user/listings, then appends with loadMore (R-244)', async () => {
    const all = [own(1), own(2, { status: 'processing' }), own(3, { reviewStatus: 'PENDING' })];
    const { client, queries } = clientOver(all);
    const store = createMyListingsStore(client, { pageSize: 2 });
    expect(store.getState().hasMore()).toBe(false);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ total: 3, fetched: 2, loaded: true, loading: false });
    expect(store.getState().listings.map((l) => l.id)).toEqual([1, 2]);
    expect(store.getState().hasMore()).toBe(true);
    await store.getState().loadMore();
    expect(store.getState().listings.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(store.getState().hasMore()).toBe(false);
    await store.getState().loadMore();
    expect(queries).toEqual([
      { limit: 2, offset: 0 },
      { limit: 2, offset: 2 },
    ]);
  });

  it('drops NOT_SUPPORTED listings but pages by what the server sent (R-192)', async () => {
    const all = [own(1), own(2, { listingType: 'NOT_SUPPORTED' }), own(3)];
    const { client, queries } = clientOver(all);
    const store = createMyListingsStore(client, { pageSize: 2 });
    await store.getState().load();
    expect(store.getState().listings.map((l) => l.id)).toEqual([1]);
    await store.getState().loadMore();
    expect(store.getState().listings.map((l) => l.id)).toEqual([1, 3]);
    expect(queries[1]).toEqual({ limit: 2, offset: 2 });
  });

  it("a 401 gives 'Unauthorized' and sets the unauthorized flag (R-245)", async () => {
    const notify = vi.fn();
    // The fake's actions reject with a 401 by default: nobody is signed in.
    const store = createMyListingsStore(createFakeApiClient(), { notify });
    await store.getState().load();
    expect(MY_LISTINGS_UNAUTHORIZED_MESSAGE).toBe('Unauthorized');
    expect(store.getState()).toMatchObject({
      unauthorized: true,
      error: 'Unauthorized',
      loading: false,
      listings: [],
    });
    expect(notify).toHaveBeenCalledWith('error', 'Unauthorized');
  });

  it("any other failure shows 'Failed to fetch listings' without the flag (R-246)", async () => {
    const notify = vi.fn();
    const client = createFakeApiClient({
      overrides: {
        actions: {
          mine: () => Promise.reject(new ApiError({ status: 500, detail: 'boom', code: 'X' })),
        },
      },
    });
    const store = createMyListingsStore(client, { notify });
    await store.getState().load();
    expect(FETCH_LISTINGS_MESSAGE).toBe('Failed to fetch listings');
    expect(store.getState()).toMatchObject({ unauthorized: false, error: FETCH_LISTINGS_MESSAGE });
    expect(notify).toHaveBeenCalledExactlyOnceWith('error', 'Failed to fetch listings');
  });

  it('a successful load clears the unauthorized flag', async () => {
    let signedIn = false;
    const client = createFakeApiClient({
      overrides: {
        actions: {
          mine: async () => {
            if (!signedIn) {
              throw new UnauthorizedError({ status: 401, detail: 'no', code: 'UNAUTHORIZED' });
            }
            return { listings: [own(7)], total: 1 };
          },
        },
      },
    });
    const store = createMyListingsStore(client);
    await store.getState().load();
    expect(store.getState().unauthorized).toBe(true);
    signedIn = true;
    await store.getState().load();
    expect(store.getState()).toMatchObject({ unauthorized: false, error: undefined, total: 1 });
  });

  it('a newer load aborts the older one, whose answer is ignored', async () => {
    const signals: (AbortSignal | undefined)[] = [];
    const resolvers: ((page: OwnListingsPage) => void)[] = [];
    const client = createFakeApiClient({
      overrides: {
        actions: {
          mine: (_query, options) => {
            signals.push(options?.signal);
            return new Promise((resolve) => resolvers.push(resolve));
          },
        },
      },
    });
    const store = createMyListingsStore(client);
    const first = store.getState().load();
    const second = store.getState().load();
    expect(signals[0]?.aborted).toBe(true);
    resolvers[1]?.({ listings: [own(2)], total: 1 });
    resolvers[0]?.({ listings: [own(1)], total: 1 });
    await Promise.all([first, second]);
    expect(store.getState().listings.map((l) => l.id)).toEqual([2]);
    expect(store.getState().loading).toBe(false);
  });
});
