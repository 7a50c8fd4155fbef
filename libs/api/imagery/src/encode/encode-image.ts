import sharp from 'sharp';
import { georeferenceOf } from './geo-keys';
import { encodeRasterGeoTiff, rgbaRaster } from './raster-geotiff';
import { encodePng } from './png/encode-png';
import { isOpaque, pngPixelsOf } from './png/png-pixels';
import type { OutputGrid } from '../warp/output-grid';

/** Image formats the service returns (GeoTIFF: georeferenced, see `encode/`). */
export const IMAGE_CONTENT_TYPE = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
} as const;

/** One output content type. */
export type ImageContentType = (typeof IMAGE_CONTENT_TYPE)[keyof typeof IMAGE_CONTENT_TYPE];

/**
 * PNG encoders: `bands` (the default) filters rows here and deflates bands of them at once on the
 * libuv threadpool (`png/`); `sharp` is libvips' encoder, kept as a fallback.
 */
export const PNG_ENCODER = { bands: 'bands', sharp: 'sharp' } as const;

/** One PNG encoder. */
export type PngEncoder = (typeof PNG_ENCODER)[keyof typeof PNG_ENCODER];

/**
 * The zlib level of PNGs unless configured: 5, one below GDAL's `ZLEVEL=6`, because the `bands`
 * encoder's row filters suit deflate better than libpng's: at 5 the 2500² True Color render is
 * 3.4% smaller than GDAL's PNG of the same pixels (5.32 MB against 5.50 MB) at half the CPU of
 * level 6. Not every image is: of 15 Landsat and Sentinel-2 renders (800², 700² with no-data,
 * 256² tiles) at 5, 8 were 1.3-15% smaller, a Landsat False Color 800² 0.6% larger and 256²
 * tiles 0.1-0.6% larger; at 6 (3% smaller again, twice the deflate CPU) all were smaller but two
 * 3 KB mostly transparent ones (0.7%, 20 bytes, as with sharp at 7). The `sharp` encoder needs 7
 * to stay below GDAL on the 2500² render (libvips' filters and zlib-ng).
 */
export const DEFAULT_PNG_COMPRESSION_LEVEL = 5;

/** Encoding options: JPEG quality 1..100 (default 90); PNG zlib level 0..9 (default 5). */
export interface EncodeOptions {
  readonly contentType: ImageContentType;
  readonly quality?: number | undefined;
  readonly pngCompressionLevel?: number | undefined;
  /** Default `bands`. */
  readonly pngEncoder?: PngEncoder | undefined;
  /** Where the image lies; needed for image/tiff (a GeoTIFF in the grid's CRS). */
  readonly grid?: OutputGrid;
}

/**
 * Encodes RGBA bytes. A PNG drops the alpha channel when every pixel is opaque and is adaptively
 * filtered at `pngCompressionLevel`, by `pngEncoder`; a JPEG (sharp) has no alpha, so no-data
 * pixels come out black; a GeoTIFF keeps the four bytes (RGB + alpha) georeferenced in `grid`.
 */
export async function encodeImage(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: EncodeOptions,
): Promise<Buffer> {
  switch (options.contentType) {
    case IMAGE_CONTENT_TYPE.png:
      return encodeImagePng(rgba, width, height, options);
    case IMAGE_CONTENT_TYPE.jpeg:
      return sharp(rgba, { raw: { width, height, channels: 4 } })
        .flatten({ background: '#000000' })
        .jpeg({ quality: options.quality ?? 90 })
        .toBuffer();
    case IMAGE_CONTENT_TYPE.tiff: {
      if (!options.grid) throw new Error('A GeoTIFF needs the output grid');
      return encodeRasterGeoTiff(
        rgbaRaster(rgba),
        undefined,
        width,
        height,
        georeferenceOf(options.grid),
      );
    }
    default: {
      const never: never = options.contentType;
      throw new Error(`Unknown content type ${String(never)}`);
    }
  }
}

/**
 * A PNG by the chosen encoder. Adaptive filtering (a row filter chosen per row, as libpng does by
 * default for GDAL's PNGs): imagery PNGs half the size of unfiltered ones for the same pixels.
 */
function encodeImagePng(
  rgba: Uint8Array,
  width: number,
  height: number,
  options: EncodeOptions,
): Promise<Buffer> {
  const level = options.pngCompressionLevel ?? DEFAULT_PNG_COMPRESSION_LEVEL;
  const encoder = options.pngEncoder ?? PNG_ENCODER.bands;
  switch (encoder) {
    case PNG_ENCODER.bands:
      return encodePng(pngPixelsOf(rgba, width, height), { level });
    case PNG_ENCODER.sharp: {
      const image = sharp(rgba, { raw: { width, height, channels: 4 } });
      return (isOpaque(rgba) ? image.removeAlpha() : image)
        .png({ compressionLevel: level, adaptiveFiltering: true })
        .toBuffer();
    }
    default: {
      const never: never = encoder;
      throw new Error(`Unknown PNG encoder ${String(never)}`);
    }
  }
}
