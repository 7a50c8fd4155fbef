import fc from 'fast-check';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { EvalscriptModule } from './compile';
import { runEvalscript } from './run-evalscript';
import type { RunEvalscriptOptions } from './run-evalscript';

const f32 = (...v: number[]) => Float32Array.from(v);
const u16 = (...v: number[]) => Uint16Array.from(v);

function run(source: string, rest: Partial<RunEvalscriptOptions> = {}) {
  return runEvalscript({ source, width: 2, height: 1, ...rest });
}

describe('runEvalscript V3', () => {
  it('scales DN to reflectance by default and reads DN when asked (units)', () => {
    const reflectance = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
function evaluatePixel(s) { return [s.B04]; }`,
      { bands: { B04: u16(1234, 10000) } },
    );
    expect(Array.from(reflectance.outputs[0]?.data ?? [])).toEqual([
      Math.fround(0.1234),
      Math.fround(1),
    ]);
    const dn = run(
      `//VERSION=3
function setup() { return { input: [{ bands: ['B04'], units: 'DN' }], output: { bands: 1, sampleType: 'UINT16' } }; }
function evaluatePixel(s) { return [s.B04]; }`,
      { bands: { B04: f32(0.1234, 0.5) } },
    );
    expect(Array.from(dn.outputs[0]?.data ?? [])).toEqual([1234, 5000]);
  });

  it('applies a band source scale and offset (Landsat-style)', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
function evaluatePixel(s) { return [s.B04]; }`,
      { bands: { B04: { data: u16(10000, 20000), scale: 2e-5, offset: -0.1 } } },
    );
    expect(Array.from(result.outputs[0]?.data ?? []).map((v) => +v.toFixed(4))).toEqual([0.1, 0.3]);
  });

  it('converts AUTO, UINT8, UINT16, INT16 and FLOAT32 outputs', () => {
    const source = `//VERSION=3
function setup() { return { input: ['B04'], output: [
  { id: 'auto', bands: 1 }, { id: 'u8', bands: 1, sampleType: 'UINT8' },
  { id: 'u16', bands: 1, sampleType: 'UINT16' }, { id: 'i16', bands: 1, sampleType: 'INT16' },
  { id: 'f32', bands: 1, sampleType: 'FLOAT32' }] }; }
function evaluatePixel(s) {
  var v = s.B04 === 0 ? NaN : s.B04;
  return { auto: [v], u8: [v * 1000], u16: [v * 100000], i16: [-v * 100000], f32: [v] };
}`;
    const result = run(source, { width: 3, bands: { B04: f32(0.5, 1.5, 0) } });
    const by = Object.fromEntries(result.outputs.map((o) => [o.id, Array.from(o.data)]));
    expect(by['auto']).toEqual([128, 255, 0]);
    expect(by['u8']).toEqual([255, 255, 0]);
    expect(by['u16']).toEqual([50000, 65535, 0]);
    expect(by['i16']).toEqual([-32768, -32768, 0]);
    expect(by['f32']?.[0]).toBe(0.5);
    expect(Number.isNaN(by['f32']?.[2])).toBe(true);
    expect(result.outputs.map((o) => o.data.constructor.name)).toEqual([
      'Uint8Array',
      'Uint8Array',
      'Uint16Array',
      'Int16Array',
      'Float32Array',
    ]);
  });

  it('returns several outputs with their ids, bands and sample types', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04', 'B08', 'dataMask'], output: [
  { id: 'default', bands: 4 }, { id: 'index', bands: 1, sampleType: 'FLOAT32' }] }; }
