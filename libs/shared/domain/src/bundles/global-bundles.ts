import type { Bundle } from '../wire/bundle';

/** The four global bundles, in display order, with fixed ids (1§2, R-261, R-262). */
export const GLOBAL_BUNDLES: readonly Bundle[] = [
  { id: -2, title: 'Recommended', description: 'Maps picked for you', previewUrl: null },
  { id: -4, title: 'Latest', description: 'The newest maps', previewUrl: null },
  { id: -1, title: 'Last Viewed', description: 'Maps you opened recently', previewUrl: null },
  { id: -3, title: 'Bookmarks', description: 'Maps you bookmarked', previewUrl: null },
];

/** Fixed ids of the global bundles. */
export const GLOBAL_BUNDLE_ID = {
  Recommended: -2,
  Latest: -4,
  LastViewed: -1,
  Bookmarks: -3,
} as const;

/** One global bundle id. */
export type GlobalBundleId = (typeof GLOBAL_BUNDLE_ID)[keyof typeof GLOBAL_BUNDLE_ID];

/** Title of the server bundle left out of the appended list, compared case-insensitively. */
export const EXCLUDED_BUNDLE_TITLE = 'most popular';

/** True when the id is one of the global bundles' fixed ids. */
export function isGlobalBundleId(id: number): id is GlobalBundleId {
  return GLOBAL_BUNDLES.some((b) => b.id === id);
}

/** Global bundles first, then the server bundles without the one titled 'most popular'. */
export function composeBundleList(serverBundles: readonly Bundle[]): Bundle[] {
  const appended = serverBundles.filter(
    (b) => b.title.trim().toLowerCase() !== EXCLUDED_BUNDLE_TITLE,
  );
  return [...GLOBAL_BUNDLES, ...appended];
}
