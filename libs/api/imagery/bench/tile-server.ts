// The imagery service alone as a fresh server process for `bench:tiles` (the API's imagery plugin
// over the local samples, no database: GetMap never touches it). Prints `listening <url>` when
// ready. Env: TILE_SERVER_WORKERS (render workers, default 2), TILE_SERVER_CACHE_MB (0 = off).
import type { Queryable } from '@unfurl/api-db';
import { createHttpServer } from '@unfurl/api-http';
import { IMAGERY_PROVIDER_KIND } from '../src/providers/imagery-provider';
import { imageryPlugin } from '../src/routes/imagery.plugin';
import { SAMPLE_RASTER_DIR } from '../src/sample-data';
import { DEFAULT_SANDBOX_LIMITS } from '../src/sandbox/sandbox-limits';

const noDatabase = {
  query: () => Promise.reject(new Error('the tile bench server has no database')),
} as unknown as Queryable;

const app = createHttpServer({ logger: false });
await app.register(imageryPlugin, {
  db: noDatabase,
  config: {
    provider: IMAGERY_PROVIDER_KIND.local,
    stacUrl: '',
    sentinelHub: undefined,
    rasterDir: SAMPLE_RASTER_DIR,
    shareTtlDays: undefined,
    renderWorkers: Number(process.env['TILE_SERVER_WORKERS'] ?? 2),
    cacheBytes: Number(process.env['TILE_SERVER_CACHE_MB'] ?? 0) * 1024 * 1024,
    cacheDir: undefined,
    sandboxLimits: DEFAULT_SANDBOX_LIMITS,
  },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${url}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
