import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GdalInfo } from '../gdal/gdal-info';

/** A file of test-fixtures/ (real rasters, see the README for sources and licences). */
export function fixture(name: string): string {
  return fileURLToPath(new URL(`../../test-fixtures/${name}`, import.meta.url));
}

/** Real fixture rasters. */
export const FIXTURES = {
  /** Landsat 8 SR band 4, 379 × 386 UInt16, EPSG:32620, uncompressed, no overviews. */
  landsat: fixture('landsat8-001062-sr-b4.tif'),
  /** Sentinel-2 B11, 549 × 549 UInt16, EPSG:32629, a COG with one overview. */
  sentinel2: fixture('s2-29rkh-b11.tif'),
  /** Sentinel-2 true-colour preview, 3 × Byte, 34 × 34. */
  sentinel2Rgb: fixture('s2-29rkh-pvi.tif'),
  /** Sentinel-1 GRD VV at a quarter size, 320 × 210 UInt16, placed by GCPs in EPSG:4326. */
  sentinel1Gcps: fixture('s1-iw-vv-quarter.tif'),
} as const;

/** A fresh temporary folder and a function removing it. */
export async function tempFolder(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'listing-processing-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** What Debian's own `gdalinfo -json` says of a file (the reference the tests check against). */
export function referenceInfo(path: string): GdalInfo {
  return JSON.parse(execFileSync('gdalinfo', ['-json', path], { encoding: 'utf8' })) as GdalInfo;
}

/** Names in a folder (hidden ones too), to show nothing half-made was left. */
export function listFolder(dir: string): Promise<string[]> {
  return readdir(dir);
}

/** The corners of a polygon ring, without the closing point. */
export function cornersOf(ring: readonly (readonly number[])[]): [number, number][] {
  return ring.slice(0, -1).map((p) => [p[0] as number, p[1] as number]);
}
