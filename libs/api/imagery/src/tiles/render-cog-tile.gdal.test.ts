// COG tiles against GDAL: the warped bands of a Web Mercator tile match `gdalwarp -t_srs
// EPSG:3857 -te <tile> -ts 256 256 -r bilinear -et 0`, and masks and alpha bands make the same
// pixels transparent as GDAL's own mask and alpha.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromFile } from 'geotiff';
import { afterAll, describe, expect, it } from 'vitest';
import { WEB_MERCATOR_HALF_WORLD, latToMercatorY } from '@unfurl/domain';
import { pointTransform } from '../cog/crs';
import { openCogFromRanges } from '../cog/range-source';
import { findGdalwarp } from '../gdal/gdal-reference';
import { cogDisplay } from './cog-display';
import { TILE_SIZE, renderCogTile, warpCogTile } from './render-cog-tile';
import { tileLonLatBounds } from './xyz-tile';
import type { XyzTile } from './xyz-tile';

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../listing-processing/test-fixtures/${name}`, import.meta.url));
/** Sentinel-2 B11: 549 × 549 UInt16, EPSG:32629, no data 0, one overview. */
const B11 = fixture('s2-29rkh-b11.tif');
/** Sentinel-2 true-colour preview: 34 × 34 × 3 Byte, EPSG:32629, no data 0. */
const PVI = fixture('s2-29rkh-pvi.tif');

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL tile tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}
const work = mkdtempSync(join(tmpdir(), 'unfurl-tiles-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function openByRanges(path: string) {
  const bytes = new Uint8Array(readFileSync(path));
  const source = await openCogFromRanges(async (o, l) => bytes.subarray(o, o + l), path);
  return { source, display: await cogDisplay(source) };
}

/** The tile at zoom `z` holding lon/lat (lon, lat). */
function tileAt(lon: number, lat: number, z: number): XyzTile {
  const n = 2 ** z;
  const y = Math.floor(((1 - latToMercatorY(lat) / WEB_MERCATOR_HALF_WORLD) / 2) * n);
  return { z, x: Math.floor(((lon + 180) / 360) * n), y };
}

/** The centre of the fixtures (UTM 29N 254880, 2745120) in lon/lat. */
const CENTRE = pointTransform(32629, 4326)(254880, 2745120);

/** Every band of `gdalwarp` of `file` onto `tile` (Float32, NaN for no data; alpha as data). */
async function gdalTile(
  file: string,
  tile: XyzTile,
  extra: string[] = [],
): Promise<Float32Array[]> {
  const [w, s, e, n] = tileLonLatBounds(tile);
  const toMerc = pointTransform(4326, 3857);
  const [x0, y0] = toMerc(w, s);
  const [x1, y1] = toMerc(e, n);
  const out = join(work, `gdal-${tile.z}-${tile.x}-${tile.y}-${Math.random()}.tif`);
  execFileSync(gdal ?? 'gdalwarp', [
    '-q',
    ...['-t_srs', 'EPSG:3857', '-te', String(x0), String(y0), String(x1), String(y1)],
    ...['-ts', String(TILE_SIZE), String(TILE_SIZE), '-r', 'bilinear', '-et', '0'],
    ...['-ot', 'Float32', '-dstnodata', 'nan', ...extra, file, out],
  ]);
  const image = await (await fromFile(out)).getImage(0);
  const bands = (await image.readRasters({ interleave: false })) as unknown as Float32Array[];
  return bands.map((b) => Float32Array.from(b));
}

/** Share of pixels equal within `tolerance` (both NaN counts as equal). */
function shareWithin(a: Float32Array, b: Float32Array, tolerance: number): number {
  let good = 0;
  for (let p = 0; p < a.length; p++) {
    const x = a[p]!;
    const y = b[p]!;
    if ((Number.isNaN(x) && Number.isNaN(y)) || Math.abs(x - y) <= tolerance) good++;
  }
  return good / a.length;
}

describe.skipIf(!gdal)('COG tiles against gdalwarp', () => {
  it('a UInt16 band zoomed in at the centre (level 0) and zoomed out (overview)', async () => {
    const { source, display } = await openByRanges(B11);
    for (const z of [11, 7]) {
      const tile = tileAt(CENTRE[0], CENTRE[1], z);
      const ours = await warpCogTile({ source, display, tile });
      const [theirs] = await gdalTile(B11, tile);
      expect(shareWithin(ours!.colours[0]!, theirs!, 1), `z=${z}`).toBeGreaterThan(0.99);
    }
  });

  it('three Byte bands, where the tile crosses the raster edge (no data outside)', async () => {
    const { source, display } = await openByRanges(PVI);
    const tile = tileAt(CENTRE[0], CENTRE[1], 8);
    const ours = await warpCogTile({ source, display, tile });
    const theirs = await gdalTile(PVI, tile);
    for (let c = 0; c < 3; c++) {
      expect(shareWithin(ours!.colours[c]!, theirs[c]!, 1), `band ${c}`).toBeGreaterThan(0.99);
    }
    expect(theirs[0]!.some(Number.isNaN)).toBe(true);
  });

  it('an internal mask and an alpha band make the pixels GDAL leaves out transparent', async () => {
    const masked = join(work, 'masked.tif');
    execFileSync('gdal_translate', [
      '-q',
      ...['-of', 'COG', '-a_nodata', 'none', '-mask', '1', B11, masked],
      ...['--config', 'GDAL_TIFF_INTERNAL_MASK', 'YES'],
    ]);
    const alpha = join(work, 'alpha.tif');
    execFileSync(gdal ?? 'gdalwarp', ['-q', '-of', 'COG', '-dstalpha', PVI, alpha]);
    for (const [file, z] of [
      [masked, 8],
      [alpha, 8],
    ] as const) {
      const cog = await openByRanges(file);
      const tile = tileAt(CENTRE[0], CENTRE[1], z);
      const rgba = await renderCogTile({ ...cog, tile });
      // GDAL's view: its alpha band (-dstalpha) is 0 where the source is masked or no data.
      const theirs = await gdalTile(file, tile, ['-dstalpha', '-r', 'near']);
      const gdalAlpha = theirs.at(-1)!;
      let agree = 0;
      let hidden = 0;
      for (let p = 0; p < gdalAlpha.length; p++) {
        const clear = rgba![p * 4 + 3] === 0;
        if (clear) hidden++;
        if (clear === !(gdalAlpha[p]! > 0)) agree++;
      }
      expect(hidden, file).toBeGreaterThan(1000);
      expect(agree / gdalAlpha.length, file).toBeGreaterThan(0.98);
    }
  });
});
