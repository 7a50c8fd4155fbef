// @vitest-environment node
// The overlay definitions' preview images (rendered from the sample scenes by
// tools/scripts/render-overlay-previews.ts) are in public/ and are real pictures.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OVERLAY_DEFINITIONS } from '@unfurl/domain';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
const overlays = Object.values(OVERLAY_DEFINITIONS);

describe('overlay preview images', () => {
  it.each(overlays.map((o) => [o.key, o.previewImage] as const))(
    '%s: %s is a 192 × 128 JPEG the atlas serves',
    async (_key, previewImage) => {
      const bytes = await readFile(path.join(PUBLIC_DIR, previewImage));
      const image = sharp(bytes);
      expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 192, height: 128 });
      const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
      expect(data.length).toBe(info.width * info.height * info.channels);
    },
  );

  it('are six different pictures', async () => {
    const hashes = await Promise.all(
      overlays.map(async (o) =>
        createHash('sha256')
          .update(await readFile(path.join(PUBLIC_DIR, o.previewImage)))
          .digest('hex'),
      ),
    );
    expect(new Set(hashes).size).toBe(overlays.length);
  });
});
