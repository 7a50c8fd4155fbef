import { createFakeApiClient, makeListing } from '@unfurl/api-client/testing';
import type { ListingsPage } from '@unfurl/api-client';
import type { ListingsQuery } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { createListingsStore } from './listings.store';
import { MAP_DELETED_MESSAGE, MAP_UNAVAILABLE_MESSAGE } from './messages';
import { createManualScheduler } from './testing';

const maps = [makeListing({ id: 1 }), makeListing({ id: 2 })];

describe('createListingsStore: search', () => {
  it('keeps the loading flag for 500 ms after the fetch completes (R-216)', async () => {
    const scheduler = createManualScheduler();
    const store = createListingsStore(createFakeApiClient({ listings: maps }), { scheduler });
    const pending = store.getState().search({ keywords: 'flood' });
    expect(store.getState().loading).toBe(true);
    await pending;
    expect(store.getState()).toMatchObject({ listings: maps, total: 2, loading: true });
    scheduler.advance(499);
    expect(store.getState().loading).toBe(true);
    scheduler.advance(1);
    expect(store.getState().loading).toBe(false);
  });

  it('merges the query and a newer search cancels the older one', async () => {
    const seen: { query: ListingsQuery; signal: AbortSignal | undefined }[] = [];
    const resolvers: ((page: ListingsPage) => void)[] = [];
    const client = createFakeApiClient({
      overrides: {
        listings: {
          list: (query = {}, options) => {
            seen.push({ query, signal: options?.signal });
            return new Promise((resolve, reject) => {
              resolvers.push(resolve);
              options?.signal?.addEventListener('abort', () =>
                reject(new DOMException('Aborted', 'AbortError')),
              );
            });
          },
        },
      },
    });
    const scheduler = createManualScheduler();
    const store = createListingsStore(client, { scheduler });
    const first = store.getState().search({ category: ['agriculture'] });
    const second = store.getState().search({ keywords: 'rivers' });
    expect(seen[0]?.signal?.aborted).toBe(true);
    expect(seen[1]?.query).toMatchObject({
      category: ['agriculture'],
      keywords: 'rivers',
      limit: 20,
    });
    resolvers[1]?.({ listings: maps, total: 2 });
    await Promise.all([first, second]);
    expect(store.getState().total).toBe(2);
    expect(scheduler.pending).toBe(1);
  });
});

describe('createListingsStore: opening a map', () => {
  it('records a 404 as deleted with the deleted-map notice (R-229, R-230)', async () => {
    const notices: string[] = [];
    const store = createListingsStore(createFakeApiClient({ listings: maps }), {
      notify: (_kind, message) => notices.push(message),
    });
    await expect(store.getState().openListing(2)).resolves.toEqual(maps[1]);
    expect(store.getState().openMap.listing).toEqual(maps[1]);
    await expect(store.getState().openListing(99)).resolves.toBeUndefined();
    expect(store.getState().isDeleted(99)).toBe(true);
    expect(store.getState().openMap).toMatchObject({ id: 99, error: MAP_DELETED_MESSAGE });
    expect(notices).toEqual(['A map attached to this page has been deleted.']);
  });

  it('shows a saved listing in place of the open map and the results, without a fetch', async () => {
    const client = createFakeApiClient({ listings: maps });
    const store = createListingsStore(client);
    await store.getState().search();
    await store.getState().openListing(2);
    const saved = { ...maps[1]!, title: 'Renamed', tags: ['flood'] };
    const calls = client.calls.length;
    store.getState().showSaved(saved);
    expect(store.getState().openMap).toMatchObject({ id: 2, listing: saved, loading: false });
    expect(store.getState().listings).toEqual([maps[0], saved]);
    store.getState().showSaved({ ...maps[0]!, title: 'Other' });
    expect(store.getState().openMap.listing).toBe(saved);
    expect(client.calls.length).toBe(calls);
  });

  it('other failures say the map can not be displayed and are not recorded as deleted (R-231)', async () => {
    const client = createFakeApiClient({
      overrides: { listings: { get: () => Promise.reject(new Error('500: down')) } },
    });
    const store = createListingsStore(client);
    await store.getState().openListing(5);
    expect(store.getState().openMap.error).toBe(MAP_UNAVAILABLE_MESSAGE);
    expect(store.getState().isDeleted(5)).toBe(false);
  });
});
