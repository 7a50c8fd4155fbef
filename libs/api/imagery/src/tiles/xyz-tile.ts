import { WEB_MERCATOR_HALF_WORLD, mercatorYToLat } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';

/** One tile of the Web Mercator XYZ grid (x to the east, y to the south from the top-left). */
export interface XyzTile {
  readonly z: number;
  readonly x: number;
  readonly y: number;
}

/** Deepest zoom served (a 256-pixel tile then spans about 2.4 cm at the equator). */
export const MAX_TILE_ZOOM = 24;

/**
 * Why `z`/`x`/`y` name no tile (integers, 0 ≤ z ≤ {@link MAX_TILE_ZOOM}, 0 ≤ x, y < 2^z), or
 * undefined when they do.
 */
export function xyzTileProblem(z: number, x: number, y: number): string | undefined {
  if (![z, x, y].every(Number.isInteger)) return 'z, x and y must be whole numbers';
  if (z < 0 || z > MAX_TILE_ZOOM) return `z must be between 0 and ${MAX_TILE_ZOOM}`;
  const size = 2 ** z;
  if (x < 0 || x >= size || y < 0 || y >= size) {
    return `x and y must be between 0 and ${size - 1} at zoom ${z}`;
  }
  return undefined;
}

/** The latitude of the top edge of tile row `row` of `size` rows. */
const latitudeOf = (row: number, size: number): number =>
  mercatorYToLat(WEB_MERCATOR_HALF_WORLD * (1 - (2 * row) / size));

/** The [west, south, east, north] lon/lat box of a tile. */
export function tileLonLatBounds({ z, x, y }: XyzTile): ImageryBbox {
  const size = 2 ** z;
  return [
    (x / size) * 360 - 180,
    latitudeOf(y + 1, size),
    ((x + 1) / size) * 360 - 180,
    latitudeOf(y, size),
  ];
}

/** True when two [west, south, east, north] boxes share more than an edge. */
export function boxesOverlap(a: ImageryBbox, b: ImageryBbox): boolean {
  return a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
}
