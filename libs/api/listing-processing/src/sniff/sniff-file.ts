import { open } from 'node:fs/promises';
import type { ProcessingLimits } from '../limits';
import { DEFAULT_LIMITS } from '../limits';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { FileReader } from './file-reader';
import type { FileKind } from './file-kind';
import { FILE_KIND, FILE_KIND_LABEL } from './file-kind';
import { isGifSignature, readGifHeader } from './gif-header';
import { isJpegSignature, readJpegHeader } from './jpeg-header';
import { isPngSignature, readPngHeader } from './png-header';
import type { GifHeader, RasterHeader } from './raster-header';
import { decodedBytes } from './raster-header';
import { isTiffSignature, readTiffHeader } from './tiff-header';
import type { WorldFile } from './world-file';
import { isWorldFileText, parseWorldFile } from './world-file';

/** A file whose kind was read from its content and whose header passed the size budgets. */
export type SniffedFile =
  | { readonly kind: 'tiff'; readonly bytes: number; readonly header: RasterHeader }
  | { readonly kind: 'jpeg'; readonly bytes: number; readonly header: RasterHeader }
  | { readonly kind: 'png'; readonly bytes: number; readonly header: RasterHeader }
  | { readonly kind: 'gif'; readonly bytes: number; readonly header: GifHeader }
  | { readonly kind: 'world-file'; readonly bytes: number; readonly worldFile: WorldFile };

const count = (n: number) => Math.round(n).toLocaleString('en-GB');

function bomb(message: string): ProcessingError {
  return new ProcessingError(
    PROCESSING_ERROR_CODE.bomb,
    `${message} It was refused before decoding.`,
  );
}

function checkBudgets(sniffed: SniffedFile, limits: ProcessingLimits): void {
  if (sniffed.kind === FILE_KIND.worldFile) return;
  const { header } = sniffed;
  const pixels = header.width * header.height;
  const size = `${count(header.width)} × ${count(header.height)} pixels`;
  switch (sniffed.kind) {
    case 'tiff': {
      const samples = pixels * header.bands;
      if (samples > limits.maxRasterSamples) {
        throw bomb(
          `The GeoTIFF declares ${size} × ${header.bands} bands (${count(samples)} samples); the most a map may have is ${count(limits.maxRasterSamples)}.`,
        );
      }
      break;
    }
    case 'jpeg':
    case 'png':
      if (pixels > limits.maxImagePixels) {
        throw bomb(
          `The image declares ${size} (${count(pixels)}); the most an image map may have is ${count(limits.maxImagePixels)}.`,
        );
      }
      break;
    case 'gif': {
      const total = pixels * sniffed.header.frames;
      if (pixels > limits.maxImagePixels || total > limits.maxGifPixels) {
        throw bomb(
          `The GIF declares ${sniffed.header.frames} frames of ${size} (${count(total)} pixels in all); the most a GIF map may have is ${count(limits.maxGifPixels)}.`,
        );
      }
      break;
    }
    default: {
      const never: never = sniffed;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
  const decoded =
    sniffed.kind === FILE_KIND.gif
      ? decodedBytes(header) * sniffed.header.frames
      : decodedBytes(header);
  if (decoded > limits.bombFloorBytes && decoded / sniffed.bytes > limits.maxExpansionRatio) {
    throw bomb(
      `The ${count(sniffed.bytes)}-byte file would expand to ${count(decoded)} bytes (more than ${limits.maxExpansionRatio} times its size).`,
    );
  }
}

/** The kind of a binary file by its first 16 bytes, or undefined (world files are told by their text). */
export function kindOfSignature(first: Buffer): FileKind | undefined {
  if (isTiffSignature(first)) return FILE_KIND.tiff;
  if (isJpegSignature(first)) return FILE_KIND.jpeg;
  if (isPngSignature(first)) return FILE_KIND.png;
  if (isGifSignature(first)) return FILE_KIND.gif;
  return undefined;
}

/**
 * Reads what a file is from its content (magic bytes and header), never from its name, and checks
 * its size and declared dimensions against the budgets before any pixel is decoded. When `expect`
 * is given, a file of another kind is refused with CONTENT_MISMATCH.
 */
export async function sniffFile(
  path: string,
  options: { readonly limits?: ProcessingLimits; readonly expect?: readonly FileKind[] } = {},
): Promise<SniffedFile> {
  const limits = options.limits ?? DEFAULT_LIMITS;
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size === 0) {
      throw new ProcessingError(PROCESSING_ERROR_CODE.unrecognised, 'The file is empty.');
    }
    if (size > limits.maxFileBytes) {
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.tooLarge,
        `The file is ${count(size)} bytes; the largest accepted is ${count(limits.maxFileBytes)} bytes.`,
      );
    }
    const reader = new FileReader(handle, size);
    const first = await reader.read(0, 64);
    const kind =
      size <= 4096 && isWorldFileText(await reader.read(0, size))
        ? FILE_KIND.worldFile
        : kindOfSignature(first.subarray(0, 16));
    if (kind === undefined) {
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.unrecognised,
        'The file is not a GeoTIFF, JPEG, PNG, GIF or world file.',
      );
    }
    if (options.expect && !options.expect.includes(kind)) {
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.contentMismatch,
        `The file is not ${options.expect.map((k) => FILE_KIND_LABEL[k]).join(' or ')}: its content is ${FILE_KIND_LABEL[kind]}.`,
      );
    }
    let sniffed: SniffedFile;
    switch (kind) {
      case 'tiff':
        sniffed = { kind, bytes: size, header: await readTiffHeader(reader) };
        break;
      case 'jpeg':
        sniffed = { kind, bytes: size, header: await readJpegHeader(reader) };
        break;
      case 'png':
        sniffed = { kind, bytes: size, header: readPngHeader(await reader.read(0, 64)) };
        break;
      case 'gif':
        sniffed = {
          kind,
          bytes: size,
          header: await readGifHeader(reader, { maxFrames: limits.maxGifFrames }),
        };
        break;
      case 'world-file':
        sniffed = {
          kind,
          bytes: size,
          worldFile: parseWorldFile((await reader.read(0, size)).toString('latin1')),
        };
        break;
      default: {
        const never: never = kind;
        throw new Error(`unknown kind ${String(never)}`);
      }
    }
    checkBudgets(sniffed, limits);
    return sniffed;
  } finally {
    await handle.close();
  }
}
