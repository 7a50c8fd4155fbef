import { createHttpServer } from '@unfurl/api-http';
import { describe, expect, it } from 'vitest';
import { WARM_WAIT_MS, startRenderPool } from './start-render-pool';

describe('startRenderPool', () => {
  it('starts every worker while the server is built, and answers once they have loaded', async () => {
    const app = createHttpServer({ logger: false });
    const started = performance.now();
    const pool = startRenderPool(app, 2)!;
    try {
      expect(pool.workers()).toBe(2);
      const loaded = pool.warm().then(() => performance.now());
      await app.ready();
      const ready = performance.now();
      // The ready hook waited for the warm-up started with the pool: loaded no later than ready,
      // unless loading took longer than the wait's cap (a loaded CI host), when ready waited the
      // whole WARM_WAIT_MS first.
      const loadedAt = await loaded;
      if (loadedAt > ready) expect(ready - started).toBeGreaterThanOrEqual(WARM_WAIT_MS);
      else expect(loadedAt).toBeLessThanOrEqual(ready);
      expect(pool.workers()).toBe(2);
    } finally {
      await app.close();
    }
    expect(pool.workers()).toBe(0);
  }, 60_000);

  it('with warm false starts no worker before the first render', async () => {
    const app = createHttpServer({ logger: false });
    const pool = startRenderPool(app, 2, { warm: false })!;
    await app.ready();
    expect(pool.workers()).toBe(0);
    await app.close();
  });

  it('makes no pool for 0 workers (main-thread renders)', () => {
    expect(startRenderPool(createHttpServer({ logger: false }), 0)).toBeUndefined();
  });
});
