import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { IMAGERY_PROVIDER_KIND } from '@unfurl/api-imagery';
import type { ImageryProviderKind } from '@unfurl/api-imagery';
import { REPO_ROOT } from '../config';

/** Imagery service configuration, from environment variables with working defaults. */
export interface ImageryConfig {
  /** `local` (default: the offline sample catalogue) or `stac-api`. */
  readonly provider: ImageryProviderKind;
  /** Root of the STAC API for `stac-api` (default Earth Search v1). */
  readonly stacUrl: string;
  /** Folder of the sample rasters the local catalogue serves. */
  readonly rasterDir: string;
  /** Lifetime of share links in days; undefined = forever. */
  readonly shareTtlDays: number | undefined;
  /** Render worker threads; 0 renders on the main thread. */
  readonly renderWorkers: number;
}

/**
 * Reads IMAGERY_PROVIDER, IMAGERY_STAC_URL, SAMPLES_DIR, IMAGERY_SHARE_TTL_DAYS and
 * IMAGERY_RENDER_WORKERS (default: the CPU count, at most 4).
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
  return {
    provider: provider as ImageryProviderKind,
    stacUrl: env['IMAGERY_STAC_URL'] ?? 'https://earth-search.aws.element84.com/v1',
    rasterDir: resolve(REPO_ROOT, env['SAMPLES_DIR'] ?? 'data/samples', 'raster'),
    shareTtlDays: ttl,
    renderWorkers,
  };
}
