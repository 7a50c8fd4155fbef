import { MESSAGES } from '../messages/messages';
import type { ImageryBbox } from './imagery-entities';

/** What identifies a rendered image in the session cache (2§9). */
export interface ImageCacheKeyParts {
  readonly bbox: ImageryBbox;
  /** ISO date-time; only the hour matters. */
  readonly date: string;
  readonly width: number;
  readonly height: number;
  readonly script: string;
}

/** Cache key by area, date at hourly granularity, size and script (2§9, R-460). */
export function imageCacheKey(parts: ImageCacheKeyParts): string {
  const hour = parts.date.slice(0, 13);
  return [parts.bbox.join(','), hour, `${parts.width}x${parts.height}`, parts.script].join('|');
}

/**
 * The error to store after an image fetch (2§8): empty for a cancelled request, else the error's
 * message, else 'An unknown error occurred while fetching the image.'.
 */
export function imageFetchErrorMessage(error: unknown, cancelled: boolean): string {
  if (cancelled) return '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message : MESSAGES.imageFetchUnknown;
}

/** Templates of the recommended listings call; the default is all three (1§7). */
export const RECOMMENDED_TEMPLATES = ['PERSONAL', 'POPULAR', 'FOLLOWING'] as const;