function evaluatePixel(s) {
  var n = index(s.B08, s.B04);
  return { default: [n, n, n, s.dataMask], index: [n] };
}`,
      { bands: { B04: f32(0.1, 0.2), B08: f32(0.3, 0.2) } },
    );
    expect(result.outputs.map((o) => [o.id, o.bands, o.sampleType])).toEqual([
      ['default', 4, 'AUTO'],
      ['index', 1, 'FLOAT32'],
    ]);
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([128, 128, 128, 255, 0, 0, 0, 255]);
    expect(result.outputs[1]?.data[0]).toBeCloseTo(0.5, 6);
  });

  it('gives dataMask 0 for NaN and noData pixels, or uses the dataMask band given', () => {
    const source = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1, sampleType: 'UINT8' } }; }
function evaluatePixel(s) { return [s.dataMask]; }`;
    const nan = run(source, { width: 3, bands: { B04: f32(0.1, NaN, 0.3) } });
    expect(Array.from(nan.outputs[0]?.data ?? [])).toEqual([1, 0, 1]);
    const noData = run(source, { width: 3, bands: { B04: { data: u16(0, 5, 7), noData: 0 } } });
    expect(Array.from(noData.outputs[0]?.data ?? [])).toEqual([0, 1, 1]);
    const given = run(source, {
      width: 3,
      bands: { B04: u16(1, 2, 3), dataMask: Uint8Array.from([1, 1, 0]) },
    });
    expect(Array.from(given.outputs[0]?.data ?? [])).toEqual([1, 1, 0]);
    const integer = run(source, { width: 3, bands: { B04: u16(0, 2, 3) } });
    expect(Array.from(integer.outputs[0]?.data ?? [])).toEqual([1, 1, 1]);
  });

  it('uses dataMask as output alpha (4th AUTO band 0 or 255)', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 4 } }; }
function evaluatePixel(s) { return [s.B04, s.B04, s.B04, s.dataMask]; }`,
      { bands: { B04: f32(0.2, NaN) } },
    );
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([51, 51, 51, 255, 0, 0, 0, 0]);
  });
});

describe('runEvalscript with the older visualizers of published scripts', () => {
  it('runs an NDVI script built on ColorGradientVisualizer.createWhiteGreen with dataMask', () => {
    const result = run(
      `//VERSION=3
function setup() {
  return { input: [{ bands: ["B04", "B08", "dataMask"] }], output: { bands: 4 } };
}
let viz = ColorGradientVisualizer.createWhiteGreen(-1.0, 1.0);
function evaluatePixel(samples) {
  let val = (samples.B08 - samples.B04) / (samples.B08 + samples.B04);
  val = viz.process(val);
  val.push(samples.dataMask);
  return val;
}`,
      { width: 3, bands: { B04: f32(0.5, 0.1, 0.1), B08: f32(0.5, 0.5, NaN) } },
    );
    // NDVI 0 sits between the dark green stop (-0.2) and the yellow-green one (0.4): a third of
    // the way, (0, 102, 0)→(128, 179, 0) gives (43, 128, 0); NDVI 2/3 is past the last stop but
    // below max, between (128, 179, 0) at 0.4 and white at 1.
    const t = (2 / 3 - 0.4) / 0.6;
    const mix = (a: number, b: number) => Math.round(b * t + a * (1 - t));
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([
      43,
      128,
      0,
      255,
      mix(128, 255),
      mix(179, 255),
      mix(0, 255),
      255,
      // No data: NaN takes the last colour, and the alpha band hides it.
      255,
      255,
      255,
      0,
    ]);
  });

  it('takes a bare number for a one-band output, as HighlightCompressVisualizerSingle gives', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: [{ bands: ['B11', 'B12'] }], output: { bands: 1 } }; }
let viz = new HighlightCompressVisualizerSingle(-1.0, 1.0);
function evaluatePixel(samples) { return viz.process(samples.B12 - samples.B11); }`,
      { bands: { B11: f32(0.2, 0.5), B12: f32(0.2, 0.1) } },
    );
    // (0 + 1) / 2 = 0.5 → 128; (-0.4 + 1) / 2 = 0.3 → 77.
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([128, 77]);
    expect(() =>
      run(
        `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 3 } }; }
function evaluatePixel(s) { return s.B04; }`,
        { bands: { B04: f32(0.2, 0.1) } },
      ),
    ).toThrow(/has 3 bands but evaluatePixel returned 0\.2/);
  });

  it('runs a script that maps through Identity', () => {
    const result = run(
      `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
var viz = new Identity();
function evaluatePixel(s) { return viz.process(s.B04 * 2); }`,
      { bands: { B04: f32(0.25, 0.5) } },
    );
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([0.5, 1]);
  });
});

