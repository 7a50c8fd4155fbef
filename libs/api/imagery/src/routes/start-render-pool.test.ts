import { createHttpServer } from '@unfurl/api-http';
import { describe, expect, it } from 'vitest';
import { startRenderPool } from './start-render-pool';

describe('startRenderPool', () => {
  it('starts every worker when the server is ready, not on the first render', async () => {
    const app = createHttpServer({ logger: false });
    const pool = startRenderPool(app, 2)!;
    try {
      expect(pool.workers()).toBe(0);
      await app.ready();
      expect(pool.workers()).toBe(2);
      // warm() resolves once both have loaded their modules (the ready hook started it).
      await pool.warm();
      expect(pool.workers()).toBe(2);
    } finally {
      await app.close();
    }
    expect(pool.workers()).toBe(0);
  }, 60_000);

  it('makes no pool for 0 workers (main-thread renders)', () => {
    expect(startRenderPool(createHttpServer({ logger: false }), 0)).toBeUndefined();
  });
});
