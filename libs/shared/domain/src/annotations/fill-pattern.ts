/** Fill patterns of shapes (1§3); the first, none, is the fallback. */
export const FILL_PATTERNS = [
  'none',
  'lines0',
  'lines45',
  'lines90',
  'lines135',
  'thickLines45',
  'thickLines90',
  'thickLines135',
  'wideLines',
  'wideLines45',
  'crosshatch',
  'crosshatch45',
  'dots',
  'dotsOffset',
  'triangles',
  'hexagons',
] as const;

/** One fill pattern name. */
export type FillPattern = (typeof FILL_PATTERNS)[number];

/** The fallback fill pattern (the first). */
export const DEFAULT_FILL_PATTERN: FillPattern = 'none';

/** True when the value is a known fill pattern. */
export function isFillPattern(value: unknown): value is FillPattern {
  return typeof value === 'string' && (FILL_PATTERNS as readonly string[]).includes(value);
}
