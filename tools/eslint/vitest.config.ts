import { defineConfig } from 'vitest/config';

// Before the first lint, the Nx project graph is recomputed (~15 s on a cold cache), so that
// @nx/enforce-module-boundaries sees today's projects and tags.
export default defineConfig({
  test: { hookTimeout: 180_000, testTimeout: 60_000 },
});
