import { describe, expect, it } from 'vitest';
import { runEvalscript, scriptByName } from '@unfurl/imagery-core';
import { isImageryError } from '../imagery-error';
import { runSandboxedEvalscript, sandboxedInputBands } from './evalscript-sandbox';
import type { SandboxRunOptions } from './evalscript-sandbox';
import { SANDBOX_HOOK_MS, SANDBOX_MAX_ISOLATES } from './sandbox-limits';

const LIMITS = { timeoutMs: 400, memoryMb: 64 };

/** Deterministic reflectance-like bands (0..0.6) with a no-data corner. */
function bands(width: number, height: number, names: readonly string[]) {
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32) * 0.6;
  const out: Record<string, Float32Array> = {};
  for (const name of names) out[name] = Float32Array.from({ length: width * height }, next);
  const dataMask = new Float32Array(width * height).fill(1);
  for (let p = 0; p < 50; p++) dataMask[p] = 0;
  return { ...out, dataMask };
}

/** Byte-equal typed arrays (expect.toEqual walks millions of elements slowly). */
function sameBytes(a: ArrayBufferView, b: ArrayBufferView): boolean {
  const view = (v: ArrayBufferView) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
  return a.constructor === b.constructor && view(a).equals(view(b));
}

async function failure(options: SandboxRunOptions) {
  const started = performance.now();
  const error = await runSandboxedEvalscript(options).then(
    () => undefined,
    (e: unknown) => e,
  );
  return {
    error: error as Error & { statusCode?: number; code?: string },
    ms: performance.now() - started,
  };
}

// Published-style NDVI (EO Browser's colour steps through colorBlend, custom-scripts ndvi).
const NDVI_COLORBLEND = `//VERSION=3
function setup() {
  return { input: ["B04", "B08", "dataMask"], output: { bands: 4 } };
}
function evaluatePixel(sample) {
  var ndvi = index(sample.B08, sample.B04);
  var rgb = colorBlend(ndvi,
    [-0.2, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.0],
    [[0.05, 0.05, 0.05], [0.75, 0.75, 0.75], [0.86, 0.86, 0.86], [1, 1, 0.88], [0.8, 0.73, 0.44],
     [0.57, 0.75, 0.32], [0.44, 0.64, 0.25], [0.31, 0.54, 0.18], [0.06, 0.33, 0.04], [0, 0.27, 0]]);
  return [rgb[0], rgb[1], rgb[2], sample.dataMask];
}`;

