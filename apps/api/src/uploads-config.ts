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
  /** Folder of incoming upload files; default `{STORAGE_DIR}/listing-uploads` (a temp dir when a store is injected). */
  readonly dir?: string;
  /** HMAC secret of the signed PUT URLs; default STORAGE_SECRET (random per process without it). */
  readonly secret?: string;
  /** Makes the GDAL runner; default LISTING_GDAL (native, wasm or auto), read on the first job. */
  readonly gdal?: () => Promise<GdalRunner>;
  readonly maxFileBytes?: number;
}

/**
 * The uploads plugin's options from the environment: STORAGE_DIR and STORAGE_SECRET (upload
 * folder and URL secret), LISTING_GDAL, REMOTE_LAYER_ALLOWED_HOSTS; `options` win.
 */
export async function uploadsConfig(
  db: Db,
  store: ObjectStore,
  options: UploadsSetupOptions = {},
  /** True when the app was given its store (tests): uploads then go to a temporary folder. */
  storeInjected = false,
  env: NodeJS.ProcessEnv = process.env,
): Promise<UploadsOptions> {
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
  };
}
