import { defineConfig } from 'vitest/config';

// The seeded PGlite template is built once (~20 s: PostGIS + migrations + demo seed), then cached.
export default defineConfig({
  test: {
    hookTimeout: 180_000,
    testTimeout: 60_000,
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    // Test servers start their render workers on the first render, not at ready: most never
    // render, and each warm-up costs seconds of CPU (start-render-pool.test.ts covers it).
    env: { IMAGERY_WARM_WORKERS: '0' },
  },
});
