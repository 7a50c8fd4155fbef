import { isCancelledError, isNotFoundError, type ApiClient } from '@unfurl/api-client';
import { LIMITS, type Listing, type ListingsQuery } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { listRequest } from './listings-request';
import { MAP_DELETED_MESSAGE, MAP_UNAVAILABLE_MESSAGE } from './messages';
import { realScheduler, type Scheduler } from './scheduler';
import type { ToastKind } from './toast.store';

/** The map currently opened (`/maps/{seoTitle}`). */
export interface OpenMap {
  readonly id: number | undefined;
  readonly listing: Listing | undefined;
  readonly loading: boolean;
  readonly error: string | undefined;
}

/** Browse/search state and actions. */
export interface ListingsState {
  readonly query: ListingsQuery;
  readonly listings: readonly Listing[];
  readonly total: number;
  /** The server estimated `total` (a broad search): shown as "about N". */
  readonly totalIsEstimate: boolean;
  /** Stays true for 500 ms after a fetch completes. */
  readonly loading: boolean;
  readonly openMap: OpenMap;
  /** Ids of maps whose fetch answered 404. */
  readonly deletedIds: readonly number[];
  /** Merges into the query without fetching. */
  setQuery(patch: Partial<ListingsQuery>): void;
  /** Merges into the query and fetches; a newer search cancels an older one. */
  search(patch?: Partial<ListingsQuery>): Promise<void>;
  /** Fetches one map; a 404 records it as deleted. */
  openListing(id: number): Promise<Listing | undefined>;
  /**
   * Shows a listing the server just answered with (an owner's edit) in place of the open map of
   * the same id, and in the browse results, without fetching again or a loading state.
   */
  showSaved(listing: Listing): void;
  isDeleted(id: number): boolean;
}

/** The store. */
export type ListingsStore = StoreApi<ListingsState>;

/** Options of `createListingsStore`. */
export interface ListingsStoreOptions {
  readonly scheduler?: Scheduler;
  /** Receives user-facing notices, e.g. wired to the toast store's `show`. */
  readonly notify?: (kind: ToastKind, message: string) => void;
  readonly initialQuery?: ListingsQuery;
}

const closedMap: OpenMap = { id: undefined, listing: undefined, loading: false, error: undefined };

/** Creates the listings store over an API client. */
export function createListingsStore(
  client: ApiClient,
  options: ListingsStoreOptions = {},
): ListingsStore {
  const scheduler = options.scheduler ?? realScheduler;
  let inFlight: AbortController | undefined;
  let settleTimer: unknown;

  return createStore<ListingsState>()(
    immer((set, get) => ({
      query: options.initialQuery ?? { limit: LIMITS.defaultPageSize },
      listings: [],
      total: 0,
      totalIsEstimate: false,
      loading: false,
      openMap: closedMap,
      deletedIds: [],

      setQuery: (patch) => set({ query: { ...get().query, ...patch } }),

      async search(patch = {}) {
        get().setQuery(patch);
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        if (settleTimer !== undefined) scheduler.clearTimeout(settleTimer);
        settleTimer = undefined;
        set({ loading: true });
        try {
          const page = await client.listings.list(listRequest(get().query), {
            signal: controller.signal,
          });
          set({
            listings: page.listings,
            total: page.total,
            totalIsEstimate: page.totalIsEstimate ?? false,
          });
        } catch (error) {
          if (isCancelledError(error) || controller.signal.aborted) return;
          set({ listings: [], total: 0, totalIsEstimate: false });
        }
        if (inFlight !== controller) return;
        inFlight = undefined;
        settleTimer = scheduler.setTimeout(() => {
          settleTimer = undefined;
          set({ loading: false });
        }, LIMITS.loadingIndicatorMs);
      },

      async openListing(id) {
        set({ openMap: { ...closedMap, id, loading: true } });
        try {
          const listing = await client.listings.get(id);
          if (get().openMap.id === id) set({ openMap: { ...closedMap, id, listing } });
          return listing;
        } catch (error) {
          const deleted = isNotFoundError(error);
          const message = deleted ? MAP_DELETED_MESSAGE : MAP_UNAVAILABLE_MESSAGE;
          const { deletedIds, openMap } = get();
          set({
            deletedIds: deleted && !deletedIds.includes(id) ? [...deletedIds, id] : deletedIds,
            openMap: openMap.id === id ? { ...closedMap, id, error: message } : openMap,
          });
          options.notify?.('error', message);
          return undefined;
        }
      },

      showSaved(listing) {
        const { openMap, listings } = get();
        set({
          openMap: openMap.id === listing.id ? { ...closedMap, id: listing.id, listing } : openMap,
          listings: listings.map((each) => (each.id === listing.id ? listing : each)),
        });
      },

      isDeleted: (id) => get().deletedIds.includes(id),
    })),
  );
}
