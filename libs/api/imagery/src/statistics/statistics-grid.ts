import { MAX_IMAGE_PIXELS, WEB_MERCATOR_RADIUS } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';

/** Default statistics resolution, metres (2§9, R-444). */
export const STATISTICS_RESOLUTION = 200;

/** Pixel size of the statistics grid over a lon/lat box at `resolution` metres per pixel. */
export function statisticsGrid(
  bbox: ImageryBbox,
  resolution: number,
): { width: number; height: number } {
  const [w, s, e, n] = bbox;
  const toRad = Math.PI / 180;
  const width = Math.max(
    1,
    Math.round(
      ((e - w) * toRad * WEB_MERCATOR_RADIUS * Math.cos(((s + n) / 2) * toRad)) / resolution,
    ),
  );
  const height = Math.max(1, Math.round(((n - s) * toRad * WEB_MERCATOR_RADIUS) / resolution));
  if (width > MAX_IMAGE_PIXELS || height > MAX_IMAGE_PIXELS) {
    throw new ImageryInputError(
      `Area too large for statistics at ${resolution} m: ${width} x ${height} px, at most ${MAX_IMAGE_PIXELS} px per side; use a coarser resolution or a smaller area`,
      IMAGERY_ERROR_CODE.imageTooLarge,
    );
  }
  return { width, height };
}
