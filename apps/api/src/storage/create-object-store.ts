import { createLocalObjectStore, createS3ObjectStore } from '@unfurl/api-storage';
import type { LocalObjectStore, S3ObjectStore } from '@unfurl/api-storage';
import { readStorageBackend, STORAGE_BACKEND } from './storage-config';

/** The store the configuration chose; only the local one needs the API's storage routes. */
export type ConfiguredStore =
  | {
      readonly backend: 'local';
      readonly store: LocalObjectStore;
      /** True when STORAGE_SECRET was unset (signed URLs die with the process). */
      readonly secretGenerated: boolean;
    }
  | { readonly backend: 's3'; readonly store: S3ObjectStore };

/** Builds the object store of STORAGE (local by default, or s3) from the environment. */
export function createConfiguredStore(env: NodeJS.ProcessEnv = process.env): ConfiguredStore {
  const config = readStorageBackend(env);
  switch (config.backend) {
    case STORAGE_BACKEND.local:
      return {
        backend: config.backend,
        store: createLocalObjectStore(config),
        secretGenerated: config.secretGenerated,
      };
    case STORAGE_BACKEND.s3:
      return { backend: config.backend, store: createS3ObjectStore(config.s3) };
    default: {
      const unhandled: never = config;
      throw new Error(`Unknown storage backend ${JSON.stringify(unhandled)}`);
    }
  }
}
