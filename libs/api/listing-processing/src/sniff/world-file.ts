import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';

/**
 * A world file's six numbers (ESRI order): x pixel size, rotation terms, y pixel size (negative for
 * north-up) and the map coordinates of the CENTRE of the top-left pixel.
 */
export interface WorldFile {
  readonly a: number;
  readonly d: number;
  readonly b: number;
  readonly e: number;
  readonly c: number;
  readonly f: number;
}

/** The largest world file we read; six numbers take a few hundred bytes at most. */
export const MAX_WORLD_FILE_BYTES = 4096;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** How a world file is written, told to an uploader whose file is not one. */
const SHAPE = 'It must hold six numbers, one per line.';

/**
 * A world file that cannot be used, in words that say it is the world file (not the image) that
 * is wrong; `shape` adds how a world file is written (for a file that is not one at all).
 */
export function invalidWorldFile(detail: string, shape = true): ProcessingError {
  return new ProcessingError(
    PROCESSING_ERROR_CODE.invalidWorldFile,
    `The world file is not valid: ${detail}.${shape ? ` ${SHAPE}` : ''}`,
  );
}
const invalid = invalidWorldFile;

/** True when the bytes look like the text of a world file (digits, signs, dots, spaces only). */
export function isWorldFileText(bytes: Buffer): boolean {
  if (bytes.length === 0 || bytes.length > MAX_WORLD_FILE_BYTES) return false;
  for (const byte of bytes) {
    const ok =
      (byte >= 0x30 && byte <= 0x39) ||
      [0x2b, 0x2d, 0x2e, 0x65, 0x45, 0x20, 0x09, 0x0a, 0x0d].includes(byte);
    if (!ok) return false;
  }
  return true;
}

/**
 * Parses world file text: exactly six finite numbers, one a line, with non-zero pixel sizes
 * (a leading byte order mark, as Windows Notepad writes, is skipped).
 */
export function parseWorldFile(text: string): WorldFile {
  if (text.length > MAX_WORLD_FILE_BYTES) throw invalid('it is longer than a world file can be');
  const lines = text
    .replace(/^\ufeff/, '')
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  // A line that is no number first: a text that is not a world file at all is told so.
  const numbers = lines.map((line, i) => {
    if (!NUMBER.test(line)) throw invalid(`line ${i + 1} ('${line.slice(0, 40)}') is not a number`);
    return Number(line);
  });
  if (lines.length !== 6) throw invalid(`it has ${lines.length} lines, a world file has 6`);
  const [a, d, b, e, c, f] = numbers as [number, number, number, number, number, number];
  if (!numbers.every(Number.isFinite)) throw invalid('a number is out of range', false);
  if (a * e - b * d === 0) throw invalid('its pixel size is zero', false);
  return { a, d, b, e, c, f };
}

/** GDAL's geotransform (top-left corner of the top-left pixel) from a world file. */
export function worldFileToGeoTransform(
  w: WorldFile,
): readonly [number, number, number, number, number, number] {
  return [w.c - w.a / 2 - w.b / 2, w.a, w.b, w.f - w.d / 2 - w.e / 2, w.d, w.e];
}
