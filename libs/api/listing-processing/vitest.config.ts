import { defineConfig } from 'vitest/config';

// gdal3.js (GDAL in WebAssembly) takes about a second to start; one worker is shared per file.
export default defineConfig({
  test: { hookTimeout: 60_000, testTimeout: 60_000 },
});
