import { describe, expect, it } from 'vitest';
import { runEvalscript } from './run-evalscript';
import type { RunEvalscriptOptions } from './run-evalscript';

const f32 = (...v: number[]) => Float32Array.from(v);

function run(source: string, rest: Partial<RunEvalscriptOptions> = {}) {
  return runEvalscript({ source, width: 2, height: 1, ...rest });
}

describe('runEvalscript mosaicking', () => {
  const scenes = [
    { date: '2024-05-01T10:00:00Z', cloudCoverage: 40, bands: { B04: f32(0.1, 0.2) } },
    { date: '2024-05-11T10:00:00Z', cloudCoverage: 5, bands: { B04: f32(0.3, NaN) } },
  ];

  it('ORBIT gives an array of samples, newest first, and the scene list', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 3, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function evaluatePixel(samples, scenes) {
  return [samples.length, samples[0].B04, scenes.orbits[0].dateFrom === '2024-05-11T10:00:00Z' ? 1 : 0];
}`,
      { scenes },
    );
    expect(result.mosaicking).toBe('ORBIT');
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([
      2,
      0.3,
      1,
      2,
      NaN,
      1,
    ]);
  });

  it('ORBIT mean of valid samples across two scenes', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function evaluatePixel(samples) {
  var sum = 0, n = 0;
  for (var i = 0; i < samples.length; i++) if (samples[i].dataMask) { sum += samples[i].B04; n++; }
  return [n ? sum / n : -1];
}`,
      { scenes },
    );
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([0.2, 0.2]);
  });

  it('preProcessScenes filters scenes and updateOutput sets one band per kept scene', () => {
    const source = `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function preProcessScenes(collections) {
  collections.scenes.orbits = collections.scenes.orbits.filter(function (o) { return o.dateFrom >= '2024-05-05'; });
  return collections;
}
function updateOutput(outputs, collection) {
  Object.values(outputs).forEach(function (o) { o.bands = collection.scenes.length * 2; });
}
function evaluatePixel(samples) {
  var out = [];
  for (var i = 0; i < samples.length; i++) out.push(samples[i].B04, i);
  return out;
}`;
    const result = run(source, { scenes });
    expect(result.outputs[0]?.bands).toBe(2);
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([
      0.3,
      0,
      NaN,
      0,
    ]);
    const all = run(source.replace(">= '2024-05-05'", ">= '2024'"), { scenes });
    expect(all.outputs[0]?.bands).toBe(4);
  });

  it('TILE gives tiles with date and cloud coverage; leastCC orders the least cloudy first', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 2, sampleType: 'FLOAT32' }, mosaicking: 'TILE' }; }
function evaluatePixel(samples, scenes) { return [scenes.tiles[0].cloudCoverage, samples[1].B04]; }`,
      { scenes, mosaickingOrder: 'leastCC' },
    );
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([
      5, 0.1, 5, 0.2,
    ]);
  });

  it('SIMPLE mosaics several scenes: newest valid pixel wins', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
function evaluatePixel(s) { return [s.B04]; }`,
      { scenes },
    );
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([0.3, 0.2]);
  });

  it('updateOutputMetadata sets userData, also from values gathered in evaluatePixel', () => {
    const result = run(
      `//VERSION=3
var seen = 0;
function setup() { return { input: ['B04'], output: { bands: 1 }, mosaicking: 'ORBIT' }; }
function evaluatePixel(samples) { seen++; return [samples[0].B04]; }
function updateOutputMetadata(scenes, inputMetadata, outputMetadata) {
  outputMetadata.userData = { pixels: seen, dates: scenes.orbits.map(function (o) { return o.dateFrom; }), norm: inputMetadata.normalizationFactor };
}`,
      { scenes },
    );
    expect(result.userData).toEqual({
      pixels: 2,
      dates: ['2024-05-11T10:00:00Z', '2024-05-01T10:00:00Z'],
      norm: 0.0001,
    });
  });
});

