import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ProcessingLimits } from '../limits';
import { DEFAULT_LIMITS } from '../limits';
import { buildAtomically } from '../output/atomic-output';
import { writePreviews } from '../preview/write-previews';
import { FILE_KIND } from '../sniff/file-kind';
import { sniffFile } from '../sniff/sniff-file';
import type { Placement } from './placement';
import { placeImage } from './placement';
import type { ProcessedGif } from './processed-listing';

/** An animated GIF upload, placed by a world file or by bounds the user set on the map. */
export interface GifJob {
  readonly input: string;
  readonly placement: Placement;
  readonly outputDir: string;
  readonly limits?: ProcessingLimits;
}

/** The GIF's file name in a processed listing's folder. */
export const GIF_FILE = 'animation.gif';

/**
 * Animated GIF to a GIF listing: frame count and delays read from its blocks and checked against
 * the frame and pixel budgets before decoding, the file kept as uploaded (every frame plays on the
 * map), the footprint from the world file or the bounds, previews from frame 0.
 */
export async function processGif(job: GifJob): Promise<ProcessedGif> {
  const limits = job.limits ?? DEFAULT_LIMITS;
  const sniffed = await sniffFile(job.input, { limits, expect: [FILE_KIND.gif] });
  if (sniffed.kind !== FILE_KIND.gif) throw new Error('unreachable: not a GIF');
  const { width, height, frames, delaysMs } = sniffed.header;
  const { footprint } = await placeImage(width, height, job.placement);

  return buildAtomically(job.outputDir, async ({ dir }) => {
    await copyFile(job.input, join(dir, GIF_FILE));
    const previews = await writePreviews(
      sharp(job.input, { page: 0, pages: 1, limitInputPixels: limits.maxImagePixels }),
      dir,
    );
    return {
      listingType: 'GIF',
      outputDir: job.outputDir,
      gif: GIF_FILE,
      frames,
      delaysMs,
      previews,
      footprint,
      width,
      height,
    };
  });
}
