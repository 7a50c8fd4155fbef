import { defineConfig } from 'vitest/config';

// Route tests open the migrated PGlite template (~15 s the first time, then cached in $TMPDIR).
export default defineConfig({
  test: { hookTimeout: 180_000, testTimeout: 60_000 },
});
