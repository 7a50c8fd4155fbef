import { DEFAULT_COORDINATE_DISPLAY } from '@unfurl/domain';

/** Coordinate systems of the coordinate tool (1§3); WGS84 decimal degrees is the default. */
export const COORDINATE_DISPLAY = {
  dd: DEFAULT_COORDINATE_DISPLAY,
  dms: 'DMS',
  utm: 'UTM',
  mgrs: 'MGRS',
} as const;

/** One coordinate display system. */
export type CoordinateDisplay = (typeof COORDINATE_DISPLAY)[keyof typeof COORDINATE_DISPLAY];

/** Every coordinate display system, the default first. */
export const COORDINATE_DISPLAYS: readonly CoordinateDisplay[] = Object.values(COORDINATE_DISPLAY);

/** True when the value names a coordinate display system. */
export function isCoordinateDisplay(value: unknown): value is CoordinateDisplay {
  return typeof value === 'string' && (COORDINATE_DISPLAYS as readonly string[]).includes(value);
}
