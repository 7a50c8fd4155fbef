import { adler32 } from './adler32';
import { DEFLATE_WINDOW, deflateBand, zlibHeader } from './deflate-band';
import { chooseFilterSet } from './filter-trial';
import { filterRows } from './png-filter';
import { PNG_COLOR_TYPE, PNG_SIGNATURE, iendChunk, ihdrChunk, pngChunk } from './png-chunks';

/** Filtered bytes per band deflated apart: about 18 bands for a 2500² RGB image. */
export const PNG_BAND_BYTES = 1024 * 1024;

/** A PNG to encode: 8-bit RGB (3 bytes a pixel) or RGBA (4), rows top to bottom. */
export interface PngPixels {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: 3 | 4;
}

/** zlib level 0..9; `bandBytes` is for tests (many bands from a small image). */
export interface PngEncodeOptions {
  readonly level: number;
  readonly bandBytes?: number;
}

/** `promise`, marked handled: awaited later, its failure is not an unhandled rejection meanwhile. */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * Encodes a PNG whose one zlib stream is deflated in bands at once on the libuv threadpool, while
 * this thread filters the next band (rows filtered as `png-filter.ts` says, with the filter set
 * `filter-trial.ts` picks for the band). Bands are whole rows of about `PNG_BAND_BYTES`, a fixed
 * size, so the bytes depend on the pixels and level only, not on the machine's cores.
 * The zlib stream is the 2-byte header, the bands' raw deflate pieces in order and the Adler-32
 * of all filtered rows; each piece is its own IDAT chunk.
 */
export async function encodePng(image: PngPixels, options: PngEncodeOptions): Promise<Buffer> {
  const { pixels, width, height, channels } = image;
  const rowBytes = width * channels;
  const stride = rowBytes + 1;
  const filtered = new Uint8Array(stride * height);
  const rowsPerBand = Math.max(1, Math.floor((options.bandBytes ?? PNG_BAND_BYTES) / stride));
  const starts = Array.from({ length: Math.ceil(height / rowsPerBand) }, (_, k) => k * rowsPerBand);
  const bandRows = (y: number) => ({
    pixels,
    rowBytes,
    bpp: channels,
    first: y,
    end: Math.min(height, y + rowsPerBand),
  });
  // All trials first: their deflates queue on the threadpool while this thread filters bands.
  const sets = starts.map((y) => handled(chooseFilterSet(bandRows(y), options.level)));
  const pieces: Promise<Buffer>[] = [];
  let adler = 1;
  for (const [k, y] of starts.entries()) {
    const { end } = bandRows(y);
    const set = await sets[k]!;
    filterRows(pixels, rowBytes, channels, { first: y, end, set }, filtered, y * stride);
    const band = filtered.subarray(y * stride, end * stride);
    adler = adler32(band, adler);
    const dictionary = filtered.subarray(Math.max(0, y * stride - DEFLATE_WINDOW), y * stride);
    pieces.push(
      handled(deflateBand(band, { level: options.level, dictionary, last: end === height })),
    );
  }
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler, 0);
  const deflated = await Promise.all(pieces);
  const idats = deflated.map((piece, i) =>
    pngChunk('IDAT', [
      ...(i === 0 ? [zlibHeader(options.level)] : []),
      piece,
      ...(i === deflated.length - 1 ? [trailer] : []),
    ]),
  );
  const colorType = channels === 4 ? PNG_COLOR_TYPE.rgba : PNG_COLOR_TYPE.rgb;
  return Buffer.concat([
    PNG_SIGNATURE,
    ...ihdrChunk(width, height, colorType),
    ...idats.flat(),
    ...iendChunk(),
  ]);
}
