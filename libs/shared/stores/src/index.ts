// Public API of @unfurl/stores: zustand/vanilla + immer stores, React-free.
// React subscribes with zustand's `useStore(store, selector)`. Test doubles: '@unfurl/stores/testing'.

/** Creates the application store (map position, dialogs, maintenance, configuration). */
export { createAppStore, DEFAULT_MAP_POSITION, DIALOG } from './app.store';
/** Application store types. */
export type {
  AppConfig,
  AppState,
  AppStore,
  AppStoreOptions,
  Dialog,
  MapPadding,
} from './app.store';
/** Creates the bundles store (bundle list, global bundles, selection, listings pages). */
export { createBundlesStore } from './bundles.store';
/** Bundles store types. */
export type { BundlesState, BundlesStore, BundlesStoreOptions, Loadable } from './bundles.store';
/** Listing sources of the global bundles (Recommended, Latest, Last Viewed, Bookmarks). */
export { defaultGlobalSources } from './global-bundle-sources';
/** One global bundle's page fetcher. */
export type { GlobalBundleSource } from './global-bundle-sources';
/** Creates the listings store (browse/search, open map, deleted maps). */
export { createListingsStore } from './listings.store';
/** Listings store types. */
export type { ListingsState, ListingsStore, ListingsStoreOptions, OpenMap } from './listings.store';
/** The one place the list and map requests take their filter from (they cannot drift apart). */
export { footprintsRequest, listingsFilter, listRequest } from './listings-request';
/** The filter fields of a browse query. */
export type { ListingsFilter } from './listings-request';
/** Creates the store of the signed-in user's own listings (/my-maps, load and load more). */
export { createMyListingsStore } from './my-listings.store';
/** Own-listings store types. */
export type { MyListingsState, MyListingsStore, MyListingsStoreOptions } from './my-listings.store';
/** Creates the toast store (auto-closing notifications). */
export { createToastStore, TOAST_KIND } from './toast.store';
/** Toast store types. */
export type { Toast, ToastKind, ToastState, ToastStore, ToastStoreOptions } from './toast.store';
/** User-facing messages of the stores, as the spec words them. */
export {
  BUNDLE_ERROR_MESSAGE,
  FETCH_LISTINGS_MESSAGE,
  GENERIC_ERROR_MESSAGE,
  MAP_DELETED_MESSAGE,
  MAP_UNAVAILABLE_MESSAGE,
  MY_LISTINGS_UNAUTHORIZED_MESSAGE,
} from './messages';
/** One bundle failure message. */
export type { BundleErrorMessage } from './messages';
/** Injectable timers and the real ones. */
export { realScheduler } from './scheduler';
/** The timer interface stores take. */
export type { Scheduler } from './scheduler';
