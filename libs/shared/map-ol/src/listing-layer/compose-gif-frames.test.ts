// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../../../../tools/types/gifenc.d.ts" />
import { GIFEncoder, applyPalette, quantize } from 'gifenc';
import { describe, expect, it } from 'vitest';
import { composeGifFrames } from './compose-gif-frames';

/** A 4 × 2 GIF of solid frames in the given colours, each shown `delay` ms. */
function solidGif(colours: readonly [number, number, number][], delay: number): ArrayBuffer {
  const gif = GIFEncoder();
  for (const [r, g, b] of colours) {
    const rgba = new Uint8Array(4 * 2 * 4);
    for (let i = 0; i < rgba.length; i += 4) rgba.set([r, g, b, 255], i);
    const palette = quantize(rgba, 4);
    gif.writeFrame(applyPalette(rgba, palette), 4, 2, { palette, delay });
  }
  gif.finish();
  const bytes = gif.bytes();
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

describe('composeGifFrames', () => {
  it('gives one whole picture per frame with its colours and delay', () => {
    const animation = composeGifFrames(
      solidGif(
        [
          [255, 0, 0],
          [0, 0, 255],
          [0, 255, 0],
        ],
        250,
      ),
    );
    expect(animation.width).toBe(4);
    expect(animation.height).toBe(2);
    expect(animation.pictures).toHaveLength(3);
    expect([...animation.pictures[0]!.rgba.slice(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...animation.pictures[1]!.rgba.slice(28, 32)]).toEqual([0, 0, 255, 255]);
    expect([...animation.pictures[2]!.rgba.slice(0, 4)]).toEqual([0, 255, 0, 255]);
    expect(animation.pictures.map((p) => p.delayMs)).toEqual([250, 250, 250]);
  });

  it('shows a missing or tiny delay as 100 ms, as browsers do', () => {
    const animation = composeGifFrames(solidGif([[10, 20, 30]], 0));
    expect(animation.pictures[0]!.delayMs).toBe(100);
  });

  it('refuses bytes that are not a GIF', () => {
    expect(() =>
      composeGifFrames(new TextEncoder().encode('hello').buffer as ArrayBuffer),
    ).toThrow();
  });
});