describe('runEvalscript dates and scenes as published scripts read them', () => {
  const scenes = [
    { date: '2024-05-01T10:00:00Z', cloudCoverage: 40, bands: { B04: f32(0.1, 0.2) } },
    { date: '2024-05-11T10:00:00Z', cloudCoverage: 5, bands: { B04: f32(0.3, NaN) } },
    { date: '2024-03-01T10:00:00Z', cloudCoverage: 0, bands: { B04: f32(0.5, 0.5) } },
  ];
  const range = { from: '2024-03-15T00:00:00Z', to: '2024-05-31T23:59:59Z' };
  const values = (r: ReturnType<typeof run>) =>
    Array.from(r.outputs[0]?.data ?? []).map((v) => +v.toFixed(4));

  it('preProcessScenes gets collections.from and .to as Dates (with the constants in setup)', () => {
    const result = run(
      `//VERSION=3
function setup() {
  return { input: ['B04'], output: { bands: 1, sampleType: SampleType.FLOAT32 }, mosaicking: Mosaicking.ORBIT };
}
function preProcessScenes(collections) {
  var from = collections.from.getTime();
  collections.scenes.orbits = collections.scenes.orbits.filter(function (o) {
    return new Date(o.dateFrom).getTime() >= from && collections.to.getTime() - new Date(o.dateFrom).getTime() < 25 * 86400000;
  });
  return collections;
}
function evaluatePixel(samples) { return [samples.length]; }`,
      { scenes, ...range },
    );
    // Only 2024-05-11 lies within 25 days of the end of the range.
    expect(values(result)).toEqual([1, 1]);
  });

  it('V3 scenes are also the dated list scripts converted from V1 index (scenes[i].date)', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 3, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function evaluatePixel(samples, scenes) {
  return [scenes[0].date.getUTCDate(), scenes.length, scenes.orbits[1].dateFrom === '2024-05-01T10:00:00Z' ? 1 : 0];
}`,
      { scenes },
    );
    expect(values(result)).toEqual([11, 3, 1, 11, 3, 1]);
  });

  it('updateOutput sees each kept scene with its date', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function updateOutput(outputs, collection) {
  outputs.default.bands = collection.scenes.filter(function (s) { return s.date.getUTCMonth() === 4; }).length;
}
function evaluatePixel(samples) { return [samples[0].B04, samples[1].B04]; }`,
      { scenes },
    );
    expect(result.outputs[0]?.bands).toBe(2);
  });

  it('a V1 script filters its scenes with filterScenes and reads their dates', () => {
    const result = run(
      `function setup(ds) { setInputComponents([ds.B04]); setOutputComponentCount(2); }
function filterScenes(scenes, inputMetadata) {
  return scenes.filter(function (scene) { return scene.date.getTime() >= inputMetadata.from.getTime() && scene.cloudCoverage < 30; });
}
function evaluatePixel(samples, scenes) { return [samples.length, scenes[0].date.getUTCMonth() + 1]; }`,
      { scenes, ...range },
    );
    expect(result.kind).toBe('V1');
    // 2024-03-01 is before the range and 2024-05-01 too cloudy: one scene, of May.
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([255, 255, 255, 255]);
    const counted = run(
      `function setup(ds) { setInputComponents([ds.B04]); setOutputComponentCount(1); }
function filterScenes(scenes) { return scenes.slice(0, 2); }
function evaluatePixel(samples) { return [samples.length / 10]; }`,
      { scenes },
    );
    expect(Array.from(counted.outputs[0]?.data ?? [])).toEqual([51, 51]);
  });

  it('filterScenes that returns something else is a clear BAD_SETUP error', () => {
    expect(() =>
      run(
        `function setup(ds) { setInputComponents([ds.B04]); }
function filterScenes() { return 3; }
function evaluatePixel(samples) { return [samples[0].B04]; }`,
        { scenes },
      ),
    ).toThrow(/filterScenes must return an array/);
  });
});
