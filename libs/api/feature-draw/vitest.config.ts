import { defineConfig } from 'vitest/config';

// The first run builds the migrated PGlite template (~15 s, then cached in $TMPDIR); argon2id
// hashing costs ~50 ms per sign-in.
export default defineConfig({
  test: { hookTimeout: 180_000, testTimeout: 60_000 },
});