describe('runSandboxedEvalscript: same pixels as the in-process runtime', () => {
  it('a published-style NDVI with colorBlend, over several strips (700 × 600)', async () => {
    const input = bands(700, 600, ['B04', 'B08']);
    const options = { source: NDVI_COLORBLEND, width: 700, height: 600, bands: input };
    const inside = await runSandboxedEvalscript({
      ...options,
      limits: { timeoutMs: 10_000, memoryMb: 64 },
    });
    const direct = runEvalscript(options);
    expect(inside.outputs.map((o) => [o.id, o.bands, o.sampleType])).toEqual([
      ['default', 4, 'AUTO'],
    ]);
    expect(sameBytes(inside.outputs[0]!.data, direct.outputs[0]!.data)).toBe(true);
    // Not a constant image: the colours vary and no-data pixels are transparent.
    const data = inside.outputs[0]!.data;
    expect(new Set(Array.from(data.subarray(4000, 8000))).size).toBeGreaterThan(20);
    expect(data[3]).toBe(0);
    expect(data[4 * 60 + 3]).toBe(255);
  });

  it('the built-in Enhanced Vegetation Health text, multi-output and simple scripts', async () => {
    const builtIn = scriptByName('Enhanced Vegetation Health')!.script;
    const multi = `//VERSION=3
function setup() { return { input: ['B02', 'B04', 'B08', 'dataMask'], output: [
  { id: 'default', bands: 3 }, { id: 'index', bands: 1, sampleType: 'FLOAT32' }] }; }
function evaluatePixel(s) { return { default: [s.B04 * 2.5, s.B03 * 2.5, s.B02 * 2.5], index: [index(s.B08, s.B04)] }; }
function updateOutputMetadata(scenes, inputMetadata, outputMetadata) { outputMetadata.userData = { v: inputMetadata.serviceVersion }; }`;
    const simple = `return [2.5 * B04, 2.5 * B03, 2.5 * B02];`;
    for (const source of [builtIn, multi, simple]) {
      const options = {
        source,
        width: 300,
        height: 1000,
        bands: bands(300, 1000, ['B02', 'B03', 'B04', 'B08']),
      };
      const inside = await runSandboxedEvalscript({
        ...options,
        limits: { timeoutMs: 10_000, memoryMb: 64 },
      });
      const direct = runEvalscript(options);
      expect(inside.outputs.map((o) => [o.id, o.bands, o.sampleType])).toEqual(
        direct.outputs.map((o) => [o.id, o.bands, o.sampleType]),
      );
      inside.outputs.forEach((o, j) =>
        expect(sameBytes(o.data, direct.outputs[j]!.data)).toBe(true),
      );
      expect(inside.userData).toEqual(direct.userData);
    }
  });

  it('multi-temporal scripts get Dates and their scene filters inside the isolate', async () => {
    const f32 = (...v: number[]) => Float32Array.from(v);
    const scenes = [
      { date: '2024-05-01T10:00:00Z', cloudCoverage: 40, bands: { B04: f32(0.1, 0.2) } },
      { date: '2024-05-11T10:00:00Z', cloudCoverage: 5, bands: { B04: f32(0.3, 0.4) } },
      { date: '2024-03-01T10:00:00Z', cloudCoverage: 0, bands: { B04: f32(0.5, 0.5) } },
    ];
    const range = { from: '2024-03-15T00:00:00Z', to: '2024-05-31T23:59:59Z' };
    const v3 = `//VERSION=3
function setup() {
  return { input: ['B04'], output: { bands: 2, sampleType: SampleType.FLOAT32 }, mosaicking: Mosaicking.ORBIT };
}
function preProcessScenes(collections) {
  collections.scenes.orbits = collections.scenes.orbits.filter(function (o) {
    return new Date(o.dateFrom).getTime() >= collections.from.getTime();
  });
  return collections;
}
function evaluatePixel(samples, scenes) { return [samples.length, scenes[0].date.getUTCDate()]; }`;
    const v1 = `function setup(ds) { setInputComponents([ds.B04]); setOutputComponentCount(1); }
function filterScenes(scenes, meta) { return scenes.filter(function (s) { return s.cloudCoverage < 30 && s.date >= meta.from; }); }
function evaluatePixel(samples) { return [samples[0].B04]; }`;
    for (const source of [v3, v1]) {
      const options = { source, width: 2, height: 1, scenes, ...range };
      const inside = await runSandboxedEvalscript({ ...options, limits: LIMITS });
      const direct = runEvalscript(options);
      expect(Array.from(inside.outputs[0]!.data)).toEqual(Array.from(direct.outputs[0]!.data));
    }
    const inside = await runSandboxedEvalscript({
      source: v3,
      width: 2,
      height: 1,
      scenes,
      ...range,
    });
    // The scene before the range is left out; the newest first is 11 May.
    expect(Array.from(inside.outputs[0]!.data)).toEqual([2, 11, 2, 11]);
    const filtered = await runSandboxedEvalscript({
      source: v1,
      width: 2,
      height: 1,
      scenes,
      ...range,
    });
    expect(Array.from(filtered.outputs[0]!.data)).toEqual([77, 102]);
  });

  it('reads the input bands of a script from its setup() in an isolate', async () => {
    expect(await sandboxedInputBands(NDVI_COLORBLEND, LIMITS)).toEqual(['B04', 'B08']);
    expect(await sandboxedInputBands('return [B11, B12, B11];', LIMITS)).toEqual(['B11', 'B12']);
  });
});

