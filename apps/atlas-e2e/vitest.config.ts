import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 360_000,
    fileParallelism: false,
    // A page on a loaded 2-core machine can take seconds to answer; vitest's default is 1 s.
    expect: { poll: { timeout: 30_000, interval: 100 } },
  },
});