describe('runEvalscript legacy scripts', () => {
  it('runs a simple script with band globals; output length decided at run time', () => {
    const result = run('return [2.5 * B04, 2.5 * B03, 2.5 * B02];', {
      bands: { B02: u16(1000, 0), B03: u16(2000, 0), B04: u16(3000, 5000) },
    });
    expect(result.kind).toBe('SIMPLE');
    expect(result.outputs[0]?.bands).toBe(3);
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([191, 128, 64, 255, 0, 0]);
  });

  it('runs a mislabelled //VERSION=3 script that only uses globals', () => {
    const result = run('//VERSION=3\nlet ndvi = (B08 - B04) / (B08 + B04);\nreturn [ndvi];', {
      bands: { B04: f32(0.1, 0.2), B08: f32(0.3, 0.2) },
    });
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([128, 0]);
  });

  it('runs a V1 script: setup(ds), setInputComponents, samples[0]', () => {
    const result = run(
      `function setup(ds) { setInputComponents([ds.B02, ds.B04]); setOutputComponentCount(2); }
function evaluatePixel(samples, scenes) { return [samples[0].B04 * 2.5, samples[0].B02 * 2.5]; }`,
      { bands: { B02: f32(0.2, 0), B04: f32(0.4, 0.1) } },
    );
    expect(result.kind).toBe('V1');
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([255, 128, 64, 0]);
  });
});

describe('runEvalscript fast paths', () => {
  it('the allocation-free twin and the AUTO writer give the same bytes as the plain call', () => {
    const fast = `//VERSION=3
function setup() { return { input: ['B04', 'B03', 'dataMask'], output: { bands: 3 } }; }
function evaluatePixel(s) { return [2.5 * s.B04 - s.B03, Math.sqrt(s.B03), s.dataMask]; }`;
    const slow = `${fast}\nvar alias = evaluatePixel;`;
    const value = fc.oneof(
      fc.double({ min: -2, max: 2 }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5 / 2.5, 1 / 255),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(value, value), { minLength: 1, maxLength: 30 }), (pairs) => {
        const bands = {
          B04: Float32Array.from(pairs.map((p) => p[0])),
          B03: Float32Array.from(pairs.map((p) => p[1])),
        };
        const options = { width: pairs.length, height: 1, bands };
        const a = runEvalscript({ source: fast, ...options }).outputs[0]?.data;
        const b = runEvalscript({ source: slow, ...options }).outputs[0]?.data;
        expect(Array.from(a ?? [])).toEqual(Array.from(b ?? []));
      }),
      { numRuns: 60 },
    );
  });
});

describe('runEvalscript sample fields as arguments', () => {
  it('reads a non-band field of the sample object as the object has it (no field twin)', () => {
    const source = `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 2 } }; }
function evaluatePixel(s) { return [s.B04, s.constructor === Object ? 1 : 0]; }`;
    const result = runEvalscript({ source, width: 2, height: 1, bands: { B04: f32(0.2, 0.4) } });
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([51, 255, 102, 255]);
  });
});

describe('runEvalscript compile seam', () => {
  it('takes an injected compiler and gets the same result', () => {
    const sources: string[] = [];
    const result = run('return [B04];', {
      bands: { B04: f32(0.2, 0.4) },
      compile: (body) => {
        sources.push(body);
        return new Function(body)();
      },
    });
    expect(sources).toHaveLength(1);
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([51, 102]);
  });

  it('runs the same module source inside another JavaScript context (as an isolate would)', () => {
    const context = vm.createContext({}, { codeGeneration: { strings: true, wasm: false } });
    const compile = (body: string) =>
      vm.runInContext(`(function () {\n${body}\n})()`, context) as EvalscriptModule;
    const source = `//VERSION=3
function setup() { return { input: ['B04', 'dataMask'], output: [{ id: 'default', bands: 2 }, { id: 'probe', bands: 1, sampleType: 'UINT8' }] }; }
function evaluatePixel(s) { return { default: [2.5 * s.B04, s.dataMask], probe: [typeof process === 'undefined' ? 1 : 0] }; }`;
    const result = run(source, { bands: { B04: u16(1000, 2000) }, compile });
    expect(Array.from(result.outputs[0]?.data ?? [])).toEqual([64, 255, 128, 255]);
    expect(Array.from(result.outputs[1]?.data ?? [])).toEqual([1, 1]);
  });

  it('reuses a warm module when asked, with identical results', () => {
    const options = { bands: { B04: f32(0.2, 0.4) }, reuse: true } as const;
    const a = run('return [B04];', options);
    const b = run('return [B04];', options);
    expect(Array.from(b.outputs[0]?.data ?? [])).toEqual(Array.from(a.outputs[0]?.data ?? []));
  });
});
