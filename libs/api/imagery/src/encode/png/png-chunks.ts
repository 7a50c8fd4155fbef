import { crc32 } from 'node:zlib';

/** The 8 bytes every PNG starts with. */
export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

/** PNG colour types this encoder writes: 8-bit RGB or RGBA. */
export const PNG_COLOR_TYPE = { rgb: 2, rgba: 6 } as const;

/** One colour type. */
export type PngColorType = (typeof PNG_COLOR_TYPE)[keyof typeof PNG_COLOR_TYPE];

/**
 * One chunk (length, type, data, CRC-32 of type and data) whose data is `parts` in order, so a
 * large IDAT is checksummed where it lies instead of copied together first.
 */
export function pngChunk(type: string, parts: readonly Uint8Array[]): Uint8Array[] {
  const length = parts.reduce((sum, p) => sum + p.length, 0);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(length, 0);
  head.write(type, 4, 'latin1');
  let crc = crc32(head.subarray(4));
  for (const part of parts) crc = crc32(part, crc);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc >>> 0, 0);
  return [head, ...parts, tail];
}

/** The IHDR chunk: 8-bit samples, deflate, adaptive filtering, no interlace. */
export function ihdrChunk(width: number, height: number, colorType: PngColorType): Uint8Array[] {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = colorType;
  return pngChunk('IHDR', [data]);
}

/** The IEND chunk. */
export function iendChunk(): Uint8Array[] {
  return pngChunk('IEND', []);
}
