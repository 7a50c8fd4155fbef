import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import {
  IMAGERY_PROVIDER_KIND,
  createImageCache,
  createRenderPool,
  createSentinelHubProvider,
  createStacApiProvider,
  imageryRoutes,
  openLocalCatalogue,
} from '@unfurl/api-imagery';
import type { ImageryProvider } from '@unfurl/api-imagery';
import type { ImageryConfig } from './imagery-config';
import { readImageryConfig } from './imagery-config';

async function providerOf(config: ImageryConfig): Promise<ImageryProvider> {
  switch (config.provider) {
    case IMAGERY_PROVIDER_KIND.local:
      return openLocalCatalogue(config.rasterDir);
    case IMAGERY_PROVIDER_KIND.stacApi:
      return createStacApiProvider({ url: config.stacUrl });
    case IMAGERY_PROVIDER_KIND.sentinelHub:
      if (!config.sentinelHub) throw new Error('The Sentinel Hub provider has no settings');
      return createSentinelHubProvider(config.sentinelHub);
    default: {
      const never: never = config.provider;
      throw new Error(`Unknown imagery provider ${String(never)}`);
    }
  }
}

/**
 * The imagery service under `/imagery` (issue #5): search, generate-image/thumbnail and share
 * links, over the provider the environment selects (the offline sample catalogue by default),
 * rendering on worker threads (IMAGERY_RENDER_WORKERS), user evalscripts in isolated-vm isolates
 * (IMAGERY_SCRIPT_TIMEOUT_MS, IMAGERY_SCRIPT_MEMORY_MB), rendered images cached in memory
 * (IMAGERY_CACHE_MB) and optionally on disk (IMAGERY_CACHE_DIR); also `GET /imagery/wms` and
 * `POST /imagery/statistics`.
 */
export async function imageryPlugin(
  app: FastifyInstance,
  options: { db: Db; config?: ImageryConfig },
): Promise<void> {
  const config = options.config ?? readImageryConfig();
  const provider = await providerOf(config);
  const pool = config.renderWorkers > 0 ? createRenderPool(config.renderWorkers) : undefined;
  if (pool) app.addHook('onClose', () => pool.close());
  await app.register(imageryRoutes, {
    ...(pool ? { render: (request) => pool.render(request) } : {}),
    prefix: '/imagery',
    db: options.db,
    provider,
    sandboxLimits: config.sandboxLimits,
    cache:
      config.cacheBytes > 0 || config.cacheDir
        ? createImageCache({ maxBytes: config.cacheBytes, dir: config.cacheDir })
        : false,
    ...(config.shareTtlDays ? { shareTtlMs: config.shareTtlDays * 86_400_000 } : {}),
  });
}
