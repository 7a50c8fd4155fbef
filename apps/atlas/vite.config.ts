import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { bundleStatsPlugin } from './build/bundle-stats-plugin';
import { precompressPlugin } from './build/precompress-plugin';

/** Where `vite` dev proxies the API (run it with PORT=4201). Production: the API serves dist/. */
const API_DEV_TARGET = process.env['ATLAS_API_TARGET'] ?? 'http://localhost:4201';

/** Modules without top-level side effects (the package does not say so itself). */
const PURE_MODULES = /\/libs\/shared\/validators\/src\/.*\.ts$/;

/**
 * react-router 7 ships dist/production beside dist/development, but every condition of its
 * package exports points at dist/development (dev warnings on). The build takes the production
 * files by alias; dev server and tests keep the warnings.
 */
const REACT_ROUTER_DIST = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(REACT_ROUTER_DIST, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(REACT_ROUTER_DIST, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? REACT_ROUTER_PRODUCTION : [] },
  plugins: [react(), bundleStatsPlugin(), precompressPlugin()],
  server: {
    port: 4300,
    proxy: {
      '/v1': API_DEV_TARGET,
      '/listing-preview': API_DEV_TARGET,
      '/listing-file': API_DEV_TARGET,
      '/identity': API_DEV_TARGET,
      // The default about site (terms, privacy, help, blog), served by the API from docs/about.
      '/about': API_DEV_TARGET,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1500,
    reportCompressedSize: false,
    rolldownOptions: {
      treeshake: {
        // The shared validators are pure (no top-level effects): only what a chunk uses goes in
        // it, so the coordinate parsers (proj4, mgrs) stay in the search box's lazy chunk.
        moduleSideEffects: (id: string) => !PURE_MODULES.test(id),
      },
    },
  },
  test: {
    environment: 'jsdom',
  },
}));
