import { describe, expect, it } from 'vitest';
import { BUNDLE_STATS_FILE } from '../build/bundle-stats-plugin';
import type { BundleStats, BundleStatsFile } from '../build/bundle-stats-plugin';
import { TARGETS, formatReport, initialFiles, readBuild } from './bundle-report';

const chunk = (fileName: string, more: Partial<BundleStatsFile> = {}): BundleStatsFile => ({
  fileName,
  kind: 'chunk',
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  modules: [],
  ...more,
});

/** A build: entry → vendor (static, with CSS), entry ⇢ imagery (lazy), basemap data asset. */
const STATS: BundleStats = {
  files: [
    chunk('assets/index-AAAAAAAA.js', {
      isEntry: true,
      imports: ['assets/vendor-BBBBBBBB.js'],
      dynamicImports: ['assets/imagery-CCCCCCCC.js'],
      css: ['assets/index-DDDDDDDD.css'],
      modules: [
        { id: 'apps/atlas/src/main.tsx', renderedLength: 300 },
        { id: 'apps/atlas/src/app.tsx', renderedLength: 100 },
      ],
    }),
    chunk('assets/vendor-BBBBBBBB.js', {
      modules: [{ id: 'node_modules/ol/Map.js', renderedLength: 900 }],
    }),
    chunk('assets/imagery-CCCCCCCC.js', { isDynamicEntry: true }),
    { ...chunk('assets/index-DDDDDDDD.css'), kind: 'asset' },
    { ...chunk('assets/countries-EEEEEEEE.json'), kind: 'asset' },
  ],
};

const BODIES: Record<string, string> = {
  [BUNDLE_STATS_FILE]: JSON.stringify(STATS),
  'assets/index-AAAAAAAA.js': 'a'.repeat(1000),
  'assets/vendor-BBBBBBBB.js': 'b'.repeat(5000),
  'assets/imagery-CCCCCCCC.js': 'c'.repeat(7000),
  'assets/index-DDDDDDDD.css': 'd'.repeat(300),
  'assets/countries-EEEEEEEE.json': 'e'.repeat(900),
};

const read = (name: string) => {
  const body = BODIES[name];
  if (body === undefined) throw new Error(`unexpected read of ${name}`);
  return Buffer.from(body);
};

/** Bytes that do not compress (a linear congruential generator). */
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 12345;
  for (let i = 0; i < length; i += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('the bundle bench reads a build', () => {
  it('counts the entry, its static imports and their CSS as initial, never lazy chunks', () => {
    expect(initialFiles(STATS, 'assets/index-AAAAAAAA.js').sort()).toEqual([
      'assets/index-AAAAAAAA.js',
      'assets/index-DDDDDDDD.css',
      'assets/vendor-BBBBBBBB.js',
    ]);
    const build = readBuild('/nowhere', { read, topModules: 1 });
    const [entry] = build.entries;
    expect(entry?.initial.raw).toBe(1000 + 5000 + 300);
    expect(entry?.chunks[0]?.modules).toEqual([
      { id: 'apps/atlas/src/main.tsx', renderedLength: 300 },
    ]);
    expect(build.total.raw).toBe(1000 + 5000 + 7000 + 300);
    expect(build.lazy.map((file) => file.fileName)).toEqual(['assets/imagery-CCCCCCCC.js']);
    expect(build.basemapFiles).toEqual(['assets/countries-EEEEEEEE.json']);
    expect(build.basemap.raw).toBe(900);
    // Compressed figures are real compressions: a repeated byte shrinks a lot.
    expect(entry?.initial.gzip).toBeLessThan(entry?.initial.raw ?? 0);
    expect(entry?.initial.brotli).toBeGreaterThan(0);
  });

  it('prints each figure with its target and a verdict', () => {
    const report = formatReport('atlas', readBuild('/nowhere', { read }));
    expect(report.pass).toBe(true);
    expect(report.lines.join('\n')).toContain(
      `target <= ${TARGETS.initialGzip / 1024}.0 KB gzip: PASS`,
    );
    expect(report.lines.join('\n')).toContain('node_modules/ol/Map.js');
    const heavy = readBuild('/nowhere', {
      read: (name) => (name === 'assets/vendor-BBBBBBBB.js' ? noise(300_000) : read(name)),
    });
    const failing = formatReport('atlas', heavy);
    expect(failing.pass).toBe(false);
    expect(failing.lines.at(-1)).toBe('verdict: FAIL');
  });
});
