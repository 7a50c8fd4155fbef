import type { FastifyInstance } from 'fastify';
import { createRenderPool } from '../render/render-pool';
import type { RenderPool, RenderPoolOptions } from '../render/render-pool';

/** Longest wait of a server start for its render workers (they go on loading after it). */
export const WARM_WAIT_MS = 5_000;

/** Options of {@link startRenderPool}. */
export interface StartRenderPoolOptions extends RenderPoolOptions {
  /** Start the workers now, ready before the server (default true); false: on the first job. */
  readonly warm?: boolean;
}

/**
 * A render pool of `size` workers tied to a server: started at once (warm-up: threads and
 * modules load while the server is built, not on the first tile; the server listens once they
 * have, or after {@link WARM_WAIT_MS}) and closed with it. Undefined when `size` is 0 (renders on the main thread).
 */
export function startRenderPool(
  app: FastifyInstance,
  size: number,
  options: StartRenderPoolOptions = {},
): RenderPool | undefined {
  if (size <= 0) return undefined;
  const pool = createRenderPool(size, options);
  if (options.warm === false) {
    app.addHook('onClose', () => pool.close());
    return pool;
  }
  // The workers start loading now, while the rest of the server is built; the server answers
  // once they have (its first tile pays no thread start), but waits at most WARM_WAIT_MS from
  // ready: Fastify fails a start whose hooks take over 10 s (loaded host).
  const warmed = pool.warm();
  warmed.catch(() => undefined); // a worker that cannot load fails the start in onReady below
  app.addHook('onReady', async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)));
    await Promise.race([warmed, waited]);
    clearTimeout(timer);
  });
  app.addHook('onClose', () => pool.close());
  return pool;
}
