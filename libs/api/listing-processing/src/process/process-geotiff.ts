import { join } from 'node:path';
import type { GdalRunner } from '../gdal/gdal-runner';
import { rasterFootprint } from '../geo/raster-footprint';
import type { ProcessingLimits } from '../limits';
import { DEFAULT_LIMITS } from '../limits';
import { buildAtomically } from '../output/atomic-output';
import { writeRasterPreviews } from '../preview/raster-preview';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { FILE_KIND } from '../sniff/file-kind';
import { sniffFile } from '../sniff/sniff-file';
import { COG_CREATION_OPTIONS, COG_FILE } from './cog-options';
import { cacheMbFor } from './gdal-cache';
import { isDrawableCrs } from '../geo/drawable-crs';
import type { ProcessedCog } from './processed-listing';

/** A GeoTIFF upload to process. */
export interface GeoTiffJob {
  /** The uploaded file on disk. */
  readonly input: string;
  /** Folder to create with the COG and previews; it must not exist yet. */
  readonly outputDir: string;
  readonly gdal: GdalRunner;
  readonly limits?: ProcessingLimits;
}

/**
 * GeoTIFF (or COG) upload to a COG listing: checked by content and header budgets, read by GDAL,
 * refused unless georeferenced, converted to a COG with overviews (DEFLATE; rasters placed by ground
 * control points or in a coordinate system the tile renderer does not read are warped to
 * EPSG:4326 on the way), its footprint computed in EPSG:4326 and its
 * three previews made. All or nothing: on failure `outputDir` is not created.
 */
export async function processGeoTiff(job: GeoTiffJob): Promise<ProcessedCog> {
  const limits = job.limits ?? DEFAULT_LIMITS;
  const sniffed = await sniffFile(job.input, { limits, expect: [FILE_KIND.tiff] });
  if (sniffed.kind !== FILE_KIND.tiff) throw new Error('unreachable: sniffed a non-TIFF');
  const info = await job.gdal.info(job.input);
  const [width, height] = info.size;
  if (
    width !== sniffed.header.width ||
    height !== sniffed.header.height ||
    info.bands.length === 0
  ) {
    throw new ProcessingError(
      PROCESSING_ERROR_CODE.corrupt,
      'The GeoTIFF is damaged: GDAL reads another size than its header declares.',
    );
  }
  const { footprint, georeference } = rasterFootprint(info);

  // GDAL's cache sized to the raster: the minimum for most, a full row of tiles for wide ones.
  const run = { cacheMb: cacheMbFor(info) };
  return buildAtomically(job.outputDir, async ({ dir, scratch }) => {
    const cog = join(dir, COG_FILE);
    // Rasters placed by ground control points, and those in a coordinate system the map's tile
    // renderer does not read, are warped to EPSG:4326; the rest keep theirs.
    if (georeference === 'gcps' || !isDrawableCrs(info)) {
      await job.gdal.warp(
        job.input,
        cog,
        [
          '-of',
          'COG',
          '-t_srs',
          'EPSG:4326',
          '-r',
          'bilinear',
          '-dstalpha',
          ...COG_CREATION_OPTIONS,
        ],
        run,
      );
    } else {
      await job.gdal.translate(job.input, cog, ['-of', 'COG', ...COG_CREATION_OPTIONS], run);
    }
    const cogInfo = await job.gdal.info(cog);
    const previews = await writeRasterPreviews(job.gdal, cog, cogInfo, dir, scratch);
    return {
      listingType: 'COG',
      outputDir: job.outputDir,
      cog: COG_FILE,
      previews,
      footprint,
      width,
      height,
      bands: info.bands.length,
      georeference,
    };
  });
}
