import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@unfurl/api-db';
import type { UploadsOptions } from '@unfurl/api-feature-uploads';
import {
  gdalChoiceFromEnv,
  remoteAccessPolicyFromEnv,
  selectGdal,
} from '@unfurl/api-listing-processing';
import type { GdalRunner } from '@unfurl/api-listing-processing';
import { createUrlSigner } from '@unfurl/api-storage';
import type { ObjectStore } from '@unfurl/api-storage';
import { readStorageConfig } from './storage/storage-config';

/** Settings of the upload flow that callers may give (all optional; tests give them). */
export interface UploadsSetupOptions {
  /** Scratch folder of uploads; default `{STORAGE_DIR}/listing-uploads` (a temp dir when a store is injected). */
  readonly dir?: string;
  /** HMAC secret of the signed PUT URLs; default STORAGE_SECRET (random per process without it). */
  readonly secret?: string;
  /** Makes the GDAL runner; default LISTING_GDAL (native, wasm or auto), read on the first job. */
  readonly gdal?: () => Promise<GdalRunner>;
  readonly maxFileBytes?: number;
  /** Listings this process processes at once; default JOB_WORKERS or 1; 0: it only sends jobs. */
  readonly jobWorkers?: number;
}

/** JOB_WORKERS: how many jobs this process runs at once (a whole number, 0 for none); default 1. */
export function jobWorkersFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const value = env['JOB_WORKERS']?.trim();
  if (value === undefined || value === '') return 1;
  if (!/^\d+$/.test(value)) {
    throw new Error(`JOB_WORKERS must be a whole number, 0 or more (got "${value}")`);
  }
  return Number(value);
}

/**
 * The uploads plugin's options from the environment: STORAGE_DIR and STORAGE_SECRET (scratch
 * folder and URL secret), LISTING_GDAL, REMOTE_LAYER_ALLOWED_HOSTS, JOB_WORKERS; `options` win.
 * The job queue is the app's (`jobs` is added by `buildApp`).
 */
export async function uploadsConfig(
  db: Db,
  store: ObjectStore,
  options: UploadsSetupOptions = {},
  /** True when the app was given its store (tests): uploads then go to a temporary folder. */
  storeInjected = false,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Omit<UploadsOptions, 'jobs'>> {
  const config = readStorageConfig(env);
  const uploadsDir =
    options.dir ??
    (storeInjected
      ? await mkdtemp(join(tmpdir(), 'unfurl-uploads-'))
      : join(config.rootDir, 'listing-uploads'));
  const secret =
    options.secret ??
    (config.secretGenerated ? randomBytes(32).toString('base64url') : config.secret);
  return {
    db,
    store,
    signer: createUrlSigner(secret),
    uploadsDir,
    gdal: options.gdal ?? (() => selectGdal(gdalChoiceFromEnv(env))),
    remoteLayerPolicy: remoteAccessPolicyFromEnv(env),
    ...(options.maxFileBytes !== undefined ? { maxFileBytes: options.maxFileBytes } : {}),
    jobWorkers: options.jobWorkers ?? jobWorkersFromEnv(env),
  };
}
