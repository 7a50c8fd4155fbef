import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageryInputError } from '../imagery-error';
import { IMAGE_CONTENT_TYPE, PNG_ENCODER, encodeImage } from './encode-image';

/** A 40 × 30 RGBA gradient, opaque unless `hole` clears a corner. */
function rgba(hole: boolean): Uint8Array {
  const out = new Uint8Array(40 * 30 * 4);
  for (let p = 0; p < 40 * 30; p++) {
    const [x, y] = [p % 40, Math.floor(p / 40)];
    out.set([x * 6, y * 8, (x * y) & 255, hole && x < 10 && y < 10 ? 0 : 255], p * 4);
  }
  return out;
}

describe('encodeImage PNG', () => {
  it('both encoders give the same pixels: RGB when opaque, RGBA when not', async () => {
    for (const hole of [false, true]) {
      const pixels = rgba(hole);
      const expected = hole
        ? Buffer.from(pixels)
        : await sharp(pixels, { raw: { width: 40, height: 30, channels: 4 } })
            .removeAlpha()
            .raw()
            .toBuffer();
      for (const pngEncoder of Object.values(PNG_ENCODER)) {
        const png = await encodeImage(pixels, 40, 30, {
          contentType: IMAGE_CONTENT_TYPE.png,
          pngEncoder,
        });
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
        expect(info.channels).toBe(hole ? 4 : 3);
        expect(data.equals(expected)).toBe(true);
      }
    }
  });

  it('refuses pixels that do not match the size with a 400', async () => {
    const png = (width: number, height: number) =>
      encodeImage(rgba(false), width, height, { contentType: IMAGE_CONTENT_TYPE.png });
    for (const [width, height] of [
      [40, 31],
      [0, 30],
      [20.5, 60],
    ] as const) {
      await expect(png(width, height)).rejects.toBeInstanceOf(ImageryInputError);
      await expect(png(width, height)).rejects.toMatchObject({ statusCode: 400 });
    }
  });
});
