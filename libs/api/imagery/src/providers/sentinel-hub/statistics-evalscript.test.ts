import { describe, expect, it } from 'vitest';
import { defaultScript, runEvalscript, scriptById } from '@unfurl/imagery-core';
import { hasDataMaskOutput, withDataMaskOutput } from './statistics-evalscript';

// The wrapped script is run by our own evalscript runtime (Sentinel Hub's V3 semantics) next to
// the original: same outputs, plus a dataMask output equal to the data mask.
const W = 4;
const H = 2;
const band = (seed: number) => Float32Array.from({ length: W * H }, (_, i) => ((i + 1) * seed) % 1);
const mask = Float32Array.from([1, 1, 0, 1, 0, 1, 1, 1]);
const bands = {
  B02: band(0.11),
  B03: band(0.13),
  B04: band(0.17),
  B08: band(0.29),
  B11: band(0.31),
  B12: band(0.37),
  B05: band(0.41),
  B06: band(0.43),
  B07: band(0.47),
  dataMask: mask,
};

function both(source: string) {
  const wrapped = withDataMaskOutput(source);
  expect(wrapped).not.toBe(source);
  expect(hasDataMaskOutput(wrapped)).toBe(true);
  const run = (s: string) => runEvalscript({ source: s, width: W, height: H, bands });
  return { original: run(source), wrapped: run(wrapped) };
}

const dataOf = (result: ReturnType<typeof runEvalscript>, id: string) =>
  Array.from(result.outputs.find((o) => o.id === id)!.data);

describe('withDataMaskOutput (Statistical API scripts)', () => {
  it('adds a dataMask output to a built-in display script, leaving its own output alone', () => {
    const { original, wrapped } = both(defaultScript('sentinel').script);
    expect(wrapped.outputs.map((o) => o.id)).toEqual(['default', 'dataMask']);
    expect(dataOf(wrapped, 'default')).toEqual(dataOf(original, 'default'));
    expect(wrapped.outputs[0]!.sampleType).toBe(original.outputs[0]!.sampleType);
    expect(dataOf(wrapped, 'dataMask')).toEqual(Array.from(mask));
  });

  it('adds the dataMask input band when the script does not read it', () => {
    const ndvi = `//VERSION=3
function setup() {
  return { input: [{ bands: ['B04', 'B08'], units: ['REFLECTANCE', 'REFLECTANCE'] }], output: { bands: 1, sampleType: 'FLOAT32' } };
}
function evaluatePixel(s) { return [index(s.B08, s.B04)]; }`;
    const { original, wrapped } = both(ndvi);
    expect(dataOf(wrapped, 'default')).toEqual(dataOf(original, 'default'));
    expect(dataOf(wrapped, 'dataMask')).toEqual(Array.from(mask));
  });

  it('keeps several named outputs and the helpers a script defines', () => {
    const multi = `//VERSION=3
var scale = 2;
function twice(v) { return v * scale; }
function setup() {
  return { input: ['B04', 'B08'], output: [{ id: 'index', bands: 1, sampleType: 'FLOAT32' }, { id: 'rgb', bands: 2, sampleType: 'FLOAT32' }] };
}
function evaluatePixel(s) { return { index: [index(s.B08, s.B04)], rgb: [twice(s.B04), s.B08] }; }`;
    const { original, wrapped } = both(multi);
    expect(wrapped.outputs.map((o) => o.id)).toEqual(['index', 'rgb', 'dataMask']);
    expect(dataOf(wrapped, 'index')).toEqual(dataOf(original, 'index'));
    expect(dataOf(wrapped, 'rgb')).toEqual(dataOf(original, 'rgb'));
  });

  it('works for ORBIT mosaicking scripts with hooks (one sample per scene)', () => {
    const orbit = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1, sampleType: 'FLOAT32' }, mosaicking: 'ORBIT' }; }
function preProcessScenes(collections) { return collections; }
function evaluatePixel(samples) { return [samples.length ? samples[0].B04 : 0]; }`;
    const { original, wrapped } = both(orbit);
    expect(dataOf(wrapped, 'default')).toEqual(dataOf(original, 'default'));
    expect(dataOf(wrapped, 'dataMask')).toEqual(Array.from(mask));
  });

  it('wraps the Landsat built-ins too, and leaves scripts with a dataMask output or no V3 header', () => {
    const landsat = scriptById('landsat-geology')!.script;
    const { original, wrapped } = both(landsat);
    expect(dataOf(wrapped, 'default')).toEqual(dataOf(original, 'default'));
    const ready = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: [{ id: 'default', bands: 1 }, { id: 'dataMask', bands: 1 }] }; }
function evaluatePixel(s) { return { default: [s.B04], dataMask: [s.dataMask] }; }`;
    expect(withDataMaskOutput(ready)).toBe(ready);
    expect(withDataMaskOutput('return [B04 * 2.5];')).toBe('return [B04 * 2.5];');
  });
});
