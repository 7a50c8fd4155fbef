// The input of bench:upload: the Sentinel-2 B11 fixture upscaled with `gdal_translate -outsize` to
// a square UInt16 GeoTIFF of about N MB (default 200: 10,000 × 10,000), uncompressed and striped,
// georeferenced as the fixture. Made once per size into a temp cache and reused.
//
//   tsx bench-geotiff.ts [--size-mb N]   prints the path of the file (making it when missing)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Size of the benchmark upload in the issue (#4): 200 MB. */
export const DEFAULT_SIZE_MB = 200;

/** The cache folder of the benchmark inputs (kept between runs; delete it to start afresh). */
export const BENCH_CACHE_DIR = join(tmpdir(), 'unfurl-bench-upload');

const SOURCE = fileURLToPath(new URL('../test-fixtures/s2-29rkh-b11.tif', import.meta.url));

/** Reads `--size-mb N` (a positive number) from command-line arguments; the default without it. */
export function sizeMbArgument(args: readonly string[]): number {
  const at = args.indexOf('--size-mb');
  if (at < 0) return DEFAULT_SIZE_MB;
  const value = Number(args[at + 1]);
  if (!(value > 0 && value <= 4000)) throw new Error('--size-mb wants a number of MB, 1 to 4000');
  return value;
}

/** Pixels per side of a square UInt16 (2 bytes a pixel) raster of about `sizeMb` × 10⁶ bytes. */
export function sideForSizeMb(sizeMb: number): number {
  return Math.max(64, Math.round(Math.sqrt((sizeMb * 1e6) / 2)));
}

/** The path of the benchmark GeoTIFF of about `sizeMb` MB, made with gdal_translate when missing. */
export function benchGeoTiff(sizeMb: number, log: (line: string) => void = () => {}): string {
  const side = sideForSizeMb(sizeMb);
  const file = join(BENCH_CACHE_DIR, `upload-${side}px-uint16.tif`);
  if (existsSync(file)) return file;
  mkdirSync(BENCH_CACHE_DIR, { recursive: true });
  log(`making a ${side} × ${side} UInt16 GeoTIFF from ${SOURCE} into ${BENCH_CACHE_DIR} …`);
  const partial = `${file}.${process.pid}.part`;
  try {
    execFileSync(
      'gdal_translate',
      [
        '-q',
        '-of',
        'GTiff',
        '-outsize',
        String(side),
        String(side),
        '-r',
        'bilinear',
        SOURCE,
        partial,
      ],
      { env: { ...process.env, GDAL_PAM_ENABLED: 'NO' } },
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${benchGeoTiff(sizeMbArgument(process.argv.slice(2)), console.error)}\n`);
}
