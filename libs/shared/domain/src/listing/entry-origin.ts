/** Where the user came from when opening a listing (1§3, R-200). */
export const ENTRY_ORIGIN = {
  MY_IMAGERY: 'MY_IMAGERY',
  BROWSE_PAGE: 'BROWSE_PAGE',
  DISCOVER: 'DISCOVER',
  SUBDOMAIN_DRAW: 'SUBDOMAIN_DRAW',
  YOUR_MAPS: 'YOUR_MAPS',
  FEATURED_DRAW: 'FEATURED_DRAW',
  STOARY: 'STOARY',
  DASHBOARD_TASK: 'DASHBOARD_TASK',
  CLUSTER: 'CLUSTER',
  USER_PROFILE: 'USER_PROFILE',
  SHARE: 'SHARE',
  SEARCH: 'SEARCH',
  BOOKMARKS: 'BOOKMARKS',
} as const;

/** One entry origin. */
export type EntryOrigin = (typeof ENTRY_ORIGIN)[keyof typeof ENTRY_ORIGIN];

/** Every entry origin. */
export const ENTRY_ORIGINS: readonly EntryOrigin[] = Object.values(ENTRY_ORIGIN);
