import { defineConfig } from 'vitest/config';

// Building the migrated PGlite template takes ~15 s the first time (then it is cached in $TMPDIR).
export default defineConfig({
  test: { hookTimeout: 180_000, testTimeout: 60_000 },
});
