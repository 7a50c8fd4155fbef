import { ImageryInputError } from '../../imagery-error';
import type { PngPixels } from './encode-png';

/** True when every pixel's alpha is 255. */
export function isOpaque(rgba: Uint8Array): boolean {
  for (let q = 3; q < rgba.length; q += 4) if (rgba[q] !== 255) return false;
  return true;
}

/** RGB bytes of RGBA ones, alpha dropped. */
export function dropAlpha(rgba: Uint8Array): Uint8Array {
  const rgb = new Uint8Array((rgba.length / 4) * 3);
  for (let p = 0, q = 0; p < rgba.length; p += 4, q += 3) {
    rgb[q] = rgba[p]!;
    rgb[q + 1] = rgba[p + 1]!;
    rgb[q + 2] = rgba[p + 2]!;
  }
  return rgb;
}

/**
 * The PNG's pixels from a render's RGBA: RGB when every pixel is opaque (a quarter less to filter
 * and deflate, and what GDAL writes), else RGBA. Refuses a size that does not match the bytes.
 */
export function pngPixelsOf(rgba: Uint8Array, width: number, height: number): PngPixels {
  const valid = (n: number) => Number.isInteger(n) && n > 0 && n < 2 ** 31;
  if (!valid(width) || !valid(height) || rgba.length !== width * height * 4) {
    throw new ImageryInputError(
      `A PNG of ${width} × ${height} needs ${width * height * 4} RGBA bytes, got ${rgba.length}`,
    );
  }
  return isOpaque(rgba)
    ? { pixels: dropAlpha(rgba), width, height, channels: 3 }
    : { pixels: rgba, width, height, channels: 4 };
}
