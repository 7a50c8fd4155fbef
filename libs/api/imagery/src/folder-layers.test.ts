import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The one-way flow of this lib's folders (README, "Folder layers"): a module may import its own
// folder, the files at the root of src (errors, scenes, band tables, sample paths) and folders
// listed before its own; never one listed after. Tests may import any folder (nothing imports a
// test, so they close no cycle); `index.ts` and `testing.ts` sit on top.
const LAYERS = [
  'cog',
  'warp',
  'encode',
  'sandbox',
  'render',
  'statistics',
  'providers',
  'tiles',
  'cache',
  'routes',
  'gdal',
] as const;

const SRC = dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top folder of a path inside src, or undefined for a file at the root of src. */
function folderOf(path: string): string | undefined {
  const parts = relative(SRC, path).split('/');
  return parts.length > 1 ? parts[0] : undefined;
}

/** Every import of a folder listed after the importing module's own folder. */
function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    if (from === undefined) continue; // index.ts, testing.ts and the root files
    const rank = LAYERS.indexOf(from as (typeof LAYERS)[number]);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(resolve(dirname(file), spec!));
      if (to === undefined || to === from) continue;
      if (LAYERS.indexOf(to as (typeof LAYERS)[number]) > rank) {
        found.push(`${relative(SRC, file)} imports ${spec} (${from} → ${to})`);
      }
    }
  }
  return found;
}

describe('folder layers', () => {
  it('lists every folder of src', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...LAYERS].sort());
  });

  it('has no folder importing a folder above it', () => {
    expect(upwardImports()).toEqual([]);
  });
});
