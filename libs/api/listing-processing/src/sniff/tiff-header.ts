import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import type { FileReader } from './file-reader';
import type { RasterHeader } from './raster-header';

const TAG = { width: 256, height: 257, bitsPerSample: 258, samplesPerPixel: 277 } as const;
const MAX_ENTRIES = 4096;

function corrupt(detail: string): ProcessingError {
  return new ProcessingError(PROCESSING_ERROR_CODE.corrupt, `The TIFF file is damaged: ${detail}.`);
}

/** True when the first bytes are a classic TIFF or BigTIFF signature (II or MM). */
export function isTiffSignature(bytes: Buffer): boolean {
  if (bytes.length < 4) return false;
  const little = bytes[0] === 0x49 && bytes[1] === 0x49;
  const big = bytes[0] === 0x4d && bytes[1] === 0x4d;
  if (!little && !big) return false;
  const version = little ? bytes.readUInt16LE(2) : bytes.readUInt16BE(2);
  return version === 42 || version === 43;
}

/** Reads width, height, samples and bits of the first image (IFD 0) of a TIFF or BigTIFF. */
export async function readTiffHeader(reader: FileReader): Promise<RasterHeader> {
  const head = await reader.readExact(0, 16);
  if (!head || !isTiffSignature(head)) throw corrupt('the header is cut short');
  const le = head[0] === 0x49;
  const u16 = (b: Buffer, o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (b: Buffer, o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  const u64 = (b: Buffer, o: number) => Number(le ? b.readBigUInt64LE(o) : b.readBigUInt64BE(o));
  const big = u16(head, 2) === 43;
  const ifdOffset = big ? u64(head, 8) : u32(head, 4);
  if (ifdOffset < 8 || ifdOffset >= reader.size) throw corrupt('the first image lies outside it');

  const countBytes = await reader.readExact(ifdOffset, big ? 8 : 2);
  if (!countBytes) throw corrupt('the first image directory is cut short');
  const count = big ? u64(countBytes, 0) : u16(countBytes, 0);
  if (count === 0 || count > MAX_ENTRIES) throw corrupt(`the image directory has ${count} entries`);
  const entrySize = big ? 20 : 12;
  const entries = await reader.readExact(ifdOffset + (big ? 8 : 2), count * entrySize);
  if (!entries) throw corrupt('the first image directory is cut short');

  const values = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    const at = i * entrySize;
    const tag = u16(entries, at);
    if (!Object.values(TAG).includes(tag as never)) continue;
    const type = u16(entries, at + 2);
    const valueAt = at + (big ? 12 : 8);
    const n = big ? u64(entries, at + 4) : u32(entries, at + 4);
    // SHORT (3), LONG (4) or LONG8 (16); with several values (bits per sample of each band) the
    // first one is inline only when they all fit, else at an offset.
    const size = type === 3 ? 2 : type === 4 ? 4 : type === 16 ? 8 : 0;
    if (size === 0) throw corrupt(`tag ${tag} has type ${type}`);
    const inline = n * size <= (big ? 8 : 4);
    let source = entries;
    let offset = valueAt;
    if (!inline) {
      const pointer = big ? u64(entries, valueAt) : u32(entries, valueAt);
      const bytes = await reader.readExact(pointer, size);
      if (!bytes) throw corrupt(`tag ${tag} points outside the file`);
      source = Buffer.from(bytes);
      offset = 0;
    }
    values.set(
      tag,
      size === 2 ? u16(source, offset) : size === 4 ? u32(source, offset) : u64(source, offset),
    );
  }
  const width = values.get(TAG.width);
  const height = values.get(TAG.height);
  if (!width || !height) throw corrupt('it declares no image size');
  return {
    width,
    height,
    bands: values.get(TAG.samplesPerPixel) ?? 1,
    bitsPerSample: values.get(TAG.bitsPerSample) ?? 1,
  };
}
