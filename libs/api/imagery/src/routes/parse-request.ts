import { MAX_IMAGE_PIXELS, MESSAGES } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { orderDateRange } from '@unfurl/validators';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';

/**
 * A valid `[west, south, east, north]` box or a 400 that says what is wrong: non-numbers give
 * 'Invalid coordinates detected.', a zero-width or zero-height box the single-point message.
 */
export function parseBbox(bbox: readonly number[]): ImageryBbox {
  const [w, s, e, n] = bbox;
  if (bbox.length !== 4 || ![w, s, e, n].every((v) => Number.isFinite(v))) {
    throw new ImageryInputError(MESSAGES.invalidCoordinates, IMAGERY_ERROR_CODE.badBbox);
  }
  const box = [w!, s!, e!, n!] as const;
  if (box[0] < -180 || box[2] > 180 || box[1] < -90 || box[3] > 90) {
    throw new ImageryInputError(
      `bbox ${box.join(',')} is out of range: longitudes must be within -180..180 and latitudes within -90..90`,
      IMAGERY_ERROR_CODE.badBbox,
    );
  }
  if (box[0] === box[2] || box[1] === box[3]) {
    throw new ImageryInputError(MESSAGES.singlePoint, IMAGERY_ERROR_CODE.badBbox);
  }
  if (box[0] > box[2] || box[1] > box[3]) {
    throw new ImageryInputError(
      `bbox ${box.join(',')} must be [west, south, east, north] with west < east and south < north`,
      IMAGERY_ERROR_CODE.badBbox,
    );
  }
  return box;
}

/** ISO instants in order (a start after the end is swapped, 2§5) or a 400 naming the bad one. */
export function parseTimeRange(range: { from: string; to: string }): { from: string; to: string } {
  for (const [name, value] of Object.entries(range)) {
    if (Number.isNaN(Date.parse(value))) {
      throw new ImageryInputError(`timeRange.${name} is not a date: '${value}'`);
    }
  }
  const [from, to] = orderDateRange(Date.parse(range.from), Date.parse(range.to));
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/** The 2500 px per side rule (2§5, ruling 6: 2500 is allowed) as a 400. */
export function checkImageSize(width: number, height: number): void {
  const over = [
    width > MAX_IMAGE_PIXELS ? `width ${width} px` : '',
    height > MAX_IMAGE_PIXELS ? `height ${height} px` : '',
  ].filter(Boolean);
  if (over.length > 0) {
    throw new ImageryInputError(
      `Image too large: ${over.join(' and ')} over the limit of ${MAX_IMAGE_PIXELS} px per side`,
      IMAGERY_ERROR_CODE.imageTooLarge,
    );
  }
}
