import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import type { RasterHeader } from './raster-header';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by PNG colour type (a palette expands to RGB). */
const BANDS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 3, 4: 2, 6: 4 };

/** True when the first bytes are the PNG signature. */
export function isPngSignature(bytes: Buffer): boolean {
  return bytes.length >= 8 && bytes.subarray(0, 8).equals(SIGNATURE);
}

/** Reads the IHDR chunk (always first, at byte 8). */
export function readPngHeader(first: Buffer): RasterHeader {
  if (first.length < 29 || first.toString('latin1', 12, 16) !== 'IHDR') {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.corrupt,
      'The PNG file is damaged: it has no image header.',
    );
  }
  const width = first.readUInt32BE(16);
  const height = first.readUInt32BE(20);
  const bitDepth = first[24] ?? 0;
  const bands = BANDS[first[25] ?? -1];
  if (!width || !height || !bands || ![1, 2, 4, 8, 16].includes(bitDepth)) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.corrupt,
      'The PNG file is damaged: its image header is invalid.',
    );
  }
  return { width, height, bands, bitsPerSample: bitDepth };
}
