import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { postgis } from '@electric-sql/pglite-postgis';
import type { Extension } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database (ADR 0012). PGlite's WebAssembly heap grows to the
 * most it ever held and never shrinks, so every buffer PostgreSQL may fill is a permanent cost:
 * the defaults (shared_buffers 128MB, maintenance_work_mem 64MB) are capped here. The pool is
 * resident from the start whatever the data (32MB -> 16MB took 18 MB off the process); the files
 * stay in the operating system's page cache, so a page missing from the pool is a read, not I/O.
 */
export const EMBEDDED_DB_SETTINGS = {
  shared_buffers: '16MB',
  maintenance_work_mem: '32MB',
  work_mem: '4MB',
  temp_buffers: '4MB',
  wal_buffers: '1MB',
  max_connections: '8',
} as const;

/**
 * Node's options for the database's process (ADR 0012). `--expose-gc`: it collects once after
 * opening. `--max-semi-space-size=1`: V8's young generation stays at 1 MB per half (default 16 MB,
 * all of it resident once used), which the process, moving bytes between a socket and
 * WebAssembly, does not need. `--wasm-tiering-budget=18000000` (10x V8's default): a function
 * runs on the baseline code (Liftoff) until it has done ten times the usual work, so opening,
 * migrations and seeding optimise almost nothing (start and idle memory as with Liftoff only),
 * while the hot code of real queries still gets the optimising tier: Liftoff only cost the
 * heaviest search shape at a million listings ~20 % (p95 50.6-54.5 against 47.0-47.2 ms; ADR 0012).
 */
export const EMBEDDED_DB_NODE_OPTIONS: readonly string[] = [
  '--expose-gc',
  '--max-semi-space-size=1',
  '--wasm-tiering-budget=18000000',
];

/**
 * glibc settings for the database's process (ADR 0012): at most 2 malloc arenas (the default, 8
 * per core, keeps freed memory of V8's compile threads), and every block of 16 KB or more mapped
 * on its own, so that it goes back to the system when freed: opening unpacks tens of MB in 16 KB
 * chunks (the PostGIS bundle) that would otherwise stay resident between the blocks still in use.
 */
export const EMBEDDED_DB_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '16384',
} as const;

/** PGlite's own start parameters followed by {@link EMBEDDED_DB_SETTINGS} as `-c name=value`. */
export function pgliteStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(EMBEDDED_DB_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * What the embedded database loads of the PostGIS bundle: the core library, its control file and
 * install script, and the PROJ data. The raster and topology libraries (about 15 MB of
 * WebAssembly each, compiled and instantiated at every start whether used or not), the tiger
 * geocoder and the upgrade scripts are left out; Unfurl uses none of them.
 */
const KEEP = [
  /^lib\/postgresql\/postgis-3\.so$/,
  /^share\/postgresql\/extension\/postgis\.control$/,
  /^share\/postgresql\/extension\/postgis--\d+(\.\d+)*\.sql$/,
  /^share\/proj(\/|$)/,
] as const;

const BLOCK = 512;

/** The tar entries of `tar` whose path `keep` accepts (a pax header goes with its entry). */
export function filterTar(tar: Uint8Array, keep: (path: string) => boolean): Buffer {
  const out: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const entry = tar.subarray(offset, end);
    const type = String.fromCharCode(header[156] ?? 0);
    offset = end;
    if (type === 'x' || type === 'L') {
      pending.push(entry);
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    const path = (prefix ? `${prefix}/${name}` : name).replace(/^\.\//, '');
    if (type === 'g' || type === '5' || keep(path)) out.push(...pending, entry);
    pending = [];
  }
  out.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(out);
}

function text(bytes: Uint8Array, start: number, length: number): string {
  const field = bytes.subarray(start, start + length);
  const nul = field.indexOf(0);
  return Buffer.from(nul === -1 ? field : field.subarray(0, nul)).toString('utf8');
}

const require = createRequire(import.meta.url);

/** The PostGIS bundle that `@electric-sql/pglite-postgis` ships. */
export function fullPostgisBundlePath(): string {
  return join(dirname(require.resolve('@electric-sql/pglite-postgis')), 'postgis.tar.gz');
}

/**
 * Writes (once, then reuses) the lean PostGIS bundle ({@link KEEP}) next to the database
 * templates and returns its path. Keyed by the size and time of the shipped bundle.
 */
export async function ensureLeanPostgisBundle(cacheDir?: string): Promise<string> {
  const source = fullPostgisBundlePath();
  const info = await stat(source);
  const key = createHash('sha256')
    .update(`${info.size}:${info.mtimeMs}:${KEEP.join('|')}`)
    .digest('hex')
    .slice(0, 16);
  const dir = cacheDir ?? join(tmpdir(), 'unfurl-db-templates');
  const target = join(dir, `postgis-lean-${key}.tar.gz`);
  if (
    await stat(target).then(
      () => true,
      () => false,
    )
  )
    return target;
  await mkdir(dir, { recursive: true });
  const lean = filterTar(gunzipSync(await readFile(source)), (path) =>
    KEEP.some((pattern) => pattern.test(path)),
  );
  const partial = `${target}.${process.pid}.partial`;
  await writeFile(partial, gzipSync(lean, { level: 1 }));
  await rename(partial, target);
  return target;
}

/** The PostGIS extension of `@electric-sql/pglite-postgis`, loading the bundle at `bundlePath`. */
export function leanPostgis(bundlePath: string): Extension {
  return {
    name: 'postgis',
    async setup(pg, emscriptenOpts) {
      const setup = await postgis.setup(pg, emscriptenOpts);
      return { ...setup, bundlePath: new URL(`file://${bundlePath}`) };
    },
  };
}
