import type { Db } from '@unfurl/api-db';
import type { JobQueue, JobWorker } from '@unfurl/api-jobs';
import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { selectGdal } from '@unfurl/api-listing-processing';
import type { GdalRunner, RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import type { ObjectStore, UrlSigner } from '@unfurl/api-storage';
import { failAbandonedListings } from './abandoned-listings';
import { listingUploadRoutes } from './listing-upload.routes';
import { PROCESS_LISTING_JOB, processListingHandler } from './process-listing.job';
import { remoteLayerRoutes } from './remote-layer.routes';
import { cleanScratch } from './scratch-files';
import { uploadPutRoutes } from './upload-put.routes';
import type { UploadsContext } from './uploads-context';

/** Options of {@link uploadsPlugin}: plain values; the app reads them from its configuration. */
export type UploadsOptions = {
  readonly db: Db;
  readonly store: ObjectStore;
  /** Signs and checks the upload PUT URLs. */
  readonly signer: UrlSigner;
  /**
   * Local scratch folder: bodies without a length while they are stored, working copies while a
   * job runs. Leftovers of dead processes are removed on start.
   */
  readonly uploadsDir: string;
  /** The durable job queue (the app starts and stops it). */
  readonly jobs: JobQueue;
  /** Listings this process processes at once; 0: it only sends jobs. Default 1. */
  readonly jobWorkers?: number;
  /** Makes the GDAL runner on the first job; default: native gdal when on PATH, else gdal3.js. */
  readonly gdal?: () => Promise<GdalRunner>;
  /** Largest map file (bytes); default 2 GiB (the processing limit). */
  readonly maxFileBytes?: number;
  /** Seconds a signed PUT stays valid; default 3600. */
  readonly expiresInSeconds?: number;
  /** Private hosts remote layer checks may reach (operator allow-list); default none. */
  readonly remoteLayerPolicy?: RemoteAccessPolicy;
  /** Time limit of one remote layer check (ms); default the checker's 10 s. */
  readonly remoteLayerTimeoutMs?: number;
};

/**
 * The uploads resource: starting an upload and its signed PUTs, status, download and delete of
 * an uploaded listing, listings registered by URL, and the `process-listing` jobs that turn
 * uploaded files into ready listings (this process's worker is drained when the server closes;
 * any process with workers may take a job).
 */
export const uploadsPlugin: ResourcePlugin<UploadsOptions> = async (app, options) => {
  const { db, store, jobs } = options;
  const context: UploadsContext = {
    db,
    store,
    signer: options.signer,
    uploadsDir: options.uploadsDir,
    jobs,
    maxFileBytes: options.maxFileBytes ?? 2 * 1024 ** 3,
    expiresInSeconds: options.expiresInSeconds ?? 3600,
    remoteLayerPolicy: options.remoteLayerPolicy ?? { allowedHosts: new Set() },
    remoteLayerTimeoutMs: options.remoteLayerTimeoutMs,
  };
  const workers = options.jobWorkers ?? 1;
  let worker: JobWorker | undefined;
  app.addHook('onReady', async () => {
    const removed = await cleanScratch(options.uploadsDir);
    if (removed.length > 0) app.log.info({ removed }, 'removed upload leftovers of dead processes');
    // Before any PUT: a job sent inside a transaction needs its queue to exist.
    await jobs.declare(PROCESS_LISTING_JOB);
    await failAbandonedListings(db, jobs, store, app.log);
    if (workers > 0) {
      const handler = processListingHandler({
        db,
        store,
        scratchDir: options.uploadsDir,
        log: app.log,
        gdal: options.gdal ?? (() => selectGdal('auto')),
      });
      worker = await jobs.work(PROCESS_LISTING_JOB, handler, { concurrency: workers });
    }
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(listingUploadRoutes, context);
    await v1.register(remoteLayerRoutes, context);
  });
  // Signed URLs: opened by upload clients that send no Subdomain header and no token.
  await app.register(uploadPutRoutes, context);
};
