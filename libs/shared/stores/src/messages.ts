import { MESSAGES } from '@unfurl/domain';

/** Bundle failure messages (1§8, R-275..R-279), taken from the domain's MESSAGES. */
export const BUNDLE_ERROR_MESSAGE = {
  GlobalBundles: MESSAGES.fetchGlobalBundles,
  Bundles: MESSAGES.fetchBundles,
  BundleListings: MESSAGES.fetchBundleListings,
  BundlesForGlobalListings: MESSAGES.fetchBundlesForGlobalListings,
  GlobalListings: MESSAGES.fetchGlobalListings,
} as const;

/** One bundle failure message. */
export type BundleErrorMessage = (typeof BUNDLE_ERROR_MESSAGE)[keyof typeof BUNDLE_ERROR_MESSAGE];

/** Shown when a map fetch answers 404 (1§8, R-230). */
export const MAP_DELETED_MESSAGE = MESSAGES.mapDeleted;

/** Shown when a map cannot be shown for any other reason (1§8, R-231). */
export const MAP_UNAVAILABLE_MESSAGE = MESSAGES.mapCannotBeDisplayed;

/** The generic failure toast (1§8, R-172). */
export const GENERIC_ERROR_MESSAGE = MESSAGES.somethingWentWrong;

/** Shown when one's own listings answer 401; the store also sets `unauthorized` (1§8, R-245). */
export const MY_LISTINGS_UNAUTHORIZED_MESSAGE = MESSAGES.unauthorized;

/** Shown when a listings fetch fails for any other reason (1§8, R-246). */
export const FETCH_LISTINGS_MESSAGE = MESSAGES.fetchListings;
