import { isCancelledError, isUnauthorizedError } from '@unfurl/api-client';
import type { ApiClient, OwnListing } from '@unfurl/api-client';
import { dropUnsupported, LIMITS } from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { FETCH_LISTINGS_MESSAGE, MY_LISTINGS_UNAUTHORIZED_MESSAGE } from './messages';
import type { ToastKind } from './toast.store';

/** The signed-in user's own listings (`/my-maps`, R-244), with status and review status. */
export interface MyListingsState {
  /** Loaded so far, newest first; NOT_SUPPORTED listings dropped. */
  readonly listings: readonly OwnListing[];
  /** The server's total. */
  readonly total: number;
  /** Rows the server has sent, dropped ones included: the offset of the next page. */
  readonly fetched: number;
  readonly loading: boolean;
  /** True once a first page arrived. */
  readonly loaded: boolean;
  /** Set when the fetch answered 401; cleared by the next successful load. */
  readonly unauthorized: boolean;
  /** The last failure message, if any. */
  readonly error: string | undefined;
  /** Fetches the first page, replacing what was loaded; aborts a fetch in flight. */
  load(): Promise<void>;
  /** Appends the next page; a no-op while loading or when everything is loaded. */
  loadMore(): Promise<void>;
  /** Whether the server has more than what was fetched. */
  hasMore(): boolean;
}

/** The store. */
export type MyListingsStore = StoreApi<MyListingsState>;

/** Options of `createMyListingsStore`. */
export interface MyListingsStoreOptions {
  /** Listings per page; default `LIMITS.defaultPageSize`. */
  readonly pageSize?: number;
  /** Receives user-facing notices, e.g. wired to the toast store's `show`. */
  readonly notify?: (kind: ToastKind, message: string) => void;
}

/** Creates the store of one's own listings over an API client (`client.actions.mine`). */
export function createMyListingsStore(
  client: ApiClient,
  options: MyListingsStoreOptions = {},
): MyListingsStore {
  const limit = options.pageSize ?? LIMITS.defaultPageSize;
  let inFlight: AbortController | undefined;

  return createStore<MyListingsState>()(
    immer((set, get) => {
      const fetchPage = async (offset: number): Promise<void> => {
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        set({ loading: true, error: undefined });
        try {
          const page = await client.actions.mine({ limit, offset }, { signal: controller.signal });
          if (inFlight !== controller) return;
          const before = offset === 0 ? [] : get().listings;
          set({
            listings: [...before, ...dropUnsupported(page.listings)],
            total: page.total,
            fetched: offset + page.listings.length,
            loaded: true,
            unauthorized: false,
          });
        } catch (error) {
          if (isCancelledError(error) || controller.signal.aborted) return;
          const unauthorized = isUnauthorizedError(error);
          const message = unauthorized ? MY_LISTINGS_UNAUTHORIZED_MESSAGE : FETCH_LISTINGS_MESSAGE;
          set({ error: message, ...(unauthorized ? { unauthorized: true } : {}) });
          options.notify?.('error', message);
        } finally {
          if (inFlight === controller) {
            inFlight = undefined;
            set({ loading: false });
          }
        }
      };

      return {
        listings: [],
        total: 0,
        fetched: 0,
        loading: false,
        loaded: false,
        unauthorized: false,
        error: undefined,
        load: () => fetchPage(0),
        async loadMore() {
          if (get().loading || !get().hasMore()) return;
          await fetchPage(get().fetched);
        },
        hasMore: () => get().loaded && get().fetched < get().total,
      };
    }),
  );
}
