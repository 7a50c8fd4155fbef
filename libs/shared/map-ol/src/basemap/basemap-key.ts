/** Keys of the base layers (2§9), as used in the `basemap` query parameter. */
export const BASEMAP = {
  DARK_GRAY: 'dark-gray',
  STREET: 'street',
  TOPOGRAPHIC: 'topographic',
  HILLSHADE: 'hillshade',
  SATELLITE: 'satellite',
  HYBRID: 'hybrid',
  TERRAIN: 'terrain',
  MODIS_DAILY: 'modis-daily',
  HIMAWARI: 'himawari',
} as const;

/** One base layer key. */
export type Basemap = (typeof BASEMAP)[keyof typeof BASEMAP];

/** All base layer keys, in the order the switcher lists them. */
export const BASEMAPS: readonly Basemap[] = Object.values(BASEMAP);

/** Human labels of the base layers. */
export const BASEMAP_LABELS: Readonly<Record<Basemap, string>> = {
  'dark-gray': 'Dark gray',
  street: 'Street',
  topographic: 'Topographic',
  hillshade: 'Hillshade',
  satellite: 'Satellite',
  hybrid: 'Hybrid',
  terrain: 'Terrain',
  'modis-daily': 'MODIS daily',
  himawari: 'Himawari',
};

/** The base layer used when the URL names none (the dark theme's). */
export const DEFAULT_BASEMAP: Basemap = BASEMAP.DARK_GRAY;

/** True when `value` is a known base layer key. */
export function isBasemap(value: unknown): value is Basemap {
  return typeof value === 'string' && (BASEMAPS as readonly string[]).includes(value);
}

/** The base layer named by a query value, or the default when unknown or missing. */
export function toBasemap(value: string | null | undefined): Basemap {
  return isBasemap(value) ? value : DEFAULT_BASEMAP;
}
