import { describe, expect, it } from 'vitest';
import type { ImageryBbox } from '@unfurl/domain';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { createSandboxedStage } from './sandboxed-stage';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import type { Scene } from '../scene';
import { evalscriptStage } from './evalscript-stage';
import type { PixelStage } from './pixel-stage';
import { renderImage } from './render-image';

const BOX: ImageryBbox = [-11.6, 24.5, -11.2, 24.9];
const SIZE = 24;

/**
 * The sample catalogue holds one Sentinel-2 date (2020-02-19), so the second date is the same
 * files seen as an acquisition five days earlier with half the reflectance (scale and offset
 * halved): per-scene samples must keep the two apart.
 */
async function twoDates(): Promise<readonly Scene[]> {
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  const [scene] = await provider.search({
    bbox: BOX,
    from: '2020-02-01T00:00:00Z',
    to: '2020-02-29T23:59:59Z',
    satellites: ['sentinel-2-l2a'],
    limit: 5,
  });
  if (!scene) throw new Error('The Sentinel-2 sample is missing');
  const half = Object.fromEntries(
    Object.entries(scene.bands).map(([k, b]) => [
      k,
      { ...b, scale: b.scale / 2, offset: b.offset / 2 },
    ]),
  );
  const older: Scene = {
    ...scene,
    bands: half,
    item: { ...scene.item, id: `${scene.item.id}-older`, datetime: '2020-02-14T11:34:25Z' },
  };
  return [older, scene];
}

/** R = samples × 10, G = newest / older B04 × 100, B = days between the first two scenes. */
const ORBIT_SCRIPT = `//VERSION=3
function setup() {
  return { input: [{ bands: ['B04', 'dataMask'] }], output: { bands: 4, sampleType: 'UINT8' }, mosaicking: 'ORBIT' };
}
function evaluatePixel(samples, scenes) {
  var o = scenes.orbits;
  var days = o.length > 1 ? (Date.parse(o[0].dateFrom) - Date.parse(o[1].dateFrom)) / 86400000 : 0;
  var ratio = samples.length > 1 && samples[1].B04 > 0 ? samples[0].B04 / samples[1].B04 : 0;
  return [samples.length * 10, Math.round(ratio * 100), days, 255];
}`;

const PRE_PROCESSED = ORBIT_SCRIPT.replace(
  'function evaluatePixel',
  `function preProcessScenes(collections) {
  collections.scenes.orbits = collections.scenes.orbits.filter(function (o) {
    return o.dateFrom >= '2020-02-15' && collections.from.toISOString() === '2020-02-01T00:00:00.000Z';
  });
  return collections;
}
function evaluatePixel`,
);

const TILE_SCRIPT = `//VERSION=3
function setup() {
  return { input: ['B04', 'dataMask'], output: { bands: 4, sampleType: 'UINT8' }, mosaicking: 'TILE' };
}
function evaluatePixel(samples, scenes) {
  return [samples.length * 10, Number(scenes.tiles[0].date.slice(8, 10)), Number(scenes.tiles[1].date.slice(8, 10)), 255];
}`;

async function render(stage: PixelStage): Promise<Uint8Array> {
  const result = await renderImage({
    scenes: await twoDates(),
    bbox: BOX,
    width: SIZE,
    height: SIZE,
    stage,
    contentType: 'image/png',
    from: '2020-02-01T00:00:00Z',
    to: '2020-02-29T23:59:59Z',
  });
  return result.rgba;
}

/** The RGBA of the middle pixel. */
const middle = (rgba: Uint8Array) => {
  const p = (SIZE / 2) * SIZE + SIZE / 2;
  return [...rgba.slice(p * 4, p * 4 + 4)];
};

describe('ORBIT and TILE mosaicking on the server', () => {
  it('gives an ORBIT script one sample per date, newest first, with the real dates', async () => {
    const stage = evalscriptStage('orbit test', ORBIT_SCRIPT);
    expect(stage.mosaicking).toBe('ORBIT');
    const rgba = await render(stage);
    expect(middle(rgba)).toEqual([20, 200, 5, 255]);
  });

  it('runs preProcessScenes with the scenes and the time range', async () => {
    const rgba = await render(evalscriptStage('pre-processed', PRE_PROCESSED));
    expect(middle(rgba)).toEqual([10, 0, 0, 255]);
  });

  it('gives a TILE script one sample per scene with its date', async () => {
    const rgba = await render(evalscriptStage('tile test', TILE_SCRIPT));
    expect(middle(rgba)).toEqual([20, 19, 14, 255]);
  });

  it('does the same for a user script in the isolate', async () => {
    const stage = await createSandboxedStage('user orbit', ORBIT_SCRIPT);
    expect(stage.mosaicking).toBe('ORBIT');
    expect(stage.ref).toMatchObject({ kind: 'sandboxed', mosaicking: 'ORBIT' });
    expect(middle(await render(stage))).toEqual([20, 200, 5, 255]);
  });
});
