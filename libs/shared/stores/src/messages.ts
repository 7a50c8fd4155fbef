/** Bundle failure messages, exactly as the spec words them (1§8, R-275..R-279). */
export const BUNDLE_ERROR_MESSAGE = {
  GlobalBundles: 'Failed to fetch global bundles',
  Bundles: 'Failed to fetch bundles',
  BundleListings: 'Failed to fetch bundle listings',
  BundlesForGlobalListings: 'Failed to fetch bundles for global listings',
  GlobalListings: 'Failed to fetch global listings',
} as const;

/** One bundle failure message. */
export type BundleErrorMessage = (typeof BUNDLE_ERROR_MESSAGE)[keyof typeof BUNDLE_ERROR_MESSAGE];

/** Shown when a map fetch answers 404 (1§8, R-230). */
export const MAP_DELETED_MESSAGE = 'A map attached to this page has been deleted.';

/** Shown when a map cannot be shown for any other reason (1§8, R-231). */
export const MAP_UNAVAILABLE_MESSAGE = 'The map you are looking for can not be displayed';

/** The generic failure toast (1§8, R-172). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong.';
