// Test harness of the area follows tests (never used by product code): a real server from
// `@unfurl/api-demo-seed/testing` (identity endpoint, request context, a seeded database) with a
// real job queue on that database, the area follows plugin and the bundled sample scenes.
import { join } from 'node:path';
import { DEFAULT_SAMPLES_DIR } from '@unfurl/api-demo-seed';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import type { FeatureServer } from '@unfurl/api-demo-seed/testing';
import {
  DEFAULT_SANDBOX_LIMITS,
  IMAGERY_PROVIDER_KIND,
  openImageryProvider,
} from '@unfurl/api-imagery';
import { JOB_SCHEMA, startJobQueue } from '@unfurl/api-jobs';
import type { JobQueue } from '@unfurl/api-jobs';
import { areaFollowsPlugin } from './area-follows.plugin';

/** The offline STAC catalogue of `data/samples/raster`, as the app's `local` provider. */
export function sampleScenes() {
  return openImageryProvider({
    provider: IMAGERY_PROVIDER_KIND.local,
    stacUrl: '',
    sentinelHub: undefined,
    rasterDir: join(DEFAULT_SAMPLES_DIR, 'raster'),
    shareTtlDays: undefined,
    renderWorkers: 0,
    cacheBytes: 0,
    cacheDir: undefined,
    sandboxLimits: DEFAULT_SANDBOX_LIMITS,
  });
}

/** A feature server with its job queue. */
export interface AreaFollowsServer extends FeatureServer {
  readonly jobs: JobQueue;
}

/**
 * Starts the area follows server (its job queue polls every 100 ms, one worker, no schedule: the
 * tests send the check) before the file's tests and stops it after; read it inside tests.
 */
export function useAreaFollowsServer(): () => AreaFollowsServer {
  let jobs: JobQueue | undefined;
  const server = useFeatureServer({
    register: async (app, { db }) => {
      const queue = await startJobQueue({ db, pollIntervalMs: 100 });
      jobs = queue;
      app.addHook('onClose', () => queue.stop());
      await app.register(areaFollowsPlugin, {
        db,
        jobs: queue,
        scenes: await sampleScenes(),
        checkIntervalMs: 0,
      });
    },
  });
  return () => ({ ...server(), jobs: jobs! });
}

/** One call of the API: method, path, token, tenant (default main) and JSON body. */
export async function call(
  server: FeatureServer,
  method: string,
  path: string,
  options: { token?: string | undefined; subdomain?: string; body?: unknown } = {},
  // The tests read answers of every shape (areas, lists, errors); a status check comes first.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any }> {
  const response = await api(server.base, path, {
    method,
    token: options.token,
    subdomain: options.subdomain ?? 'main',
    body: options.body,
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

/** Waits until the queue has finished the job (completed or failed) and returns its state. */
export async function jobFinished(server: AreaFollowsServer, id: string): Promise<string> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const [row] = await server.db.query<{ state: string }>(
      `SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1`,
      [id],
    );
    if (row && (row.state === 'completed' || row.state === 'failed')) return row.state;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish in 30 s`);
}

/** A closed square ring of side `size` degrees at (lon, lat). */
export function square(lon: number, lat: number, size: number): number[][] {
  return [
    [lon, lat],
    [lon + size, lat],
    [lon + size, lat + size],
    [lon, lat + size],
    [lon, lat],
  ];
}

export { insertTestListing, signIn, userIdOf } from '@unfurl/api-demo-seed/testing';
