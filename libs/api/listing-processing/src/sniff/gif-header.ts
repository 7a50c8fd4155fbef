import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import type { FileReader } from './file-reader';
import type { GifHeader } from './raster-header';

function corrupt(detail: string): ProcessingError {
  return new ProcessingError(PROCESSING_ERROR_CODE.corrupt, `The GIF file is damaged: ${detail}.`);
}

/** True when the first bytes are GIF87a or GIF89a. */
export function isGifSignature(bytes: Buffer): boolean {
  const text = bytes.toString('latin1', 0, 6);
  return text === 'GIF87a' || text === 'GIF89a';
}

/** Budgets checked while scanning, so a GIF with a million frames is refused early. */
export interface GifScanLimits {
  readonly maxFrames: number;
}

/**
 * Walks the GIF blocks (skipping the compressed data, never decoding it): screen size, frame count
 * and each frame's delay from its graphic control extension. Stops as soon as the frame budget is
 * passed.
 */
export async function readGifHeader(reader: FileReader, limits: GifScanLimits): Promise<GifHeader> {
  const screen = await reader.readExact(0, 13);
  if (!screen || !isGifSignature(screen)) throw corrupt('the header is cut short');
  const width = screen.readUInt16LE(6);
  const height = screen.readUInt16LE(8);
  if (!width || !height) throw corrupt('it declares no screen size');
  const flags = screen[10] ?? 0;
  let position = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

  const skipSubBlocks = async (): Promise<void> => {
    for (;;) {
      const size = await reader.readExact(position, 1);
      if (!size) throw corrupt('a data block is cut short');
      position += 1 + (size[0] ?? 0);
      if (size[0] === 0) return;
    }
  };

  const delaysMs: number[] = [];
  let pendingDelay = 0;
  for (;;) {
    const introducer = await reader.readExact(position, 1);
    if (!introducer) {
      if (delaysMs.length > 0) break; // a missing trailer is common and harmless
      throw corrupt('it ends before its first frame');
    }
    const code = introducer[0];
    if (code === 0x3b) break;
    if (code === 0x21) {
      const label = await reader.readExact(position + 1, 1);
      if (!label) throw corrupt('an extension is cut short');
      if (label[0] === 0xf9) {
        const control = await reader.readExact(position + 2, 6);
        if (!control || control[0] !== 4) throw corrupt('a frame control block is invalid');
        pendingDelay = control.readUInt16LE(2) * 10;
      }
      position += 2;
      await skipSubBlocks();
      continue;
    }
    if (code === 0x2c) {
      const descriptor = await reader.readExact(position + 1, 9);
      if (!descriptor) throw corrupt('a frame header is cut short');
      const local = descriptor[8] ?? 0;
      position += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      position += 1; // LZW minimum code size
      await skipSubBlocks();
      delaysMs.push(pendingDelay);
      pendingDelay = 0;
      if (delaysMs.length > limits.maxFrames) {
        throw new ProcessingError(
          PROCESSING_ERROR_CODE.bomb,
          `The GIF has more than ${limits.maxFrames} frames, the most a GIF map may have.`,
        );
      }
      continue;
    }
    throw corrupt(`unknown block 0x${(code ?? 0).toString(16)} at byte ${position}`);
  }
  return { width, height, bands: 4, bitsPerSample: 8, frames: delaysMs.length, delaysMs };
}
