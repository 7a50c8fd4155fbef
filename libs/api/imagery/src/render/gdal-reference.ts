// Test support: an independent rendering of the same box with GDAL's gdalwarp (Debian gdal-bin).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromFile } from 'geotiff';
import type { ImageryBbox } from '@unfurl/domain';

/** Where gdalwarp lives, or undefined when GDAL is not installed. */
export function findGdalwarp(): string | undefined {
  for (const dir of (process.env['PATH'] ?? '').split(':').concat('/usr/bin')) {
    const path = join(dir, 'gdalwarp');
    if (dir && existsSync(path)) return path;
  }
  return undefined;
}

/** Options of {@link gdalwarpBand}. */
export interface GdalWarpOptions {
  readonly bbox: ImageryBbox;
  readonly width: number;
  readonly height: number;
  readonly resampling: 'nearest' | 'bilinear';
  readonly tSrs?: string;
}

/**
 * Warps one band file with `gdalwarp -te -ts -t_srs -r -ot Float32 -et 0` and returns its samples
 * (NaN where gdalwarp wrote no data).
 */
export async function gdalwarpBand(file: string, options: GdalWarpOptions): Promise<Float32Array> {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-gdal-'));
  const out = join(dir, 'out.tif');
  try {
    const [w, s, e, n] = options.bbox;
    execFileSync(findGdalwarp() ?? 'gdalwarp', [
      '-q',
      '-te',
      String(w),
      String(s),
      String(e),
      String(n),
      '-ts',
      String(options.width),
      String(options.height),
      '-t_srs',
      options.tSrs ?? 'EPSG:4326',
      '-r',
      options.resampling === 'nearest' ? 'near' : 'bilinear',
      '-ot',
      'Float32',
      '-dstnodata',
      'nan',
      // Exact transformation: the default approximation (0.125 px) moves samples by up to 1/8 px.
      '-et',
      '0',
      file,
      out,
    ]);
    const tiff = await fromFile(out);
    const image = await tiff.getImage(0);
    const data = (await image.readRasters({ samples: [0], interleave: true })) as unknown;
    return Float32Array.from(data as ArrayLike<number>);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Share of pixels whose R, G, B and A all differ by at most `tolerance` DN. */
export function shareWithin(a: Uint8Array, b: Uint8Array, tolerance = 1): number {
  let good = 0;
  const pixels = a.length / 4;
  for (let q = 0; q < a.length; q += 4) {
    let ok = true;
    for (let c = 0; c < 4; c++) if (Math.abs(a[q + c]! - b[q + c]!) > tolerance) ok = false;
    if (ok) good++;
  }
  return good / pixels;
}
