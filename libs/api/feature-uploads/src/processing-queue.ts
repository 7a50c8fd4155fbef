import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { completeListing, failListing, findListingUploadById } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import {
  PREVIEW_FRAMES,
  isProcessingError,
  plainProcessingFailure,
  processListingFile,
} from '@unfurl/api-listing-processing';
import type { GdalRunner, Placement } from '@unfurl/api-listing-processing';
import type { ObjectStore } from '@unfurl/api-storage';
import type { PreviewSize } from '@unfurl/domain';
import { uploadFile } from './upload-files';

/** Runs listing processing jobs one at a time, off the request path. */
export interface ProcessingQueue {
  enqueue(listingId: number): void;
  /** Resolves when every queued job has finished (tests, shutdown). */
  idle(): Promise<void>;
}

/** Options of {@link createProcessingQueue}. */
export interface ProcessingQueueOptions {
  readonly db: Db;
  readonly store: ObjectStore;
  readonly uploadsDir: string;
  readonly log: FastifyBaseLogger;
  /** Makes the GDAL runner, on the first job. */
  readonly gdal: () => Promise<GdalRunner>;
}

/** A serial queue: processes each uploaded listing and stores its outputs. */
export function createProcessingQueue(options: ProcessingQueueOptions): ProcessingQueue {
  let tail: Promise<void> = Promise.resolve();
  let gdal: Promise<GdalRunner> | undefined;
  const gdalRunner = (): Promise<GdalRunner> => (gdal ??= options.gdal());
  return {
    enqueue(listingId) {
      tail = tail.then(() =>
        processOne(options, listingId, gdalRunner).catch((error: unknown) => {
          options.log.error({ err: error, listingId }, 'listing processing crashed');
        }),
      );
    },
    idle: () => tail,
  };
}

async function processOne(
  options: ProcessingQueueOptions,
  listingId: number,
  gdalRunner: () => Promise<GdalRunner>,
): Promise<void> {
  const { db, store, uploadsDir, log } = options;
  const upload = await findListingUploadById(db, listingId);
  if (!upload || upload.status !== 'processing') return;
  const outputDir = join(uploadsDir, String(listingId), 'out');
  await rm(outputDir, { recursive: true, force: true });
  try {
    const placement: Placement | undefined = upload.worldfile
      ? {
          worldFile: { path: uploadFile(uploadsDir, listingId, 'worldfile') },
          crs: upload.crs ?? '',
        }
      : upload.bounds
        ? { bounds: upload.bounds as [number, number, number, number] }
        : undefined;
    const done = await processListingFile({
      input: uploadFile(uploadsDir, listingId, 'file'),
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
    log.info({ listingId, listingType: done.listingType }, 'listing processed');
  } catch (error) {
    if (isProcessingError(error)) {
      // The uploader reads plain words; what GDAL said stays in the log.
      const plain = plainProcessingFailure(error);
      log.warn(
        { listingId, code: error.code, detail: error.message, recorded: plain.code },
        'listing processing refused the file',
      );
      await failListing(db, listingId, plain.code, plain.message);
      return;
    }
    log.error({ err: error, listingId }, 'listing processing failed');
    await failListing(db, listingId, 'PROCESSING_FAILED', 'The map could not be processed.');
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
