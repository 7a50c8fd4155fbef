import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  completeListing,
  failListing,
  findListingUploadById,
  LISTING_STATUS,
} from '@unfurl/api-db';
import type { Db, ListingUpload, UploadKey } from '@unfurl/api-db';
import { defineJob } from '@unfurl/api-jobs';
import type { JobHandler } from '@unfurl/api-jobs';
import {
  PREVIEW_FRAMES,
  isProcessingError,
  plainProcessingFailure,
  processListingFile,
} from '@unfurl/api-listing-processing';
import type { GdalRunner, Placement } from '@unfurl/api-listing-processing';
import type { ObjectStore } from '@unfurl/api-storage';
import type { PreviewSize } from '@unfurl/domain';
import { SCRATCH_KIND, scratchPath } from './scratch-files';
import { uploadObjectKey, uploadPrefix } from './upload-objects';

/**
 * Processing one uploaded listing. A run whose process died is taken again once its heartbeat
 * has been silent for 45 s (`libs/api/jobs`); the 30-minute expiry is the last resort (well above
 * the longest conversion of a 2 GiB GeoTIFF seen here). 2 retries, 10 s apart, for a store or
 * database that was briefly away. A file GDAL refuses is not retried: it fails.
 */
export const PROCESS_LISTING_JOB = defineJob<{ listingId: number }>('process-listing', {
  expireInSeconds: 30 * 60,
  retryLimit: 2,
  retryDelaySeconds: 10,
});

/** What the processing job needs. */
export interface ProcessListingOptions {
  readonly db: Db;
  readonly store: ObjectStore;
  /** Local folder of the job's working copies (removed after each run). */
  readonly scratchDir: string;
  readonly log: FastifyBaseLogger;
  /** Makes the GDAL runner, on the first job. */
  readonly gdal: () => Promise<GdalRunner>;
}

/**
 * The `process-listing` handler: copies the uploaded objects to a local working folder, runs
 * `processListingFile`, stores the outputs under `listings/{id}/` and marks the listing ready,
 * then deletes the uploaded objects. Idempotent: a listing no longer in processing is only
 * cleaned up. A refused file, or the last failed attempt, marks it failed and deletes the
 * uploaded objects too (a new upload sends every key again).
 */
export function processListingHandler(
  options: ProcessListingOptions,
): JobHandler<{ listingId: number }> {
  let gdal: Promise<GdalRunner> | undefined;
  const gdalRunner = (): Promise<GdalRunner> => (gdal ??= options.gdal());
  return async ({ listingId }, { lastAttempt }) => {
    const { db, store, log } = options;
    const upload = await findListingUploadById(db, listingId);
    if (!upload || upload.status === LISTING_STATUS.ready) {
      // Deleted, or processed by a run that died before it cleaned up.
      await store.deletePrefix(uploadPrefix(listingId));
      return;
    }
    if (upload.status !== LISTING_STATUS.processing) return;
    const workDir = scratchPath(options.scratchDir, SCRATCH_KIND.job);
    try {
      await processUpload(options, upload, workDir, gdalRunner);
    } catch (error) {
      const refused = isProcessingError(error);
      const missing = error instanceof UploadMissingError;
      if (!refused && !missing && !lastAttempt) throw error;
      const plain = refused
        ? plainProcessingFailure(error)
        : {
            code: 'PROCESSING_FAILED',
            message: missing
              ? 'The uploaded file is missing: upload it again.'
              : 'The map could not be processed.',
          };
      // The uploader reads plain words; what GDAL said stays in the log.
      if (refused) {
        log.warn(
          { listingId, code: error.code, detail: error.message, recorded: plain.code },
          'listing processing refused the file',
        );
      } else log.error({ err: error, listingId }, 'listing processing failed');
      await failListing(db, listingId, plain.code, plain.message);
      await store.deletePrefix(uploadPrefix(listingId));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/** An uploaded key that is not in the store (e.g. sent before uploads went to the store). */
class UploadMissingError extends Error {}

/** Copies one uploaded key from the store to `file`. */
async function copyUpload(
  store: ObjectStore,
  listingId: number,
  key: UploadKey,
  file: string,
): Promise<void> {
  const object = await store.getStream(uploadObjectKey(listingId, key));
  if (!object) {
    throw new UploadMissingError(`The uploaded ${key} of listing ${listingId} is not in the store`);
  }
  await pipeline(object.stream, createWriteStream(file));
}

async function processUpload(
  options: ProcessListingOptions,
  upload: ListingUpload,
  workDir: string,
  gdalRunner: () => Promise<GdalRunner>,
): Promise<void> {
  const { db, store, log } = options;
  const { listingId } = upload;
  const outputDir = join(workDir, 'out');
  await mkdir(workDir, { recursive: true });
  const input = join(workDir, 'file');
  await copyUpload(store, listingId, 'file', input);
  let placement: Placement | undefined;
  if (upload.worldfile) {
    const worldFile = join(workDir, 'worldfile');
    await copyUpload(store, listingId, 'worldfile', worldFile);
    placement = { worldFile: { path: worldFile }, crs: upload.crs ?? '' };
  } else if (upload.bounds) {
    placement = { bounds: upload.bounds as [number, number, number, number] };
  }
  const done = await processListingFile({
    input,
    filename: upload.filename,
    outputDir,
    gdal: await gdalRunner(),
    ...(placement ? { placement } : {}),
  });
  const main =
    done.listingType === 'COG' ? done.cog : done.listingType === 'IMAGE' ? done.image : done.gif;
  const contentType =
    done.listingType === 'COG'
      ? 'image/tiff'
      : done.listingType === 'IMAGE'
        ? done.mimeType
        : 'image/gif';
  const filePath = `listings/${listingId}/${main}`;
  // Streamed from disk: a large COG never sits in memory whole.
  await store.putFile(filePath, join(outputDir, main), contentType);
  const previews = [];
  for (const size of Object.keys(PREVIEW_FRAMES) as PreviewSize[]) {
    const bytes = new Uint8Array(await readFile(join(outputDir, done.previews[size])));
    await store.put(`listings/${listingId}/preview-${size}.jpg`, bytes, 'image/jpeg');
    previews.push({ size, contentType: 'image/jpeg', bytes });
  }
  const lowFi = done.listingType === 'IMAGE' && !upload.worldfile && Boolean(upload.bounds);
  const completed = await completeListing(db, listingId, {
    listingType: lowFi ? 'LO_FI' : done.listingType,
    geometryWkt: done.footprint.wkt,
    filePath,
    previews,
  });
  if (!completed) await store.deletePrefix(`listings/${listingId}/`);
  // The original is not kept twice: only the processed file stays.
  await store.deletePrefix(uploadPrefix(listingId));
  log.info({ listingId, listingType: done.listingType }, 'listing processed');
}
