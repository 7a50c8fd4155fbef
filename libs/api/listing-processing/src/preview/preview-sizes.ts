import type { PreviewSize } from '@unfurl/domain';

/** One preview frame: a box the image fits inside, or a card it covers (cropped). */
export interface PreviewFrame {
  readonly width: number;
  readonly height: number;
  readonly fit: 'inside' | 'cover';
}

/**
 * Preview sizes (R-218: small, medium, sharing). The spec names them without pixels; these match
 * the seeded listings: 256 and 512 pixels on the longer side, and a 1200 × 630 sharing card.
 */
export const PREVIEW_FRAMES: Readonly<Record<PreviewSize, PreviewFrame>> = {
  small: { width: 256, height: 256, fit: 'inside' },
  medium: { width: 512, height: 512, fit: 'inside' },
  sharing: { width: 1200, height: 630, fit: 'cover' },
};

/** File name of a preview in a processed listing's folder. */
export function previewFileName(size: PreviewSize): string {
  return `preview-${size}.jpg`;
}

/** Background of previews where the map is transparent or has no data. */
export const PREVIEW_BACKGROUND = '#1b1d22';
