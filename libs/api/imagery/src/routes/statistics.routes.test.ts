import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { emptyTimings, readBands } from '../render/read-bands';
import { RESAMPLING } from '../warp/resampling';
import { imageryRoutes } from './imagery.routes';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { statisticsGrid } from '../statistics/statistics-grid';

let app: TypedApp;
let db: Db;

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, {
    prefix: '/imagery',
    db,
    provider,
    sandboxLimits: { timeoutMs: 500, memoryMb: 64 },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const BOX = [-11.6, 24.5, -11.2, 24.9] as const;
const FEB_2020 = { from: '2020-02-01T00:00:00Z', to: '2020-02-29T23:59:59Z' };
const NDVI_FLOAT = `//VERSION=3
function setup() {
  return { input: ['B04', 'B08', 'dataMask'], output: [
    { id: 'default', bands: 1, sampleType: 'FLOAT32' }, { id: 'dataMask', bands: 1 }] };
}
function evaluatePixel(s) { return { default: [index(s.B08, s.B04)], dataMask: [s.dataMask] }; }`;

const statistics = (body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/imagery/statistics',
    payload: { bbox: BOX, timeRange: FEB_2020, satellite: 'sentinel-2-l2a', ...body },
  });

interface Stats {
  min: number;
  max: number;
  mean: number;
  stDev: number;
  sampleCount: number;
  noDataCount: number;
  percentiles: Record<string, number>;
}
interface Interval {
  interval: { from: string; to: string };
  outputs: Record<string, { bands: Record<string, { stats: Stats }> }>;
}

