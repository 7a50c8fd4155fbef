import { listingsInProcessing } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { selectGdal } from '@unfurl/api-listing-processing';
import type { GdalRunner, RemoteAccessPolicy } from '@unfurl/api-listing-processing';
import type { ObjectStore, UrlSigner } from '@unfurl/api-storage';
import { listingUploadRoutes } from './listing-upload.routes';
import { createProcessingQueue } from './processing-queue';
import { remoteLayerRoutes } from './remote-layer.routes';
import { uploadPutRoutes } from './upload-put.routes';
import type { UploadsContext } from './uploads-context';

/** Options of {@link uploadsPlugin}: plain values; the app reads them from its configuration. */
export type UploadsOptions = {
  readonly db: Db;
  readonly store: ObjectStore;
  /** Signs and checks the upload PUT URLs. */
  readonly signer: UrlSigner;
  /** Folder of incoming upload files until processing has used them. */
  readonly uploadsDir: string;
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
 * an uploaded listing, listings registered by URL, and the processing queue that turns uploaded
 * files into ready listings (drained when the server closes; listings left in processing by a
 * previous process are queued again when it is ready).
 */
export const uploadsPlugin: ResourcePlugin<UploadsOptions> = async (app, options) => {
  const queue = createProcessingQueue({
    db: options.db,
    store: options.store,
    uploadsDir: options.uploadsDir,
    log: app.log,
    gdal: options.gdal ?? (() => selectGdal('auto')),
  });
  const context: UploadsContext = {
    db: options.db,
    store: options.store,
    signer: options.signer,
    uploadsDir: options.uploadsDir,
    queue,
    maxFileBytes: options.maxFileBytes ?? 2 * 1024 ** 3,
    expiresInSeconds: options.expiresInSeconds ?? 3600,
    remoteLayerPolicy: options.remoteLayerPolicy ?? { allowedHosts: new Set() },
    remoteLayerTimeoutMs: options.remoteLayerTimeoutMs,
  };
  app.addHook('onReady', async () => {
    for (const id of await listingsInProcessing(options.db)) queue.enqueue(id);
  });
  app.addHook('onClose', async () => {
    await queue.idle();
  });
  await app.register(async (v1) => {
    useRequestContext(v1);
    await v1.register(listingUploadRoutes, context);
    await v1.register(remoteLayerRoutes, context);
  });
  // Signed URLs: opened by upload clients that send no Subdomain header and no token.
  await app.register(uploadPutRoutes, context);
};
