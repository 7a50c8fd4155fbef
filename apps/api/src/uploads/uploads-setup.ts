import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { listingsInProcessing } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import type { GdalRunner } from '@unfurl/api-listing-processing';
import { createUrlSigner } from '@unfurl/api-storage';
import type { ObjectStore } from '@unfurl/api-storage';
import { readStorageConfig } from '../storage/storage-config';
import { createProcessingQueue } from './processing-queue';
import type { ProcessingQueue } from './processing-queue';
import type { UploadsOptions } from './uploads.routes';

/** Options of the upload flow (all optional). */
export interface UploadsSetupOptions {
  /** Folder of incoming upload files; default `{STORAGE_DIR}/listing-uploads` (a temp dir when a store is injected). */
  readonly dir?: string;
  /** HMAC secret of the signed PUT URLs; default STORAGE_SECRET (random per process without it). */
  readonly secret?: string;
  readonly gdal?: () => Promise<GdalRunner>;
  readonly maxFileBytes?: number;
}

/** Everything the upload routes share, with the processing queue (drained on close). */
export async function createUploads(
  app: FastifyInstance,
  db: Db,
  store: ObjectStore,
  options: UploadsSetupOptions = {},
  /** True when the app was given its store (tests): uploads then go to a temporary folder. */
  storeInjected = false,
): Promise<UploadsOptions & { queue: ProcessingQueue }> {
  const config = readStorageConfig();
  const uploadsDir =
    options.dir ??
    (storeInjected
      ? await mkdtemp(join(tmpdir(), 'unfurl-uploads-'))
      : join(config.rootDir, 'listing-uploads'));
  const secret =
    options.secret ??
    (config.secretGenerated ? randomBytes(32).toString('base64url') : config.secret);
  const queue = createProcessingQueue({
    db,
    store,
    uploadsDir,
    log: app.log,
    ...(options.gdal ? { gdal: options.gdal } : {}),
  });
  app.addHook('onReady', async () => {
    // Listings a previous process left in processing are processed again.
    for (const id of await listingsInProcessing(db)) queue.enqueue(id);
  });
  app.addHook('onClose', async () => {
    await queue.idle();
  });
  return {
    db,
    store,
    signer: createUrlSigner(secret),
    uploadsDir,
    queue,
    ...(options.maxFileBytes !== undefined ? { maxFileBytes: options.maxFileBytes } : {}),
  };
}