const PROBE = `//VERSION=3
var probes = {};
function probe(name, fn) { try { probes[name] = String(fn()); } catch (e) { probes[name] = 'throws ' + e.name; } }
probe('require', function () { return typeof require; });
probe('process', function () { return typeof process; });
probe('module', function () { return typeof module; });
probe('Buffer', function () { return typeof Buffer; });
probe('fetch', function () { return typeof fetch; });
probe('setTimeout', function () { return typeof setTimeout; });
probe('functionThis', function () { var g = Function('return this')(); return typeof g.process + ',' + typeof g.require; });
probe('constructorChain', function () { return ({}).constructor.constructor('return typeof process')(); });
probe('globalThisConstructor', function () { return globalThis.constructor.constructor('return typeof require')(); });
probe('eval', function () { return eval('typeof process'); });
var imported = 'pending';
try { import('node:fs').then(function () { imported = 'resolved'; }, function (e) { imported = 'rejected'; }); }
catch (e) { imported = 'throws ' + e.name; }
function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1, sampleType: 'FLOAT32' } }; }
function evaluatePixel(s) {
  probes.sampleChain = s.constructor.constructor('return typeof process')();
  return [s.B04];
}
function updateOutputMetadata(a, b, outputMetadata) { probes.imported = imported; outputMetadata.userData = probes; }`;

describe('runSandboxedEvalscript: isolation', () => {
  it('gives a script no require, process, module, Buffer, fetch or timers, by any route', async () => {
    const result = await runSandboxedEvalscript({
      source: PROBE,
      width: 4,
      height: 4,
      bands: bands(4, 4, ['B04']),
      limits: LIMITS,
    });
    expect(result.userData).toEqual({
      require: 'undefined',
      process: 'undefined',
      module: 'undefined',
      Buffer: 'undefined',
      fetch: 'undefined',
      setTimeout: 'undefined',
      functionThis: 'undefined,undefined',
      constructorChain: 'undefined',
      globalThisConstructor: 'undefined',
      eval: 'undefined',
      sampleChain: 'undefined',
      imported: 'rejected',
    });
  });

  it('refuses static imports as a syntax error (422)', async () => {
    const { error } = await failure({
      source: `import fs from 'node:fs';\n${NDVI_COLORBLEND}`,
      width: 2,
      height: 2,
      bands: bands(2, 2, ['B04', 'B08']),
      limits: LIMITS,
    });
    expect(isImageryError(error)).toBe(true);
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('EVALSCRIPT_ERROR');
    expect(error.message).toMatch(/import/i);
  });

  it("reports a script error in the script author's words (422)", async () => {
    const { error } = await failure({
      source: `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1 } }; }
function evaluatePixel(s) { if (s.B04 >= 0) throw new Error('boom at ' + s.B04.toFixed(0)); return [0]; }`,
      width: 2,
      height: 2,
      bands: bands(2, 2, ['B04']),
      limits: LIMITS,
    });
    expect(error.statusCode).toBe(422);
    expect(error.code).toBe('EVALSCRIPT_ERROR');
    // In the author's words, at the author's own line (the throw is on line 3, column 51).
    expect(error.message).toBe(
      'Evalscript error in evaluatePixel(): boom at 0 (line 3, column 51)',
    );
  });
});

const LOOP = `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1 } }; }
function evaluatePixel(s) { while (true) {} }`;

