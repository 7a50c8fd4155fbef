import { describe, expect, it } from 'vitest';
import { overlay } from '@unfurl/imagery-core';
import type { ImageryBbox } from '@unfurl/domain';
import type { OutputCrs } from '../cog/crs';
import {
  findGdalwarp,
  gdalBands,
  gdalwarpTrace,
  gdalTarget,
  localScene,
  planTrace,
  shareVisibleWithin,
  sortChunks,
} from '../gdal/gdal-reference';
import type { OutputGrid } from './output-grid';
import { emptyTimings, readBands } from '../render/read-bands';
import { renderImage } from '../render/render-image';
import type { Resampling } from './resampling';
import { builtInStages } from '../render/stage-resolver';
import type { Scene } from '../scene';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL comparison tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}
const verbose = (...args: unknown[]) => {
  if (process.env['IMAGERY_TEST_VERBOSE']) console.log(...args);
};

/** Sentinel-1 GRD DNs are 0 where the swath has no data; the file does not say so. */
const S1_NODATA = 0;
/** A box inside the swath (south India) and the whole swath with its no-data corners. */
const INSIDE: ImageryBbox = [76.5, 9.8, 77.3, 10.6];
const SWATH: ImageryBbox = [75.5, 9.1, 78.3, 11.3];

/** Share of pixels where both are no data, or both have values within `tolerance`. */
function shareClose(a: Float32Array, b: Float32Array, tolerance: number): number {
  let good = 0;
  for (let p = 0; p < a.length; p++) {
    const x = a[p]!;
    const y = b[p]!;
    if (Number.isNaN(x) ? Number.isNaN(y) : Math.abs(x - y) <= tolerance) good++;
  }
  return good / a.length;
}

function validShare(a: Float32Array): number {
  return a.filter((v) => !Number.isNaN(v)).length / a.length;
}

async function compareRaw(
  grid: OutputGrid,
  resampling: Resampling,
): Promise<{ vv: number; vh: number; valid: number }> {
  const scene = await localScene('sentinel-1-grd');
  const ours = await readBands([scene], ['VV', 'VH'], grid, resampling, emptyTimings());
  const ref = await gdalBands(scene, ['VV', 'VH'], grid, resampling, S1_NODATA);
  const result = {
    vv: shareClose(ours['VV']!, ref['VV']!, 0.01),
    vh: shareClose(ours['VH']!, ref['VH']!, 0.01),
    valid: validShare(ref['VV']!),
  };
  verbose('S1 raw', grid, resampling, result);
  return result;
}

/** DN / 1000 stands in for the calibrated backscatter the sample lacks (no calibration LUTs). */
function scaled(scene: Scene): Scene {
  const bands = Object.fromEntries(
    Object.entries(scene.bands).map(([name, asset]) => [name, { ...asset, scale: 1 / 1000 }]),
  );
  return { ...scene, bands };
}

const byte = (v: number) => Math.round(Math.min(255, Math.max(0, v * 255)));

/** Radar Colored from its published formula (imagery-core, notes §2 variant b). */
function radarColored(vv: number, vh: number): number[] {
  if (!(vv > 0) || !(vh > 0)) return [0, 0, 0];
  const tone = (x: number) => Math.pow((Math.max(0, x) / (1 + Math.max(0, x))) * (4 / 3), 0.8);
  const [r, g, b] = [2.9 * vv, 16 * vh, (1.6 * vh) / vv];
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return [r, g, b].map((c) => byte(tone(l + (c - l) * 1.2)));
}

/** Radar Grayscale: max(0, ln(VV)·0.21714724095 + 1). */
function radarGrayscale(vv: number): number[] {
  const v = byte(Math.max(0, Math.log(vv) * 0.21714724095 + 1));
  return [v, v, v];
}

