import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import {
  DEFAULT_IMAGE_CACHE_BYTES,
  DEFAULT_PNG_COMPRESSION_LEVEL,
  DEFAULT_SANDBOX_LIMITS,
  IMAGERY_PROVIDER_KIND,
  PNG_ENCODER,
  SENTINEL_HUB_BASE_URL,
  SENTINEL_HUB_TOKEN_URL,
  SH_LANDSAT_COLLECTION,
} from '@unfurl/api-imagery';
import type {
  ImageryConfig,
  ImageryProviderKind,
  PngEncoder,
  SentinelHubOptions,
  ShLandsatCollection,
} from '@unfurl/api-imagery';
import { REPO_ROOT } from '../config';

function nonNegative(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number from 0, got ${raw}`);
  }
  return value;
}

/**
 * Sentinel Hub settings: SH_CLIENT_ID and SH_CLIENT_SECRET (required), SH_BASE_URL (default the
 * main deployment), SH_TOKEN_URL (default its OAuth token endpoint), SH_LANDSAT_COLLECTION
 * (`landsat-ot-l1` default, or `landsat-ot-l2`) and SH_TIMEOUT_MS (default 60000).
 */
function readSentinelHub(env: NodeJS.ProcessEnv): SentinelHubOptions {
  const clientId = env['SH_CLIENT_ID']?.trim();
  const clientSecret = env['SH_CLIENT_SECRET']?.trim();
  if (!clientId || !clientSecret) {
    throw new Error('IMAGERY_PROVIDER=sentinel-hub needs SH_CLIENT_ID and SH_CLIENT_SECRET');
  }
  const landsat = env['SH_LANDSAT_COLLECTION'] ?? SH_LANDSAT_COLLECTION.l1;
  const collections: readonly string[] = Object.values(SH_LANDSAT_COLLECTION);
  if (!collections.includes(landsat)) {
    throw new Error(
      `SH_LANDSAT_COLLECTION must be one of ${collections.join(', ')}, got ${landsat}`,
    );
  }
  for (const name of ['SH_BASE_URL', 'SH_TOKEN_URL']) {
    const url = env[name];
    if (url && !/^https?:\/\//.test(url))
      throw new Error(`${name} must be an http(s) URL, got ${url}`);
  }
  const timeoutMs = nonNegative(env, 'SH_TIMEOUT_MS', 60_000);
  return {
    clientId,
    clientSecret,
    baseUrl: env['SH_BASE_URL'] || SENTINEL_HUB_BASE_URL,
    tokenUrl: env['SH_TOKEN_URL'] || SENTINEL_HUB_TOKEN_URL,
    landsatCollection: landsat as ShLandsatCollection,
    ...(timeoutMs > 0 ? { timeoutMs } : {}),
  };
}

/**
 * Reads IMAGERY_PROVIDER (`local`, `stac-api`, `sentinel-hub`: then the SH_* variables of
 * `readSentinelHub`), IMAGERY_STAC_URL, SAMPLES_DIR, IMAGERY_SHARE_TTL_DAYS,
 * IMAGERY_RENDER_WORKERS (default: the CPU count, at most 4), IMAGERY_CACHE_MB (default 256; 0 =
 * no cache), IMAGERY_CACHE_DIR (optional disk tier), IMAGERY_PNG_COMPRESSION (zlib level 0..9 of
 * rendered PNGs, default 5), IMAGERY_PNG_ENCODER (`bands`, the default, or `sharp`), IMAGERY_SCRIPT_TIMEOUT_MS (default 20000)
 * and IMAGERY_SCRIPT_MEMORY_MB (default 128) for user evalscripts.
 */
export function readImageryConfig(env: NodeJS.ProcessEnv = process.env): ImageryConfig {
  const provider = env['IMAGERY_PROVIDER'] ?? IMAGERY_PROVIDER_KIND.local;
  const kinds: readonly string[] = Object.values(IMAGERY_PROVIDER_KIND);
  if (!kinds.includes(provider)) {
    throw new Error(`IMAGERY_PROVIDER must be one of ${kinds.join(', ')}, got ${provider}`);
  }
  const ttl = env['IMAGERY_SHARE_TTL_DAYS'] ? Number(env['IMAGERY_SHARE_TTL_DAYS']) : undefined;
  if (ttl !== undefined && !(ttl > 0)) {
    throw new Error(`IMAGERY_SHARE_TTL_DAYS must be a positive number, got ${ttl}`);
  }
  const renderWorkers = Number(
    env['IMAGERY_RENDER_WORKERS'] ?? Math.min(4, availableParallelism()),
  );
  if (!Number.isInteger(renderWorkers) || renderWorkers < 0) {
    throw new Error(
      `IMAGERY_RENDER_WORKERS must be 0 or more, got ${env['IMAGERY_RENDER_WORKERS']}`,
    );
  }
  const png = nonNegative(env, 'IMAGERY_PNG_COMPRESSION', DEFAULT_PNG_COMPRESSION_LEVEL);
  if (!Number.isInteger(png) || png > 9) {
    throw new Error(`IMAGERY_PNG_COMPRESSION must be an integer 0..9, got ${png}`);
  }
  const encoder = env['IMAGERY_PNG_ENCODER'] ?? PNG_ENCODER.bands;
  const encoders: readonly string[] = Object.values(PNG_ENCODER);
  if (!encoders.includes(encoder)) {
    throw new Error(`IMAGERY_PNG_ENCODER must be one of ${encoders.join(', ')}, got ${encoder}`);
  }
  return {
    provider: provider as ImageryProviderKind,
    stacUrl: env['IMAGERY_STAC_URL'] ?? 'https://earth-search.aws.element84.com/v1',
    sentinelHub: provider === IMAGERY_PROVIDER_KIND.sentinelHub ? readSentinelHub(env) : undefined,
    rasterDir: resolve(REPO_ROOT, env['SAMPLES_DIR'] ?? 'data/samples', 'raster'),
    shareTtlDays: ttl,
    renderWorkers,
    warmRenderWorkers: env['IMAGERY_WARM_WORKERS'] !== '0',
    cacheBytes: Math.round(
      nonNegative(env, 'IMAGERY_CACHE_MB', DEFAULT_IMAGE_CACHE_BYTES / 1048576) * 1048576,
    ),
    cacheDir: env['IMAGERY_CACHE_DIR'] ? resolve(env['IMAGERY_CACHE_DIR']) : undefined,
    pngCompressionLevel: png,
    pngEncoder: encoder as PngEncoder,
    sandboxLimits: {
      timeoutMs: nonNegative(env, 'IMAGERY_SCRIPT_TIMEOUT_MS', DEFAULT_SANDBOX_LIMITS.timeoutMs),
      memoryMb: Math.max(
        8,
        nonNegative(env, 'IMAGERY_SCRIPT_MEMORY_MB', DEFAULT_SANDBOX_LIMITS.memoryMb),
      ),
    },
  };
}