describe('runSandboxedEvalscript: limits', () => {
  const where = {
    'top-level code': 'while (true) {}\nreturn [B04];',
    'setup()': `//VERSION=3
function setup() { for (;;) {} }
function evaluatePixel(s) { return [1]; }`,
    'evaluatePixel()': LOOP,
  };
  for (const [name, source] of Object.entries(where)) {
    it(`stops an endless loop in ${name} at the time limit (422)`, async () => {
      const { error, ms } = await failure({
        source,
        width: 8,
        height: 8,
        bands: bands(8, 8, ['B04']),
        limits: LIMITS,
      });
      expect(error.statusCode).toBe(422);
      expect(error.code).toBe('EVALSCRIPT_TIME_LIMIT');
      expect(error.message).toBe('Evalscript exceeded its time limit of 400 ms');
      expect(ms).toBeLessThan(LIMITS.timeoutMs + 1500);
    });
  }

  const PRE_PROCESS_LOOP = `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1 }, mosaicking: 'ORBIT' }; }
function preProcessScenes(c) { while (true) {} }
function evaluatePixel(s) { return [1]; }`;

  it("stops an endless loop in preProcessScenes() at the hook's own limit and says so", async () => {
    const { error, ms } = await failure({
      source: PRE_PROCESS_LOOP,
      width: 8,
      height: 8,
      bands: bands(8, 8, ['B04']),
      limits: { timeoutMs: 20_000, memoryMb: 64 },
    });
    expect([error.statusCode, error.code]).toEqual([422, 'EVALSCRIPT_TIME_LIMIT']);
    expect(error.message).toBe(
      `Evalscript exceeded the time limit of ${SANDBOX_HOOK_MS} ms per call of preProcessScenes()`,
    );
    expect(ms).toBeLessThan(SANDBOX_HOOK_MS + 1500);
  });

  it("names the render's limit when what was left of it stopped preProcessScenes()", async () => {
    // setup() spends most of the 600 ms, so less than the hook's 250 ms is left for the hook.
    const { error } = await failure({
      source: PRE_PROCESS_LOOP.replace(
        'function setup() {',
        'function setup() { var t = Date.now(); while (Date.now() - t < 450) {}',
      ),
      width: 8,
      height: 8,
      bands: bands(8, 8, ['B04']),
      limits: { timeoutMs: 600, memoryMb: 64 },
    });
    expect([error.statusCode, error.code]).toEqual([422, 'EVALSCRIPT_TIME_LIMIT']);
    expect(error.message).toBe('Evalscript exceeded its time limit of 600 ms');
  });

  it('stops memory bombs (objects and array buffers) at the memory limit (422)', async () => {
    for (const bomb of [
      'var a = []; while (true) a.push(new Array(1e5).fill(1.5));',
      'var b = []; while (true) b.push(new Float64Array(1e6));',
      "var s = 'x'; while (true) s = s + s;",
    ]) {
      const { error } = await failure({
        source: `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 1 } }; }
function evaluatePixel(s) { ${bomb} return [1]; }`,
        width: 2,
        height: 2,
        bands: bands(2, 2, ['B04']),
        limits: { timeoutMs: 10_000, memoryMb: 32 },
      });
      expect([error.code, error.statusCode, bomb]).toEqual([
        expect.stringMatching(/^EVALSCRIPT_(MEMORY_LIMIT|ERROR)$/),
        422,
        bomb,
      ]);
      if (error.code === 'EVALSCRIPT_MEMORY_LIMIT') {
        expect(error.message).toBe('Evalscript exceeded its memory limit of 32 MB');
      } else {
        // V8 refuses a string over its maximum length before the heap fills: still a clean 422.
        expect(error.message).toMatch(/Invalid string length/);
      }
    }
  });

  it('keeps the thread free: a normal run and timers proceed while a loop is being stopped', async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(performance.now()), 20);
    const bad = failure({
      source: LOOP,
      width: 8,
      height: 8,
      bands: bands(8, 8, ['B04']),
      limits: { timeoutMs: 1500, memoryMb: 64 },
    });
    const good = runSandboxedEvalscript({
      source: NDVI_COLORBLEND,
      width: 200,
      height: 200,
      bands: bands(200, 200, ['B04', 'B08']),
      limits: { timeoutMs: 10_000, memoryMb: 64 },
    });
    const goodDone = await good.then(() => performance.now());
    const { error } = await bad;
    const badDone = performance.now();
    clearInterval(timer);
    expect(error.code).toBe('EVALSCRIPT_TIME_LIMIT');
    expect(goodDone).toBeLessThan(badDone);
    // The event loop kept ticking during the 1.5 s loop (at most ~2 missed 20 ms ticks at a time).
    expect(ticks.length).toBeGreaterThan(25);
  });

  it('queues runs beyond the isolates allowed at once, and all of them finish', async () => {
    const runs = Array.from({ length: SANDBOX_MAX_ISOLATES + 4 }, (_, k) =>
      runSandboxedEvalscript({
        source: `return [B04 * ${k + 1}];`,
        width: 16,
        height: 16,
        bands: bands(16, 16, ['B04']),
        limits: LIMITS,
      }),
    );
    const results = await Promise.all(runs);
    expect(results.map((r) => r.outputs[0]!.bands)).toEqual(runs.map(() => 1));
  });

  it('disposes the isolate at once when the signal aborts', async () => {
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 100);
    const { error, ms } = await failure({
      source: LOOP,
      width: 8,
      height: 8,
      bands: bands(8, 8, ['B04']),
      limits: { timeoutMs: 10_000, memoryMb: 64 },
      signal: abort.signal,
    });
    expect(error.name).toBe('AbortError');
    expect(ms).toBeLessThan(2000);
  });
});
