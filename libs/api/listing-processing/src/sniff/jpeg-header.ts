import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import type { FileReader } from './file-reader';
import type { RasterHeader } from './raster-header';

const MAX_SEGMENTS = 10_000;

function corrupt(detail: string): ProcessingError {
  return new ProcessingError(PROCESSING_ERROR_CODE.corrupt, `The JPEG file is damaged: ${detail}.`);
}

/** True when the first bytes are a JPEG start-of-image followed by a marker. */
export function isJpegSignature(bytes: Buffer): boolean {
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/** Walks the marker segments up to the first start-of-frame (SOFn) and reads its size. */
export async function readJpegHeader(reader: FileReader): Promise<RasterHeader> {
  let position = 2;
  for (let i = 0; i < MAX_SEGMENTS; i += 1) {
    const marker = await reader.readExact(position, 4);
    if (!marker) throw corrupt('it ends before its frame header');
    if (marker[0] !== 0xff) throw corrupt(`a marker is missing at byte ${position}`);
    const code = marker[1] ?? 0;
    if (code === 0xff) {
      position += 1; // fill byte
      continue;
    }
    if (code === 0xd9 || code === 0xda) throw corrupt('it has no frame header');
    const length = marker.readUInt16BE(2);
    const isFrame = code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;
    if (isFrame) {
      const frame = await reader.readExact(position + 4, 6);
      if (!frame) throw corrupt('its frame header is cut short');
      const height = frame.readUInt16BE(1);
      const width = frame.readUInt16BE(3);
      const bands = frame[5] ?? 0;
      if (!width || !height || !bands) throw corrupt('its frame header declares no size');
      return { width, height, bands, bitsPerSample: frame[0] ?? 8 };
    }
    if (length < 2) throw corrupt(`segment length ${length} at byte ${position}`);
    position += 2 + length;
  }
  throw corrupt('too many segments before the frame header');
}
