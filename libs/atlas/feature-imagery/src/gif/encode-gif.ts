// gifenc ships no types; the reference carries them to every project compiling this source.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../../../tools/types/gifenc.d.ts" />
import { GIFEncoder, applyPalette, quantize } from 'gifenc';

/** One frame: RGBA pixels (4 bytes a pixel, row-major). */
export interface GifFrame {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array | Uint8ClampedArray;
}

/** Default time each frame shows, ms. */
export const GIF_FRAME_MS = 800;

/**
 * Encodes frames as an animated GIF that loops forever, each frame with its own 256-colour
 * palette (gifenc). Every frame must have the size of the first.
 */
export function encodeGif(frames: readonly GifFrame[], delayMs = GIF_FRAME_MS): Uint8Array {
  const first = frames[0];
  if (!first) throw new RangeError('A GIF needs at least one frame.');
  const gif = GIFEncoder();
  for (const frame of frames) {
    if (frame.width !== first.width || frame.height !== first.height) {
      throw new RangeError('Every GIF frame must have the size of the first.');
    }
    if (frame.rgba.length !== frame.width * frame.height * 4) {
      throw new RangeError('A frame needs 4 bytes (RGBA) per pixel.');
    }
    const palette = quantize(frame.rgba, 256);
    const index = applyPalette(frame.rgba, palette);
    gif.writeFrame(index, frame.width, frame.height, { palette, delay: delayMs, repeat: 0 });
  }
  gif.finish();
  return gif.bytes();
}