async function compareScript(
  name: string,
  formula: (vv: number, vh: number) => number[],
  grid: OutputGrid,
  resampling: Resampling,
): Promise<{ share: number; distinct: number }> {
  const scene = scaled(await localScene('sentinel-1-grd'));
  const stage = builtInStages({ satellite: 'sentinel-1-grd', evalscriptName: name });
  expect(stage.name).toBe(name);
  const ours = await renderImage({
    scenes: [scene],
    ...grid,
    stage,
    contentType: 'image/png',
    resampling,
  });
  const ref = await gdalBands(scene, ['VV', 'VH'], grid, resampling, S1_NODATA);
  const vv = ref['VV']!;
  const vh = ref['VH']!;
  const expected = new Uint8Array(grid.width * grid.height * 4);
  const colours = new Set<number>();
  for (let p = 0; p < vv.length; p++) {
    if (Number.isNaN(vv[p]!) || Number.isNaN(vh[p]!)) continue;
    const [r, g, b] = formula(vv[p]!, vh[p]!);
    expected.set([r!, g!, b!, 255], p * 4);
    colours.add((r! << 16) | (g! << 8) | b!);
  }
  const share = shareVisibleWithin(ours.rgba, expected);
  verbose('S1', name, grid, resampling, share, colours.size);
  return { share, distinct: colours.size };
}

describe.skipIf(!gdal)('Sentinel-1 GRD (ground control points) against gdalwarp', () => {
  it('fits the GCP polynomials and picks level, window and chunks as gdalwarp does', async () => {
    const scene = await localScene('sentinel-1-grd');
    const { planWarp } = await import('./warp-plan');
    const { openCog } = await import('../cog/cog-source');
    const source = await openCog(scene.bands['VV']!.href);
    for (const [grid, resampling] of [
      [{ bbox: INSIDE, width: 300, height: 300 }, 'bilinear'],
      [{ bbox: SWATH, width: 100, height: 90 }, 'bilinear'],
      [{ bbox: SWATH, width: 200, height: 160 }, 'nearest'],
    ] as const) {
      const plan = planWarp(source, grid, resampling);
      const trace = gdalwarpTrace(source.href, {
        ...gdalTarget(grid),
        width: grid.width,
        height: grid.height,
        resampling,
        srcNodata: S1_NODATA,
      });
      expect(planTrace(plan)).toEqual({ ...trace, chunks: sortChunks(trace.chunks) });
    }
  });

  it('VV and VH inside the swath, bilinear at full resolution: the same values as GDAL', async () => {
    const { vv, vh, valid } = await compareRaw(
      { bbox: INSIDE, width: 300, height: 300 },
      'bilinear',
    );
    expect(valid).toBe(1);
    expect(vv).toBeGreaterThanOrEqual(0.999);
    expect(vh).toBeGreaterThanOrEqual(0.999);
  });

  it('the whole swath with its no-data corners through an overview, nearest and bilinear', async () => {
    const near = await compareRaw({ bbox: SWATH, width: 200, height: 160 }, 'nearest');
    expect(near.valid).toBeGreaterThan(0.4);
    expect(near.valid).toBeLessThan(0.9);
    expect(near.vv).toBeGreaterThanOrEqual(0.999);
    expect(near.vh).toBeGreaterThanOrEqual(0.999);
    const bilinear = await compareRaw({ bbox: SWATH, width: 100, height: 90 }, 'bilinear');
    expect(bilinear.vv).toBeGreaterThanOrEqual(0.999);
    expect(bilinear.vh).toBeGreaterThanOrEqual(0.999);
  });

  it('on an EPSG:3857 output grid, bilinear', async () => {
    const crs: OutputCrs = 'EPSG:3857';
    const { vv, valid } = await compareRaw(
      { bbox: INSIDE, width: 256, height: 256, crs },
      'bilinear',
    );
    expect(valid).toBe(1);
    expect(vv).toBeGreaterThanOrEqual(0.999);
  });

  it('the SENTINEL_1_RADAR overlay (Radar Colored) by the evalscript runtime, within 1 DN', async () => {
    const name = overlay('SENTINEL_1_RADAR').script.name;
    const grid = { bbox: SWATH, width: 240, height: 190 };
    const { share, distinct } = await compareScript(name, radarColored, grid, 'bilinear');
    expect(distinct).toBeGreaterThan(1000); // a real picture, not a saturated one
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Radar Grayscale by the evalscript runtime, within 1 DN', async () => {
    const grid = { bbox: INSIDE, width: 200, height: 200 };
    const { share, distinct } = await compareScript(
      'Radar Grayscale',
      radarGrayscale,
      grid,
      'nearest',
    );
    expect(distinct).toBeGreaterThan(50);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });
});
