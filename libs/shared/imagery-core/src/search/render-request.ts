import { MAX_IMAGE_PIXELS, MESSAGES, imageCacheKey, thumbnailSize } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { imageSizeProblem } from '@unfurl/validators';

/** Message for an image side that is not a whole number of pixels from 1 up. */
export const BAD_IMAGE_SIZE = `Width and height must be whole numbers of pixels from 1 to ${MAX_IMAGE_PIXELS}.`;

/**
 * Checks the pixel size of a render request (2§5, rulings 6 and 9): each side a whole number from
 * 1 to 2500 (2500 allowed). Returns the area-too-big message naming the side(s) to reduce
 * (R-434..R-436), {@link BAD_IMAGE_SIZE} for a side that is not a positive integer, or undefined.
 */
export function renderSizeProblem(width: number, height: number): string | undefined {
  if (![width, height].every((v) => Number.isInteger(v) && v >= 1)) return BAD_IMAGE_SIZE;
  return imageSizeProblem(width, height);
}

/**
 * What is wrong with a render request's area and size, in the spec's words (2§5): a bbox that is
 * not four finite numbers gives 'Invalid coordinates detected.', corners sharing a
 * longitude or latitude the single-point message, then {@link renderSizeProblem}.
 * Undefined when the request can be rendered.
 */
export function renderRequestProblem(request: {
  readonly bbox: readonly unknown[];
  readonly width: number;
  readonly height: number;
}): string | undefined {
  const { bbox } = request;
  if (bbox.length !== 4 || !bbox.every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return MESSAGES.invalidCoordinates;
  }
  const [minLng, minLat, maxLng, maxLat] = bbox as number[];
  if (minLng === maxLng || minLat === maxLat) return MESSAGES.singlePoint;
  return renderSizeProblem(request.width, request.height);
}

/**
 * Thumbnail pixel size of an image: the longer side is the thumbnail size of the resolution
 * (10 m 125, 20 m 250, 50 m 750, else 1400; 2§9, ruling 12), the other side keeps the aspect.
 */
export function thumbnailDimensions(
  widthPx: number,
  heightPx: number,
  resolution: number,
): { width: number; height: number } {
  const side = thumbnailSize(resolution);
  if (!(widthPx > 0 && heightPx > 0)) return { width: side, height: side };
  const scale = side / Math.max(widthPx, heightPx);
  return {
    width: Math.max(1, Math.round(widthPx * scale)),
    height: Math.max(1, Math.round(heightPx * scale)),
  };
}

/** What a rendered image is cached under (2§9). */
export interface RenderCacheKeyParts {
  readonly bbox: ImageryBbox;
  /** Any date-time `Date.parse` reads, or a Date; only its UTC hour matters. */
  readonly date: string | Date;
  readonly width: number;
  readonly height: number;
  /** The script: a built-in name or the evalscript source (hashed when long). */
  readonly script: string;
}

/** FNV-1a 32-bit hash as 8 hex digits: short, stable keys for long evalscripts. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/**
 * The session image-cache key (2§9, R-460) built on the domain's `imageCacheKey`: the area (to
 * 6 decimals), the date normalised to its UTC hour (so 10:05Z, 10:59Z and 12:30+02:00 share a key),
 * the size, and the script (sources over 64 characters are hashed with their length).
 */
export function renderCacheKey(parts: RenderCacheKeyParts): string {
  const time = parts.date instanceof Date ? parts.date.getTime() : Date.parse(parts.date);
  const date = Number.isNaN(time) ? String(parts.date) : new Date(time).toISOString();
  const bbox = parts.bbox.map((v) => Number(v.toFixed(6))) as unknown as ImageryBbox;
  const script =
    parts.script.length > 64 ? `#${fnv1a(parts.script)}:${parts.script.length}` : parts.script;
  return imageCacheKey({ bbox, date, width: parts.width, height: parts.height, script });
}
