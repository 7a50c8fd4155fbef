import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
/** Value imports and re-exports (`import type` / `export type` are erased, so skipped). */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The bare packages reached by value from a module, following its relative imports. */
function reachedPackages(entry: string): Set<string> {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(VALUE_IMPORT)) {
      if (spec.startsWith('.')) {
        if (!/\.(ts|tsx)$/.test(spec) && !spec.endsWith('.css'))
          visit(`${resolve(dirname(file), spec)}.ts`);
      } else packages.add(spec.split('/')[0] ?? spec);
    }
  };
  visit(entry);
  return packages;
}

describe('map-ol entries', () => {
  it('the index reaches no OpenLayers module by value, so importing it stays light', () => {
    expect([...reachedPackages(resolve(SRC, 'index.ts'))]).not.toContain('ol');
  });

  it('the index reaches no GIF decoder by value (only animated GIF listings need it)', () => {
    expect([...reachedPackages(resolve(SRC, 'index.ts'))]).not.toContain('gifuct-js');
  });

  it('the engine entry holds the OpenLayers map (the check can see `ol`)', () => {
    expect([...reachedPackages(resolve(SRC, 'engine.ts'))]).toContain('ol');
  });
});
