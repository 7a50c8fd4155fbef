import { crc32, inflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodePng } from './encode-png';
import type { PngPixels } from './encode-png';

/** The chunks of a PNG, each CRC checked. */
function chunksOf(png: Buffer): { type: string; data: Buffer }[] {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const chunks = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData));
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

/** Smooth ramps in the top half (Paeth's kind of image), noise below, random alpha if 4. */
function testImage(width: number, height: number, channels: 3 | 4): PngPixels {
  const pixels = new Uint8Array(width * height * channels);
  let s = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * channels;
      for (let c = 0; c < channels; c++) {
        s = (s * 1103515245 + 12345) >>> 0;
        pixels[p + c] = y < height / 2 ? (x * (c + 1) + y * 3) & 255 : s >>> 24;
      }
    }
  }
  return { pixels, width, height, channels };
}

async function decoded(png: Buffer): Promise<{ data: Buffer; channels: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, channels: info.channels };
}

describe('encodePng', () => {
  it('writes a valid PNG of exactly the pixels, one IDAT per band, RGB and RGBA', async () => {
    for (const channels of [3, 4] as const) {
      const image = testImage(37, 53, channels);
      const png = await encodePng(image, { level: 6, bandBytes: (37 * channels + 1) * 5 });
      const chunks = chunksOf(png);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', ...Array(11).fill('IDAT'), 'IEND']);
      const ihdr = chunks[0]!.data;
      expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([
        37,
        53,
        8,
        channels === 4 ? 6 : 2,
      ]);
      // One zlib stream across the IDATs; inflateSync checks its Adler-32.
      const rows = inflateSync(
        Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)),
      );
      expect(rows.length).toBe(53 * (37 * channels + 1));
      const back = await decoded(png);
      expect(back.channels).toBe(channels);
      expect(back.data.equals(Buffer.from(image.pixels))).toBe(true);
    }
  });

  it('gives the same pixels at every level, in one band or many, from 1 × 1 up', async () => {
    for (const [width, height] of [
      [1, 1],
      [3, 1],
      [1, 40],
      [64, 64],
    ] as const) {
      const image = testImage(width, height, 3);
      for (const level of [0, 1, 5, 9]) {
        for (const bandBytes of [1, 1 << 20]) {
          const back = await decoded(await encodePng(image, { level, bandBytes }));
          expect(back.data.equals(Buffer.from(image.pixels))).toBe(true);
        }
      }
    }
  });

  it('bands primed with the data before them cost almost nothing against one band', async () => {
    const image = testImage(200, 400, 3);
    const one = await encodePng(image, { level: 6 });
    const many = await encodePng(image, { level: 6, bandBytes: (200 * 3 + 1) * 40 });
    expect(chunksOf(many).length).toBe(12);
    expect(many.length).toBeLessThan(one.length * 1.01);
  });

  it('a deflate failure in any band rejects the encode, with no unhandled rejection left over', async () => {
    const image = testImage(20, 40, 3);
    await expect(encodePng(image, { level: 12, bandBytes: 61 * 4 })).rejects.toThrow(/level/);
  });
});
