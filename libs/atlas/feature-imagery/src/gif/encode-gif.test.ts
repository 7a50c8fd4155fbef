import { describe, expect, it } from 'vitest';
import { encodeGif } from './encode-gif';

function frame(width: number, height: number, rgb: [number, number, number]) {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([...rgb, 255], i);
  return { width, height, rgba };
}

/** Counts image descriptors (0x2C after a graphic control block) in a GIF byte stream. */
function countFrames(bytes: Uint8Array): number {
  let frames = 0;
  for (let i = 0; i + 9 < bytes.length; i++) {
    // Graphic control extension: 21 F9 04 ... 00, then an image descriptor 2C.
    if (
      bytes[i] === 0x21 &&
      bytes[i + 1] === 0xf9 &&
      bytes[i + 2] === 0x04 &&
      bytes[i + 8] === 0x2c
    ) {
      frames++;
    }
  }
  return frames;
}

describe('encodeGif', () => {
  it('writes an animated GIF89a with one image per frame, looping, in the given order', () => {
    const bytes = encodeGif(
      [frame(8, 6, [255, 0, 0]), frame(8, 6, [0, 0, 255]), frame(8, 6, [0, 255, 0])],
      500,
    );
    expect(new TextDecoder().decode(bytes.slice(0, 6))).toBe('GIF89a');
    // Logical screen size, little-endian.
    expect(bytes[6]! | (bytes[7]! << 8)).toBe(8);
    expect(bytes[8]! | (bytes[9]! << 8)).toBe(6);
    expect(countFrames(bytes)).toBe(3);
    // NETSCAPE2.0 loop extension present.
    expect(new TextDecoder().decode(bytes)).toContain('NETSCAPE2.0');
    // Delay is in centiseconds: 500 ms → 50.
    const gce = bytes.findIndex((b, i) => b === 0x21 && bytes[i + 1] === 0xf9);
    expect(bytes[gce + 4]! | (bytes[gce + 5]! << 8)).toBe(50);
    expect(bytes.at(-1)).toBe(0x3b);
  });

  it('refuses frames of different sizes and an empty list', () => {
    expect(() => encodeGif([])).toThrow(/at least one frame/);
    expect(() => encodeGif([frame(4, 4, [0, 0, 0]), frame(5, 4, [0, 0, 0])])).toThrow(/size/);
  });
});
