import type { PreviewSize } from '@unfurl/domain';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { PREVIEW_BACKGROUND, PREVIEW_FRAMES, previewFileName } from './preview-sizes';

/** The preview files written, by size, as names inside the output folder. */
export type PreviewFiles = Readonly<Record<PreviewSize, string>>;

/** Writes the three JPEG previews of an image (given as a sharp pipeline) into `dir`. */
export async function writePreviews(image: Sharp, dir: string): Promise<PreviewFiles> {
  const sizes = Object.keys(PREVIEW_FRAMES) as PreviewSize[];
  const files = {} as Record<PreviewSize, string>;
  for (const size of sizes) {
    const frame = PREVIEW_FRAMES[size];
    const name = previewFileName(size);
    await image
      .clone()
      .resize({ width: frame.width, height: frame.height, fit: frame.fit })
      .flatten({ background: PREVIEW_BACKGROUND })
      .jpeg({ quality: 82, mozjpeg: false })
      .toFile(join(dir, name));
    files[size] = name;
  }
  return files;
}
