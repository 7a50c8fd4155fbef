import type { ResourcePlugin } from '@unfurl/api-http';
import type { Queryable } from '@unfurl/api-db';
import { createImageCache } from '../cache/image-cache';
import { openImageryProvider } from '../providers/open-imagery-provider';
import { renderImage } from '../render/render-image';
import type { RenderRequest } from '../render/render-image';
import type { ImageryConfig } from './imagery-config';
import { imageryRoutes } from './imagery.routes';
import { startRenderPool } from './start-render-pool';

/** Options of {@link imageryPlugin}: plain values the app passes. */
export type ImageryPluginOptions = {
  readonly db: Queryable;
  /** Provider, workers, cache, sandbox limits and share-link lifetime (the app reads them). */
  readonly config: ImageryConfig;
};

/**
 * The imagery service under `/imagery` (issue #5): search, generate-image/thumbnail, share
 * links, `GET /imagery/wms` and `POST /imagery/statistics`, over the configured provider,
 * rendering on worker threads (`renderWorkers`, started when the server is ready), PNGs at `pngCompressionLevel` by `pngEncoder`, user evalscripts in isolated-vm isolates
 * (`sandboxLimits`), rendered images cached in memory (`cacheBytes`) and optionally on disk
 * (`cacheDir`). Its errors are `HttpError`s: register it on a server with the one error handler
 * of `@unfurl/api-http` (`createHttpServer`).
 */
export const imageryPlugin: ResourcePlugin<ImageryPluginOptions> = async (app, options) => {
  const { config } = options;
  const provider = await openImageryProvider(config);
  // Workers start when the server is ready, so the first tile pays no thread start.
  const pool = startRenderPool(app, config.renderWorkers, {
    warm: config.warmRenderWorkers !== false,
  });
  const png = {
    ...(config.pngCompressionLevel === undefined
      ? {}
      : { pngCompressionLevel: config.pngCompressionLevel }),
    ...(config.pngEncoder === undefined ? {} : { pngEncoder: config.pngEncoder }),
  };
  const configured = Object.keys(png).length > 0;
  const run = pool ? pool.render : renderImage;
  const render = (request: RenderRequest) => run(configured ? { ...png, ...request } : request);
  await app.register(imageryRoutes, {
    ...(pool || configured ? { render } : {}),
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
};
