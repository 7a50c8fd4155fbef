/** Overlay definition keys (2§1). */
export const OVERLAY_KEY = {
  TRUE_COLOR: 'TRUE_COLOR',
  FALSE_COLOR: 'FALSE_COLOR',
  GEOLOGY: 'GEOLOGY',
  NDVI: 'NDVI',
  SENTINEL_1_RADAR: 'SENTINEL_1_RADAR',
  LANDSAT_8: 'LANDSAT_8',
} as const;

/** One overlay key. */
export type OverlayKey = (typeof OVERLAY_KEY)[keyof typeof OVERLAY_KEY];

/** Every overlay key, in spec order. */
export const OVERLAY_KEYS: readonly OverlayKey[] = Object.values(OVERLAY_KEY);

/** Rendering-script satellite types (2§3). */
export const SENTINEL_SATELLITE_TYPE = {
  S2_L1C: 'sentinel-2-l1c',
  S2_L2A: 'sentinel-2-l2a',
  S1_GRD: 'sentinel-1-grd',
  LANDSAT_OT_L1: 'landsat-ot-l1',
} as const;

/** One satellite type. */
export type SentinelSatelliteType =
  (typeof SENTINEL_SATELLITE_TYPE)[keyof typeof SENTINEL_SATELLITE_TYPE];

/** Built-in Sentinel script names (2§3). */
export const SENTINEL_SCRIPT_NAMES: readonly string[] = [
  'True Color',
  'False Color',
  'Enhanced Natural Color',
  'Geology',
  'Enhanced Vegetation Health',
  'Simplified Landuse Classification',
  'Leaf Area Index',
  'Water Detection',
  'Enhanced Water Color',
  'Algae Detection',
  'Enhanced Fire Detection',
  'Enhanced Urban Natural Color',
  'Panchromatic',
  'Selective Enhancement',
  'Synthwave Neon',
  'Artistic NDVI',
  'Tonemapped Natural Color',
  'Radar Colored',
  'Radar Grayscale',
];

/** Built-in Landsat script names (2§3). */
export const LANDSAT_SCRIPT_NAMES: readonly string[] = [
  'True Color',
  'False Color',
  'Geology',
  'Fire Detection',
];

/** The default script (2§3). */
export const DEFAULT_SCRIPT_NAME = 'True Color';

/** The quick list of scripts (2§3). */
export const QUICK_SCRIPT_NAMES: readonly string[] = [
  'True Color',
  'False Color',
  'Geology',
  'Vegetation Health',
  'Radar colored',
  'Radar grayscale',
];

/** Map base layers (2§9, R-164). */
export const BASE_LAYER = {
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

/** One base layer id (the value of the basemap query parameter). */
export type BaseLayer = (typeof BASE_LAYER)[keyof typeof BASE_LAYER];

/** Every base layer, in spec order. */
export const BASE_LAYERS: readonly BaseLayer[] = Object.values(BASE_LAYER);

/** Display labels of the base layers. */
export const BASE_LAYER_LABELS: Readonly<Record<BaseLayer, string>> = {
  'dark-gray': 'Dark Gray',
  street: 'Street',
  topographic: 'Topographic',
  hillshade: 'Hillshade',
  satellite: 'Satellite',
  hybrid: 'Hybrid',
  terrain: 'Terrain',
  'modis-daily': 'MODIS Daily',
  himawari: 'Himawari',
};

/** True when the value is a base layer id. */
export function isBaseLayer(value: unknown): value is BaseLayer {
  return typeof value === 'string' && (BASE_LAYERS as readonly string[]).includes(value);
}
