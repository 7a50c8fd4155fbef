import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { LocalObjectStoreOptions, S3ObjectStoreOptions } from '@unfurl/api-storage';
import { REPO_ROOT } from '../config';

/**
 * Object storage settings (apps/api/README.md): STORAGE_DIR (default `{DATA_DIR}/storage`) and
 * STORAGE_SECRET, the HMAC key of signed upload and download URLs (at least 32 characters; every
 * API process must share it). Without STORAGE_SECRET a random one is made per process, so signed
 * URLs stop working on restart and across processes: fine for one dev server, not for production.
 */
export function readStorageConfig(
  env: NodeJS.ProcessEnv = process.env,
): Pick<LocalObjectStoreOptions, 'rootDir' | 'secret'> & { readonly secretGenerated: boolean } {
  const secret = env['STORAGE_SECRET'];
  if (secret !== undefined && secret !== '' && secret.length < 32) {
    throw new Error('STORAGE_SECRET must have at least 32 characters');
  }
  return {
    rootDir: resolve(REPO_ROOT, env['STORAGE_DIR'] ?? `${env['DATA_DIR'] ?? '.data'}/storage`),
    secret: secret || randomBytes(32).toString('base64url'),
    secretGenerated: !secret,
  };
}

/** Where objects live: the local folder (default) or an S3-compatible service. */
export const STORAGE_BACKEND = {
  local: 'local',
  s3: 's3',
} as const;

/** One storage backend. */
export type StorageBackend = (typeof STORAGE_BACKEND)[keyof typeof STORAGE_BACKEND];

/** The chosen backend with its settings. */
export type StorageBackendConfig =
  | ({ readonly backend: 'local' } & ReturnType<typeof readStorageConfig>)
  | { readonly backend: 's3'; readonly s3: S3ObjectStoreOptions };

const BUCKET = /^(?!xn--)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * STORAGE=local (default) or STORAGE=s3. For s3: S3_BUCKET (required), S3_REGION (default
 * us-east-1), S3_ENDPOINT (an http(s) URL for MinIO, R2 and other S3-compatible services; AWS
 * when unset), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (required: presigned URLs are signed
 * with static keys), S3_SESSION_TOKEN (optional), S3_FORCE_PATH_STYLE (true/false; default true
 * with S3_ENDPOINT, false for AWS). Throws a message naming the variable on a bad setting.
 */
export function readStorageBackend(env: NodeJS.ProcessEnv = process.env): StorageBackendConfig {
  const backend = (env['STORAGE'] ?? '').trim().toLowerCase() || STORAGE_BACKEND.local;
  if (backend === STORAGE_BACKEND.local) return { backend, ...readStorageConfig(env) };
  if (backend !== STORAGE_BACKEND.s3) {
    throw new Error(`STORAGE must be "local" or "s3", not "${backend}"`);
  }
  const required = (name: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required when STORAGE=s3`);
    return value;
  };
  const bucket = required('S3_BUCKET');
  if (!BUCKET.test(bucket)) throw new Error(`S3_BUCKET "${bucket}" is not a valid bucket name`);
  const endpoint = env['S3_ENDPOINT']?.trim() || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(endpoint)) {
    throw new Error('S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000');
  }
  const sessionToken = env['S3_SESSION_TOKEN']?.trim() || undefined;
  return {
    backend,
    s3: {
      bucket,
      region: env['S3_REGION']?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: readFlag(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
      credentials: {
        accessKeyId: required('S3_ACCESS_KEY_ID'),
        secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
        ...(sessionToken ? { sessionToken } : {}),
      },
    },
  };
}

function readFlag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value)) return true;
  if (['0', 'false', 'no'].includes(value)) return false;
  throw new Error(`${name} must be true or false`);
}
