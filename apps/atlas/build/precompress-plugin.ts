import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Files worth compressing: text formats (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|tjson|svg|txt|xml|map|wasm)$/;

/** Smaller files gain nothing from compression (headers cost more). */
const MIN_BYTES = 1024;

/** Every file under `dir` (recursively), as paths relative to it; dot directories are skipped. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(dir, path);
      return [path];
    }),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`. */
export async function precompressDir(dir: string): Promise<readonly string[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done: string[] = [];
  for (const file of files) {
    const path = join(dir, file);
    const body = await readFile(path);
    if (body.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    // A compressed copy no smaller than the file is not worth a negotiation.
    if (br.length < body.length) await writeFile(`${path}.br`, br);
    if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
    done.push(file);
  }
  return done;
}

/**
 * Precompresses the build (brotli and gzip, node's zlib) once it is written, so the API serves
 * `.br`/`.gz` by content negotiation (libs/api/site) without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'unfurl-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
