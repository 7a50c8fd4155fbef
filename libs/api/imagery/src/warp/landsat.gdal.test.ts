import { describe, expect, it } from 'vitest';
import type { ImageryBbox } from '@unfurl/domain';
import { openCog } from '../cog/cog-source';
import {
  findGdalwarp,
  gdalBands,
  gdalTarget,
  gdalwarpTrace,
  localScene,
  planTrace,
  shareVisibleWithin,
  sortChunks,
} from '../gdal/gdal-reference';
import type { OutputGrid } from './output-grid';
import { renderImage } from '../render/render-image';
import type { Resampling } from './resampling';
import { builtInStages } from '../render/stage-resolver';
import { planWarp } from './warp-plan';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL comparison tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}
const verbose = (...args: unknown[]) => {
  if (process.env['IMAGERY_TEST_VERBOSE']) console.log(...args);
};

/** Inside the Landsat 8 sample (Amazon, UTM 20 S) and past its edges (gdalwarp splits that). */
const INSIDE: ImageryBbox = [-65.8, -3.5, -64.6, -2.3];
const BEYOND: ImageryBbox = [-66.5, -4, -63.5, -1];

const stretch = (v: number) => Math.min(1, Math.max(0, v / 0.4));
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The Landsat scripts (R-413) from their published formulas: the bands each reads and its colour
 * (0..1 per channel) from those bands' reflectances.
 */
const SCRIPTS = {
  // DefaultVisualizer(0, 0.4) over three bands.
  'True Color': { bands: ['B04', 'B03', 'B02'], colour: (v: number[]) => v.map(stretch) },
  'False Color': { bands: ['B05', 'B04', 'B03'], colour: (v: number[]) => v.map(stretch) },
  Geology: { bands: ['B07', 'B06', 'B02'], colour: (v: number[]) => v.map(stretch) },
  // Markuse's fire formula with B06/B07 as SWIR and B05 as NIR.
  'Fire Detection': {
    bands: ['B04', 'B03', 'B02', 'B05', 'B06', 'B07'],
    colour: ([r, g, b, nir, swir1, swir2]: number[]) => {
      const st = (v: number) => clamp01((v - 0.01) / 0.98);
      const sum = swir1! + swir2!;
      if (!(sum > 1)) return [clamp01(2.9 * r!), clamp01(3.1 * g!), clamp01(3.0 * b!)];
      const boost = sum > 2 ? 0.5 : sum > 1.5 ? 0.25 : 0;
      return [st(2.1 * r! + 0.5 * swir2!) + 1.1, st(2.2 * g! + 0.5 * nir!) + boost, st(2.1 * b!)];
    },
  },
} as const;

const byte = (v: number) => Math.round(clamp01(v) * 255);

async function compareScript(
  name: keyof typeof SCRIPTS,
  grid: OutputGrid,
  resampling: Resampling,
): Promise<{ share: number; opaque: number }> {
  const scene = await localScene('landsat-ot-l1');
  const stage = builtInStages({ satellite: 'landsat-ot-l1', evalscriptName: name });
  expect(stage.name).toBe(name);
  const ours = await renderImage({
    scenes: [scene],
    ...grid,
    stage,
    contentType: 'image/png',
    resampling,
  });
  const { bands, colour } = SCRIPTS[name];
  const ref = await gdalBands(scene, bands, grid, resampling);
  const arrays = bands.map((band) => ref[band]!);
  const pixels = grid.width * grid.height;
  const expected = new Uint8Array(pixels * 4);
  let opaque = 0;
  for (let p = 0; p < pixels; p++) {
    const values = arrays.map((band) => band[p]!);
    if (values.some((v) => Number.isNaN(v))) continue;
    const [r, g, b] = colour(values).map(byte);
    expected.set([r!, g!, b!, 255], p * 4);
    opaque++;
  }
  const share = shareVisibleWithin(ours.rgba, expected);
  verbose('Landsat', name, grid, resampling, share, opaque / pixels);
  return { share, opaque: opaque / pixels };
}

describe.skipIf(!gdal)(
  'Landsat 8 scripts against gdalwarp (within 1 DN on ≥ 99% of pixels)',
  () => {
    it('True Color inside the scene, bilinear', async () => {
      const { share, opaque } = await compareScript(
        'True Color',
        { bbox: INSIDE, width: 300, height: 300 },
        'bilinear',
      );
      expect(opaque).toBeGreaterThan(0.9);
      expect(share).toBeGreaterThanOrEqual(0.99);
    });

    it('False Color past the scene edges, nearest', async () => {
      const { share, opaque } = await compareScript(
        'False Color',
        { bbox: BEYOND, width: 320, height: 300 },
        'nearest',
      );
      expect(opaque).toBeGreaterThan(0.3);
      expect(opaque).toBeLessThan(0.9);
      expect(share).toBeGreaterThanOrEqual(0.99);
    });

    it('Geology zoomed out past the edges, bilinear: two chunks, each with its own kernel', async () => {
      const grid = { bbox: BEYOND, width: 120, height: 100 };
      const { share } = await compareScript('Geology', grid, 'bilinear');
      expect(share).toBeGreaterThanOrEqual(0.99);
      // The same chunks as gdalwarp (its trace): split because the source window is half empty.
      const scene = await localScene('landsat-ot-l1');
      const source = await openCog(scene.bands['B07']!.href);
      const plan = planWarp(source, grid, 'bilinear');
      expect(plan.chunks).toHaveLength(2);
      const trace = gdalwarpTrace(source.href, {
        ...gdalTarget(grid),
        width: grid.width,
        height: grid.height,
        resampling: 'bilinear',
      });
      expect(planTrace(plan)).toEqual({ ...trace, chunks: sortChunks(trace.chunks) });
    });

    it('Fire Detection inside the scene, bilinear', async () => {
      const { share, opaque } = await compareScript(
        'Fire Detection',
        { bbox: INSIDE, width: 200, height: 200 },
        'bilinear',
      );
      expect(opaque).toBeGreaterThan(0.9);
      expect(share).toBeGreaterThanOrEqual(0.99);
    });

    it('True Color on EPSG:3857 map tiles, bilinear', async () => {
      const { share } = await compareScript(
        'True Color',
        { bbox: BEYOND, width: 256, height: 256, crs: 'EPSG:3857' },
        'bilinear',
      );
      expect(share).toBeGreaterThanOrEqual(0.99);
    });
  },
);
