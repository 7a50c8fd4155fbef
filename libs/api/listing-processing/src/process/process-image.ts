import { copyFile, link, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { GdalRunner } from '../gdal/gdal-runner';
import type { ProcessingLimits } from '../limits';
import { DEFAULT_LIMITS } from '../limits';
import { buildAtomically } from '../output/atomic-output';
import { writePreviews } from '../preview/write-previews';
import { FILE_KIND } from '../sniff/file-kind';
import { sniffFile } from '../sniff/sniff-file';
import { COG_CREATION_OPTIONS, COG_FILE } from './cog-options';
import type { Placement, WorldFileSource } from './placement';
import { placeImage, worldFileText } from './placement';
import type { ProcessedImage } from './processed-listing';

/**
 * A JPEG or PNG upload with its world file and chosen coordinate system, or (a low-fi map) the
 * WGS84 bounds [west, south, east, north] the user placed it on.
 */
export interface ImageJob {
  readonly input: string;
  readonly worldFile?: WorldFileSource;
  /** EPSG:3395, EPSG:3857 or EPSG:4326. */
  readonly crs?: string;
  readonly bounds?: readonly [number, number, number, number];
  readonly outputDir: string;
  /** When given, a COG is also made from the image with the world file as its geotransform. */
  readonly gdal?: GdalRunner;
  readonly limits?: ProcessingLimits;
}

/** Links a file (same filesystem) or copies it. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await link(from, to).catch(() => copyFile(from, to));
}

/**
 * JPEG/PNG + world file + coordinate system to an IMAGE listing: both files checked by content,
 * the footprint computed in EPSG:4326 from the world file's geotransform, the image kept byte for
 * byte with a normalised `.wld`, previews made, and (with `gdal`) a COG in the chosen system.
 */
export async function processWorldFileImage(job: ImageJob): Promise<ProcessedImage> {
  const limits = job.limits ?? DEFAULT_LIMITS;
  const sniffed = await sniffFile(job.input, { limits, expect: [FILE_KIND.jpeg, FILE_KIND.png] });
  if (sniffed.kind !== FILE_KIND.jpeg && sniffed.kind !== FILE_KIND.png) {
    throw new Error('unreachable: not an image');
  }
  const { width, height } = sniffed.header;
  const placement: Placement = job.worldFile
    ? { worldFile: job.worldFile, crs: job.crs ?? '' }
    : { bounds: job.bounds ?? [0, 0, 0, 0] };
  const placed = await placeImage(width, height, placement);
  const worldFile = placed.worldFile;
  const crs = placed.crs;
  const extension = sniffed.kind === FILE_KIND.jpeg ? 'jpg' : 'png';

  return buildAtomically(job.outputDir, async ({ dir, scratch }) => {
    const image = `image.${extension}`;
    await linkOrCopy(job.input, join(dir, image));
    if (worldFile) await writeFile(join(dir, 'image.wld'), worldFileText(worldFile));
    let cog: string | undefined;
    if (job.gdal && worldFile && crs) {
      // GDAL reads a `.wld` beside a JPEG or PNG as its geotransform.
      const source = join(scratch, `source.${extension}`);
      await linkOrCopy(job.input, source);
      await writeFile(join(scratch, 'source.wld'), worldFileText(worldFile));
      await job.gdal.translate(source, join(dir, COG_FILE), [
        '-of',
        'COG',
        '-a_srs',
        crs,
        ...COG_CREATION_OPTIONS,
      ]);
      cog = COG_FILE;
    }
    const previews = await writePreviews(
      sharp(job.input, { limitInputPixels: limits.maxImagePixels }),
      dir,
    );
    return {
      listingType: 'IMAGE',
      outputDir: job.outputDir,
      image,
      ...(worldFile ? { worldFile: 'image.wld' } : {}),
      mimeType: sniffed.kind === FILE_KIND.jpeg ? 'image/jpeg' : 'image/png',
      ...(crs ? { crs } : {}),
      ...(cog ? { cog } : {}),
      previews,
      footprint: placed.footprint,
      width,
      height,
    };
  });
}
