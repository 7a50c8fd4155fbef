import type { ApiClient, BundleListingsPage } from '@unfurl/api-client';
import {
  EXCLUDED_BUNDLE_TITLE,
  GLOBAL_BUNDLES,
  composeBundleList,
  isGlobalBundleId,
  type Bundle,
  type GlobalBundleId,
  type Listing,
} from '@unfurl/domain';
import { immer } from 'zustand/middleware/immer';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { defaultGlobalSources, type GlobalBundleSource } from './global-bundle-sources';
import { BUNDLE_ERROR_MESSAGE } from './messages';

/** A fetched value with its loading flag and error message. */
export interface Loadable<T> {
  readonly data: T;
  readonly loading: boolean;
  readonly error: string | undefined;
}

/** Bundle state (1§4, R-271) and its actions. */
export interface BundlesState {
  readonly bundles: Loadable<readonly Bundle[]>;
  /** Global bundles then the server bundles without 'most popular' (R-261..R-264). */
  readonly globalBundles: Loadable<readonly Bundle[]>;
  readonly selectedBundle: Loadable<Bundle | undefined>;
  readonly bundleListings: Loadable<readonly Listing[]> & { readonly nextCursor: string | null };
  /** First pages of every server bundle, merged (home page and map footprints). */
  readonly globalListings: Loadable<readonly Listing[]>;
  fetchBundles(): Promise<void>;
  fetchGlobalBundles(): Promise<void>;
  /** Selects a bundle (or clears the selection) and clears its listings. */
  selectBundle(bundle: Bundle | number | undefined): Promise<void>;
  /** Fetches the selected bundle's listings: `next` appends, otherwise replaces. */
  fetchBundleListings(options?: { next?: boolean; limit?: number }): Promise<void>;
  fetchGlobalListings(options?: { limitPerBundle?: number }): Promise<void>;
}

/** The store. */
export type BundlesStore = StoreApi<BundlesState>;

/** Options of `createBundlesStore`. */
export interface BundlesStoreOptions {
  /** Listing sources of the global bundles; Last Viewed and Bookmarks are empty unless given. */
  readonly globalSources?: Partial<Record<GlobalBundleId, GlobalBundleSource>>;
}

type SliceKey =
  'bundles' | 'globalBundles' | 'selectedBundle' | 'bundleListings' | 'globalListings';

const idle = <T>(data: T): Loadable<T> => ({ data, loading: false, error: undefined });

/** Creates the bundles store over an API client. */
export function createBundlesStore(
  client: ApiClient,
  options: BundlesStoreOptions = {},
): BundlesStore {
  const sources = { ...defaultGlobalSources(client), ...options.globalSources };
  let listingsRequest = 0;

  const pageOf = (bundle: Bundle, cursor: string | null, limit?: number) => {
    const query = { ...(cursor ? { nextCursor: cursor } : {}), ...(limit ? { limit } : {}) };
    if (isGlobalBundleId(bundle.id)) return sources[bundle.id](query);
    return client.bundles.listings(bundle.id, query);
  };

  return createStore<BundlesState>()(
    immer((set, get) => {
      /** Shallow-merges into one slice (whole values, so readonly data needs no draft). */
      const patch = <K extends SliceKey>(key: K, changes: Partial<BundlesState[K]>) =>
        set({ [key]: { ...get()[key], ...changes } } as Partial<BundlesState>);
      const start = (key: SliceKey) => patch(key, { loading: true, error: undefined });

      return {
        bundles: idle([]),
        globalBundles: idle([]),
        selectedBundle: idle(undefined),
        bundleListings: { ...idle([]), nextCursor: null },
        globalListings: idle([]),

        async fetchBundles() {
          start('bundles');
          try {
            patch('bundles', idle(await client.bundles.list()));
          } catch {
            patch('bundles', { loading: false, error: BUNDLE_ERROR_MESSAGE.Bundles });
          }
        },

        async fetchGlobalBundles() {
          start('globalBundles');
          try {
            patch('globalBundles', idle(composeBundleList(await client.bundles.list())));
          } catch {
            patch('globalBundles', {
              data: GLOBAL_BUNDLES,
              loading: false,
              error: BUNDLE_ERROR_MESSAGE.GlobalBundles,
            });
          }
        },

        async selectBundle(target) {
          listingsRequest += 1;
          const id = typeof target === 'number' ? target : target?.id;
          const known = typeof target === 'object' ? target : findBundle(get(), id);
          set({ selectedBundle: idle(known), bundleListings: { ...idle([]), nextCursor: null } });
          if (known || id === undefined) return;
          const request = listingsRequest;
          start('selectedBundle');
          try {
            const bundle = await client.bundles.get(id);
            if (request === listingsRequest) patch('selectedBundle', idle(bundle));
          } catch {
            if (request !== listingsRequest) return;
            patch('selectedBundle', { loading: false, error: BUNDLE_ERROR_MESSAGE.Bundles });
          }
        },

        async fetchBundleListings({ next = false, limit } = {}) {
          const bundle = get().selectedBundle.data;
          const cursor = next ? get().bundleListings.nextCursor : null;
          if (!bundle || (next && !cursor)) return;
          const request = ++listingsRequest;
          start('bundleListings');
          let page: BundleListingsPage;
          try {
            page = await pageOf(bundle, cursor, limit);
          } catch {
            if (request === listingsRequest) {
              patch('bundleListings', {
                loading: false,
                error: BUNDLE_ERROR_MESSAGE.BundleListings,
              });
            }
            return;
          }
          if (request !== listingsRequest) return;
          const data = next ? [...get().bundleListings.data, ...page.listings] : page.listings;
          patch('bundleListings', { ...idle(data), nextCursor: page.nextCursor });
        },

        async fetchGlobalListings({ limitPerBundle } = {}) {
          start('globalListings');
          let bundles: readonly Bundle[];
          try {
            bundles = await client.bundles.list();
          } catch {
            const error = BUNDLE_ERROR_MESSAGE.BundlesForGlobalListings;
            return patch('globalListings', { loading: false, error });
          }
          const wanted = bundles.filter(
            (b) => b.title.trim().toLowerCase() !== EXCLUDED_BUNDLE_TITLE,
          );
          try {
            const query = limitPerBundle ? { limit: limitPerBundle } : {};
            const pages = await Promise.all(
              wanted.map((b) => client.bundles.listings(b.id, query)),
            );
            const byId = new Map(pages.flatMap((p) => p.listings).map((l) => [l.id, l] as const));
            patch('globalListings', idle([...byId.values()]));
          } catch {
            patch('globalListings', { loading: false, error: BUNDLE_ERROR_MESSAGE.GlobalListings });
          }
        },
      };
    }),
  );
}

function findBundle(state: BundlesState, id: number | undefined): Bundle | undefined {
  if (id === undefined) return undefined;
  const all = [...state.globalBundles.data, ...state.bundles.data, ...GLOBAL_BUNDLES];
  return all.find((b) => b.id === id);
}
