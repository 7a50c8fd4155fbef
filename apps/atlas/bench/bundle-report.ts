// The parsing and figures of `npm run bench:bundles` (bundles.bench.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { BUNDLE_STATS_FILE } from '../build/bundle-stats-plugin';
import type { BundleStats, BundleStatsModule } from '../build/bundle-stats-plugin';

/** Targets of issue #13 (gzipped bytes). */
export const TARGETS = { initialGzip: 200 * 1024, basemapGzip: 150 * 1024 } as const;

/** Raw, gzipped (level 9) and brotli (quality 11) bytes. */
export interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

const ZERO: Sizes = { raw: 0, gzip: 0, brotli: 0 };

/** The sizes of one body. */
export function sizesOf(body: Uint8Array): Sizes {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length,
  };
}

function add(a: Sizes, b: Sizes): Sizes {
  return { raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli };
}

/** The files an entry loads before anything lazy: itself, its static imports and their CSS. */
export function initialFiles(stats: BundleStats, entry: string): string[] {
  const byName = new Map(stats.files.map((file) => [file.fileName, file]));
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const file = byName.get(name);
    if (!file) return;
    for (const css of file.css) seen.add(css);
    for (const imported of file.imports) visit(imported);
  };
  visit(entry);
  return [...seen];
}

/** True for the offline basemap's data (the Natural Earth countries), chunk or asset. */
export function isBasemapFile(fileName: string): boolean {
  return /countries/.test(fileName) && !/\.(br|gz)$/.test(fileName);
}

/** One initial chunk with its largest modules. */
export interface ChunkReport {
  readonly fileName: string;
  readonly sizes: Sizes;
  readonly modules: readonly BundleStatsModule[];
}

/** The figures of one build. */
export interface BuildReport {
  readonly entries: readonly {
    readonly entry: string;
    readonly initial: Sizes;
    readonly chunks: readonly ChunkReport[];
  }[];
  readonly total: Sizes;
  readonly lazy: readonly { readonly fileName: string; readonly sizes: Sizes }[];
  readonly basemap: Sizes;
  readonly basemapFiles: readonly string[];
}

const isCode = (name: string) => /\.(m?js|css)$/.test(name);

/**
 * Reads one build (`distDir` with `.vite/bundle-stats.json`): per entry the initial JS and CSS and
 * the largest modules of each initial chunk; the whole build's JS and CSS; lazy chunks; the basemap.
 */
export function readBuild(
  distDir: string,
  options: { readonly topModules?: number; readonly read?: (name: string) => Uint8Array } = {},
): BuildReport {
  const read = options.read ?? ((name: string) => readFileSync(join(distDir, name)));
  const stats = JSON.parse(Buffer.from(read(BUNDLE_STATS_FILE)).toString('utf8')) as BundleStats;
  const cache = new Map<string, Sizes>();
  const size = (name: string): Sizes => {
    const known = cache.get(name);
    if (known) return known;
    const sizes = sizesOf(read(name));
    cache.set(name, sizes);
    return sizes;
  };
  const byName = new Map(stats.files.map((file) => [file.fileName, file]));
  const entries = stats.files
    .filter((file) => file.kind === 'chunk' && file.isEntry)
    .map((entry) => {
      const names = initialFiles(stats, entry.fileName).filter(isCode);
      return {
        entry: entry.fileName,
        initial: names.reduce((sum, name) => add(sum, size(name)), ZERO),
        chunks: names.map((name) => ({
          fileName: name,
          sizes: size(name),
          modules: (byName.get(name)?.modules ?? []).slice(0, options.topModules ?? 8),
        })),
      };
    });
  const names = stats.files.map((file) => file.fileName);
  const basemapFiles = names.filter(isBasemapFile);
  return {
    entries,
    total: names.filter(isCode).reduce((sum, name) => add(sum, size(name)), ZERO),
    lazy: stats.files
      .filter((file) => file.kind === 'chunk' && file.isDynamicEntry)
      .map((file) => ({ fileName: file.fileName, sizes: size(file.fileName) })),
    basemap: basemapFiles.reduce((sum, name) => add(sum, size(name)), ZERO),
    basemapFiles,
  };
}

/** `12.3 KB` (KiB). */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function line(label: string, sizes: Sizes, target?: number): string {
  const verdict =
    target === undefined
      ? ''
      : `  target <= ${kb(target)} gzip: ${sizes.gzip <= target ? 'PASS' : 'FAIL'}`;
  const figures = `raw ${kb(sizes.raw).padStart(10)}  gzip ${kb(sizes.gzip).padStart(9)}  br ${kb(sizes.brotli).padStart(9)}`;
  return `${label.padEnd(34)} ${figures}${verdict}`;
}

const short = (fileName: string) => fileName.replace(/^assets\//, '');

/** The printed report of one build and whether every figure meets its target. */
export function formatReport(
  name: string,
  build: BuildReport,
): { readonly lines: string[]; readonly pass: boolean } {
  const lines = [`== ${name}`];
  let pass = true;
  for (const entry of build.entries) {
    pass &&= entry.initial.gzip <= TARGETS.initialGzip;
    lines.push(line(`initial JS+CSS (${short(entry.entry)})`, entry.initial, TARGETS.initialGzip));
    for (const chunk of entry.chunks) {
      lines.push(line(`  ${short(chunk.fileName)}`, chunk.sizes));
      for (const module of chunk.modules) {
        lines.push(`      ${kb(module.renderedLength).padStart(9)} rendered  ${module.id}`);
      }
    }
  }
  lines.push(line('total JS+CSS', build.total));
  for (const chunk of build.lazy) lines.push(line(`  lazy ${short(chunk.fileName)}`, chunk.sizes));
  if (build.basemapFiles.length > 0) {
    pass &&= build.basemap.gzip <= TARGETS.basemapGzip;
    lines.push(line('basemap data', build.basemap, TARGETS.basemapGzip));
    for (const file of build.basemapFiles) lines.push(`      ${file}`);
  }
  lines.push(`verdict: ${pass ? 'PASS' : 'FAIL'}`);
  return { lines, pass };
}
