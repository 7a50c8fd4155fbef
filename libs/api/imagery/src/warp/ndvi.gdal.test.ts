import { describe, expect, it } from 'vitest';
import { overlay, runEvalscript } from '@unfurl/imagery-core';
import type { ImageryBbox } from '@unfurl/domain';
import { findGdalwarp, gdalBands, localScene, shareVisibleWithin } from '../gdal/gdal-reference';
import type { OutputGrid } from './output-grid';
import { emptyTimings, readBands } from '../render/read-bands';
import { renderImage } from '../render/render-image';
import type { Resampling } from './resampling';
import { builtInStages } from '../render/stage-resolver';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL comparison tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}
const verbose = (...args: unknown[]) => {
  if (process.env['IMAGERY_TEST_VERBOSE']) console.log(...args);
};

/** Raw NDVI from the evalscript runtime: index(B08, B04) as FLOAT32. */
const NDVI_FLOAT = `//VERSION=3
function setup() {
  return {
    input: ['B04', 'B08', 'dataMask'],
    output: { bands: 1, sampleType: 'FLOAT32' },
  };
}
function evaluatePixel(s) {
  return [index(s.B08, s.B04)];
}`;

const INSIDE: ImageryBbox = [-11.6, 24.5, -11.2, 24.9];
const SCENE: ImageryBbox = [-12.1, 24.2, -10.7, 25.4];

/** Share of pixels with both NDVI no data (NaN), or both within `tolerance`; and the valid share. */
function shareClose(a: ArrayLike<number>, b: Float32Array, tolerance: number) {
  let good = 0;
  let valid = 0;
  for (let p = 0; p < b.length; p++) {
    const x = a[p]!;
    const y = b[p]!;
    if (!Number.isNaN(y)) valid++;
    if (Number.isNaN(x) ? Number.isNaN(y) : Math.abs(x - y) <= tolerance) good++;
  }
  return { share: good / b.length, valid: valid / b.length };
}

async function rawNdvi(grid: OutputGrid, resampling: Resampling) {
  const scene = await localScene('sentinel-2-l2a');
  const bands = await readBands([scene], ['B04', 'B08'], grid, resampling, emptyTimings());
  const run = runEvalscript({
    source: NDVI_FLOAT,
    width: grid.width,
    height: grid.height,
    bands: bands as Record<string, Float32Array>,
  });
  const ours = run.outputs[0]!;
  expect(ours.sampleType).toBe('FLOAT32');
  const ref = await gdalBands(scene, ['B04', 'B08'], grid, resampling);
  const b4 = ref['B04']!;
  const b8 = ref['B08']!;
  const expected = b4.map((red, p) => (b8[p]! - red) / (b8[p]! + red));
  const result = shareClose(ours.data, expected, 1e-4);
  verbose('NDVI raw', grid, resampling, result);
  return result;
}

/** The NDVI overlay's colour from its legend stops, interpolated linearly, clamped at the ends. */
function rampColour(value: number, stops: readonly { value: number; color: string }[]): number[] {
  const rgb = (hex: string) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  if (!(value > stops[0]!.value)) return rgb(stops[0]!.color);
  for (let k = 1; k < stops.length; k++) {
    const hi = stops[k]!;
    if (value <= hi.value) {
      const lo = stops[k - 1]!;
      const t = (value - lo.value) / (hi.value - lo.value);
      const [a, b] = [rgb(lo.color), rgb(hi.color)];
      return a.map((c, i) => Math.round(c + (b[i]! - c) * t));
    }
  }
  return rgb(stops[stops.length - 1]!.color);
}

async function colouredNdvi(grid: OutputGrid, resampling: Resampling) {
  const script = overlay('NDVI').script;
  if (script.legend.kind !== 'ramp') throw new Error('The NDVI overlay has a ramp legend');
  const stops = script.legend.stops;
  const stage = builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: script.name });
  expect(stage.name).toBe(script.name);
  const scene = await localScene('sentinel-2-l2a');
  const ours = await renderImage({
    scenes: [scene],
    ...grid,
    stage,
    contentType: 'image/png',
    resampling,
  });
  const ref = await gdalBands(scene, ['B04', 'B08'], grid, resampling);
  const expected = new Uint8Array(grid.width * grid.height * 4);
  const colours = new Set<string>();
  ref['B04']!.forEach((red, p) => {
    const nir = ref['B08']![p]!;
    if (Number.isNaN(red) || Number.isNaN(nir)) return;
    const colour = rampColour((nir - red) / (nir + red), stops);
    colours.add(colour.join());
    expected.set([...colour, 255], p * 4);
  });
  const share = shareVisibleWithin(ours.rgba, expected);
  verbose('NDVI coloured', grid, resampling, share, colours.size);
  return { share, colours: colours.size };
}

describe.skipIf(!gdal)('NDVI against gdalwarp', () => {
  it('raw NDVI (FLOAT32 from the runtime) inside the scene, bilinear: within 1e-4', async () => {
    const { share, valid } = await rawNdvi({ bbox: INSIDE, width: 300, height: 300 }, 'bilinear');
    expect(valid).toBe(1);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('raw NDVI over the whole scene through an overview, bilinear and nearest', async () => {
    const bilinear = await rawNdvi({ bbox: SCENE, width: 200, height: 170 }, 'bilinear');
    expect(bilinear.valid).toBeGreaterThan(0.5);
    expect(bilinear.share).toBeGreaterThanOrEqual(0.99);
    const nearest = await rawNdvi({ bbox: SCENE, width: 200, height: 170 }, 'nearest');
    expect(nearest.share).toBeGreaterThanOrEqual(0.99);
  });

  it('the NDVI overlay (Enhanced Vegetation Health) coloured by the runtime, within 1 DN', async () => {
    const { share, colours } = await colouredNdvi(
      { bbox: INSIDE, width: 300, height: 300 },
      'bilinear',
    );
    expect(colours).toBeGreaterThan(50); // a desert: grey to pale yellow, not one flat colour
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('the NDVI overlay on EPSG:3857 map tiles zoomed out, within 1 DN', async () => {
    const { share } = await colouredNdvi(
      { bbox: SCENE, width: 256, height: 256, crs: 'EPSG:3857' },
      'bilinear',
    );
    expect(share).toBeGreaterThanOrEqual(0.99);
  });
});
