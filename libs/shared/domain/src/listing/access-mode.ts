/** Access modes of a listing (1§3, R-199). */
export const ACCESS_MODE = {
  PREVIEW: 'PREVIEW',
  VIEW: 'VIEW',
  DOWNLOAD: 'DOWNLOAD',
  SEARCH: 'SEARCH',
} as const;

/** One access mode. */
export type AccessMode = (typeof ACCESS_MODE)[keyof typeof ACCESS_MODE];

/** Every access mode. */
export const ACCESS_MODES: readonly AccessMode[] = Object.values(ACCESS_MODE);
