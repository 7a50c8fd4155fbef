import type { Plugin } from 'vite';

/** Where the stats land, relative to the build's outDir (never served: a dot directory). */
export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

/** One module inside a chunk and the bytes it takes in the minified chunk. */
export interface BundleStatsModule {
  readonly id: string;
  readonly renderedLength: number;
}

/** One output file: a JS chunk or an asset (CSS, JSON, images). */
export interface BundleStatsFile {
  readonly fileName: string;
  readonly kind: 'chunk' | 'asset';
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  /** Chunks loaded with this one (static imports): they are on the same critical path. */
  readonly imports: readonly string[];
  readonly dynamicImports: readonly string[];
  /** CSS files Vite injects with this chunk. */
  readonly css: readonly string[];
  readonly modules: readonly BundleStatsModule[];
}

/** The written stats file. */
export interface BundleStats {
  readonly files: readonly BundleStatsFile[];
}

/** Trims a module id to its path inside the repo (or node_modules). */
function shortId(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) return id.slice(nm);
  const root = process.cwd().replace(/apps\/atlas$/, '');
  return id.startsWith(root) ? id.slice(root.length) : id;
}

/**
 * Writes `.vite/bundle-stats.json` into the build: every chunk with its static and dynamic imports,
 * its CSS and the rendered bytes of each module (read by `npm run bench:bundles`).
 */
export function bundleStatsPlugin(): Plugin {
  return {
    name: 'unfurl-bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: BundleStatsFile[] = Object.values(bundle).map((output) => {
        if (output.type === 'asset') {
          return {
            fileName: output.fileName,
            kind: 'asset',
            isEntry: false,
            isDynamicEntry: false,
            imports: [],
            dynamicImports: [],
            css: [],
            modules: [],
          };
        }
        const meta = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        return {
          fileName: output.fileName,
          kind: 'chunk',
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          css: [...(meta?.importedCss ?? [])],
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: shortId(id), renderedLength: module.renderedLength }))
            .filter((module) => module.renderedLength > 0)
            .sort((a, b) => b.renderedLength - a.renderedLength),
        };
      });
      const stats: BundleStats = { files };
      this.emitFile({
        type: 'asset',
        fileName: BUNDLE_STATS_FILE,
        source: JSON.stringify(stats),
      });
    },
  };
}
