/** Query keys recognised on map URLs (1§2, R-143). */
export const MAP_QUERY_KEYS = {
  pos: 'pos',
  tileLayer: 'tileLayer',
  task: 'task',
  basemap: 'basemap',
  annotations: 'annotations',
  /** The older service key. */
  service: 'service',
} as const;

/** One map query key. */
export type MapQueryKey = (typeof MAP_QUERY_KEYS)[keyof typeof MAP_QUERY_KEYS];

/** Old imagery-search keys removed from the URL (1§2, R-149). */
export const LEGACY_IMAGERY_KEYS: readonly string[] = [
  'service',
  'request',
  'bbox',
  'description',
  'time',
  'layers',
  'layerKey',
  'title',
  'image_data',
];

/** Satellite share query keys (2§2). */
export const SHARE_QUERY_KEYS = {
  shareId: 'shareId',
  mobileShareLink: 'mobileShareLink',
  previewUrl: 'previewUrl',
  title: 'title',
} as const;

/** Keys of a legacy share link, read first and then removed (2§2, decisions ruling 3). */
export const LEGACY_SHARE_KEYS: readonly string[] = ['service', 'bbox', 'time', 'layers', 'title'];

/** Keys carried into share links and navigation (2§2, R-147). */
export const CARRIED_QUERY_KEYS: readonly string[] = ['pos', 'basemap'];

/**
 * Removes the legacy imagery keys from a query string (leading '?' optional) and returns the
 * rest, without a leading '?'. Pure string work; no URL globals needed.
 */
export function stripLegacyImageryKeys(query: string): string {
  const body = query.startsWith('?') ? query.slice(1) : query;
  return body
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const key = decodeURIComponent((pair.split('=', 1)[0] ?? '').replace(/\+/g, ' '));
      return !LEGACY_IMAGERY_KEYS.includes(key);
    })
    .join('&');
}
