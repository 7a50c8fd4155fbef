/** Measurement units of annotation labels. */
export const UNITS = { metric: 'metric', imperial: 'imperial', nautical: 'nautical' } as const;

/** One unit system. */
export type Units = (typeof UNITS)[keyof typeof UNITS];

/** Default annotation style and fields (1§3, 1§9). */
export const ANNOTATION_DEFAULTS = {
  zIndex: 401,
  color: '#eed926',
  weight: 3,
  opacity: 1,
  fillColor: '#eed926',
  fillOpacity: 0.2,
  fillPattern: 'none',
  labelColor: 'red',
  labelBgColor: 'transparent',
  units: UNITS.metric,
  showArea: false,
  showLength: false,
  showRadius: false,
} as const;

/** Default coordinate display system of the coordinate tool: WGS84 decimal degrees (1§3). */
export const DEFAULT_COORDINATE_DISPLAY = 'WGS84 DD';
