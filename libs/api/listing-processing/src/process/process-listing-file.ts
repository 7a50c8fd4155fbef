import type { GdalRunner } from '../gdal/gdal-runner';
import type { ProcessingLimits } from '../limits';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { claimedKind } from '../sniff/file-kind';
import { sniffFile } from '../sniff/sniff-file';
import type { Placement } from './placement';
import { processGeoTiff } from './process-geotiff';
import { processGif } from './process-gif';
import { processWorldFileImage } from './process-image';
import type { ProcessedListing } from './processed-listing';

/** One uploaded listing file, as the upload flow hands it over. */
export interface ListingFileJob {
  /** The uploaded file on disk. */
  readonly input: string;
  /** The name the uploader gave it: only a claim, checked against the content. */
  readonly filename: string;
  readonly outputDir: string;
  readonly gdal: GdalRunner;
  /** For JPEG/PNG (world file + coordinate system) and GIF (that, or bounds). */
  readonly placement?: Placement;
  /** Also make a COG of a JPEG/PNG map. */
  readonly imageCog?: boolean;
  readonly limits?: ProcessingLimits;
}

/**
 * Processes an uploaded listing file by what its name claims, refusing content of another kind:
 * `.tif/.tiff` → COG, `.jpg/.jpeg/.png` + world file → IMAGE, `.gif` → GIF.
 */
export async function processListingFile(job: ListingFileJob): Promise<ProcessedListing> {
  const claim = claimedKind(job.filename);
  const limits = job.limits ? { limits: job.limits } : {};
  if (claim !== undefined && claim !== 'world-file') {
    // The content must be what the name says (a .png that is a JPEG is refused too).
    await sniffFile(job.input, { ...limits, expect: [claim] });
  }
  switch (claim) {
    case 'tiff':
      return processGeoTiff({
        input: job.input,
        outputDir: job.outputDir,
        gdal: job.gdal,
        ...limits,
      });
    case 'jpeg':
    case 'png': {
      const placement = job.placement;
      if (!placement) {
        throw new ProcessingError(
          PROCESSING_ERROR_CODE.missingPlacement,
          'A JPEG or PNG map needs its world file (.jgw, .pgw, .wld) and a coordinate system, or bounds placed on the map.',
        );
      }
      return processWorldFileImage({
        input: job.input,
        ...('worldFile' in placement
          ? { worldFile: placement.worldFile, crs: placement.crs }
          : { bounds: placement.bounds }),
        outputDir: job.outputDir,
        ...(job.imageCog ? { gdal: job.gdal } : {}),
        ...limits,
      });
    }
    case 'gif': {
      if (!job.placement) {
        throw new ProcessingError(
          PROCESSING_ERROR_CODE.missingPlacement,
          'A GIF map needs a world file and a coordinate system, or bounds placed on the map.',
        );
      }
      return processGif({
        input: job.input,
        placement: job.placement,
        outputDir: job.outputDir,
        ...limits,
      });
    }
    case 'world-file':
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.unrecognised,
        'A world file is not a map by itself: upload the image it belongs to with it.',
      );
    case undefined:
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.unrecognised,
        `'${job.filename}' is not a GeoTIFF (.tif), JPEG, PNG or GIF file name.`,
      );
    default: {
      const never: never = claim;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}