describe('POST /imagery/statistics (R-443, R-444)', () => {
  it('gives per-day NDVI statistics at 200 m that match a direct computation over the bands', async () => {
    const res = await statistics({ evalscript: NDVI_FLOAT });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Interval[]; status: string }>();
    expect(body.status).toBe('OK');
    expect(body.data.map((d) => d.interval)).toEqual([
      { from: '2020-02-19T00:00:00Z', to: '2020-02-20T00:00:00Z' },
    ]);
    expect(Object.keys(body.data[0]!.outputs)).toEqual(['default']);
    const stats = body.data[0]!.outputs['default']!.bands['B0']!.stats;
    // Independently: the same bands on the same 200 m grid, NDVI by hand in double precision.
    const grid = { bbox: BOX, ...statisticsGrid(BOX, 200) };
    expect(stats.sampleCount).toBe(grid.width * grid.height);
    const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
    const scenes = await provider.search({
      bbox: BOX,
      ...FEB_2020,
      satellites: ['sentinel-2-l2a'],
      limit: 5,
    });
    const bands = await readBands(scenes, ['B04', 'B08'], grid, RESAMPLING.nearest, emptyTimings());
    const values: number[] = [];
    for (let p = 0; p < bands['dataMask']!.length; p++) {
      if (bands['dataMask']![p] === 0) continue;
      const r = bands['B04']![p]!;
      const n = bands['B08']![p]!;
      values.push(Math.fround((n - r) / (n + r)));
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(stats.noDataCount).toBe(stats.sampleCount - values.length);
    expect(stats.mean).toBeCloseTo(mean, 9);
    expect(stats.min).toBe(Math.min(...values));
    expect(stats.max).toBe(Math.max(...values));
    const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
    expect(stats.stDev).toBeCloseTo(sd, 9);
    const sorted = [...values].sort((a, b) => a - b);
    expect(stats.percentiles['50.0']).toBe(sorted[Math.ceil(0.5 * sorted.length) - 1]);
    expect(stats.min).toBeLessThan(stats.mean);
  });

  it('uses resolution 200 by default; a finer resolution has more samples', async () => {
    const fine = await statistics({ evalscript: NDVI_FLOAT, resolution: 100 });
    const coarse = await statistics({ evalscript: NDVI_FLOAT });
    const count = (r: typeof fine) =>
      r.json<{ data: Interval[] }>().data[0]!.outputs['default']!.bands['B0']!.stats.sampleCount;
    const { width, height } = statisticsGrid(BOX, 100);
    expect(count(fine)).toBe(width * height);
    expect(count(coarse) / count(fine)).toBeCloseTo(0.25, 1);
  });

  it('measures the index behind a built-in colour script, not the bytes of its picture', async () => {
    const res = await statistics({ evalscriptName: 'Enhanced Vegetation Health' });
    expect(res.statusCode).toBe(200);
    const outputs = res.json<{ data: Interval[] }>().data[0]!.outputs;
    expect(Object.keys(outputs)).toEqual(['default']);
    const ndvi = outputs['default']!.bands['B0']!.stats;
    const custom = await statistics({ evalscript: NDVI_FLOAT });
    const expected = custom.json<{ data: Interval[] }>().data[0]!.outputs['default']!.bands['B0']!;
    expect(ndvi).toEqual(expected.stats);
    expect(ndvi.min).toBeGreaterThanOrEqual(-1);
    expect(ndvi.max).toBeLessThanOrEqual(1);
  });

  it('measures a visual script as the reflectance of each band it reads', async () => {
    const res = await statistics({ evalscriptName: 'True Color' });
    expect(res.statusCode).toBe(200);
    const outputs = res.json<{ data: Interval[] }>().data[0]!.outputs;
    expect(Object.keys(outputs).sort()).toEqual(['B02', 'B03', 'B04']);
    for (const band of ['B02', 'B03', 'B04']) {
      const stats = outputs[band]!.bands['B0']!.stats;
      expect(stats.mean).toBeGreaterThan(0);
      expect(stats.max).toBeLessThan(1.5);
    }
  });

  it("measures a user script's raw values: no byte scaling of an AUTO output", async () => {
    const half = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1 } }; }
function evaluatePixel(s) { return [-0.25]; }`;
    const res = await statistics({ evalscript: half });
    expect(res.statusCode).toBe(200);
    const stats = res.json<{ data: Interval[] }>().data[0]!.outputs['default']!.bands['B0']!.stats;
    expect([stats.min, stats.max, stats.mean]).toEqual([-0.25, -0.25, -0.25]);
  });

  it("gives an ORBIT script the day's scene with its date", async () => {
    const orbitDay = `//VERSION=3
function setup() {
  return { input: ['B04', 'dataMask'], output: { bands: 1, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' };
}
function evaluatePixel(samples, scenes) {
  return [samples.length * 100 + Number(scenes.orbits[0].dateFrom.slice(8, 10))];
}`;
    const res = await statistics({ evalscript: orbitDay });
    expect(res.statusCode).toBe(200);
    const stats = res.json<{ data: Interval[] }>().data[0]!.outputs['default']!.bands['B0']!.stats;
    expect([stats.min, stats.max]).toEqual([119, 119]);
  });

  it('drops scenes above maxCloudCoverage (the sample has 4.05 %)', async () => {
    const res = await statistics({ evalscript: NDVI_FLOAT, maxCloudCoverage: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], status: 'OK' });
  });

  it('answers bad requests with 4xx { message, code }', async () => {
    const noScript = await statistics({});
    expect([noScript.statusCode, noScript.json().message]).toEqual([
      400,
      'Give the script to measure: evalscript or evalscriptName',
    ]);
    const huge = await statistics({ evalscript: NDVI_FLOAT, bbox: [-60, -40, 60, 40] });
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    expect(huge.json().message).toMatch(/use a coarser resolution/);
    const loop = await statistics({
      evalscript: `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
function evaluatePixel(s) { for (;;) {} }`,
    });
    expect([loop.statusCode, loop.json()]).toEqual([
      422,
      { message: 'Evalscript exceeded its time limit of 500 ms', code: 'EVALSCRIPT_TIME_LIMIT' },
    ]);
    const nowhere = await statistics({ evalscript: NDVI_FLOAT, bbox: [0, 0, 1, 1] });
    expect(nowhere.statusCode).toBe(404);
    const zero = await statistics({ evalscript: NDVI_FLOAT, resolution: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/resolution/);
  });

  it('answers an unknown evalscriptName 400 as generate-image does, on every route taking one', async () => {
    const unknown = {
      statusCode: 400,
      body: {
        message: "Unknown script 'no-such-script': give its evalscript, or a built-in script name",
        code: 'IMAGERY_UNSUPPORTED',
      },
    };
    const answer = (response: Awaited<ReturnType<typeof statistics>>) => ({
      statusCode: response.statusCode,
      body: response.json(),
    });
    const image = await app.inject({
      method: 'POST',
      url: '/imagery/generate-image',
      payload: {
        bbox: BOX,
        timeRange: FEB_2020,
        satellite: 'sentinel-2-l2a',
        width: 64,
        height: 64,
        evalscriptName: 'no-such-script',
      },
    });
    expect(answer(image)).toEqual(unknown);
    for (const body of [
      { evalscriptName: 'no-such-script' },
      { evalscriptName: ' no-such-script ', evalscript: '   ' },
    ]) {
      expect(answer(await statistics(body))).toEqual(unknown);
      const point = await app.inject({
        method: 'POST',
        url: '/imagery/point-value',
        payload: { lon: -11.4, lat: 24.7, day: '2020-02-19', satellite: 'sentinel-2-l2a', ...body },
      });
      expect(answer(point)).toEqual(unknown);
    }
  });
});

describe('POST /imagery/point-value', () => {
  const pointValue = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/imagery/point-value',
      payload: { lon: -11.4, lat: 24.7, day: '2020-02-19', satellite: 'sentinel-2-l2a', ...body },
    });

  it("gives the built-in index's value at the point, equal to a custom NDVI there", async () => {
    const builtIn = await pointValue({ evalscriptName: 'Enhanced Vegetation Health' });
    expect(builtIn.statusCode).toBe(200);
    const body = builtIn.json<{ outputs: Record<string, (number | null)[]> }>();
    expect(Object.keys(body.outputs)).toEqual(['default']);
    const ndvi = body.outputs['default']![0]!;
    expect(ndvi).toBeGreaterThan(-1);
    expect(ndvi).toBeLessThan(1);
    const custom = await pointValue({ evalscript: NDVI_FLOAT });
    expect(custom.json()).toMatchObject({ lon: -11.4, lat: 24.7, day: '2020-02-19' });
    expect(custom.json<{ outputs: Record<string, number[]> }>().outputs['default']).toEqual([ndvi]);
  });

  it('says what is wrong: a bad day is a 400, a day without scenes a 404, a script error a 422 at its line', async () => {
    const bad = await pointValue({ day: '19/02/2020', evalscript: NDVI_FLOAT });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/day/);
    const none = await pointValue({ day: '2020-02-18', evalscript: NDVI_FLOAT });
    expect(none.statusCode).toBe(404);
    const broken = await pointValue({
      evalscript:
        "//VERSION=3\nfunction setup() { return { input: ['B04'], output: { bands: 1 } }; }\nfunction evaluatePixel(s) {\n  return [s.B04 * missing];\n}",
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/missing is not defined \(line 4, column \d+\)$/);
  });
});
