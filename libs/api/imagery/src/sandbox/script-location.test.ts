import { describe, expect, it } from 'vitest';
import { runSandboxedEvalscript } from './evalscript-sandbox';

const LIMITS = { timeoutMs: 5_000, memoryMb: 64 };
const run = (source: string) =>
  runSandboxedEvalscript({
    source,
    width: 2,
    height: 1,
    bands: { B04: new Float32Array([0.1, 0.2]), dataMask: new Float32Array([1, 1]) },
    limits: LIMITS,
  });

const message = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (e: Error) => e.message,
  );

describe('script errors at the user line (not the isolate wrapper)', () => {
  it('places a syntax error on its own line and column', async () => {
    const source = `//VERSION=3
function setup() {
  return { input: ['B04'], output: { bands: 1 } };
}
function evaluatePixel(s) {
  return [s.B04 +];
}`;
    expect(await message(run(source))).toMatch(/SyntaxError.*\(line 6, column 18\)$/);
  });

  it('places a runtime error in evaluatePixel or a helper on its line', async () => {
    const source = `//VERSION=3
function setup() {
  return { input: ['B04'], output: { bands: 1, sampleType: 'FLOAT32' } };
}
function scale(v) {
  return v * notDefined;
}
function evaluatePixel(s) {
  return [scale(s.B04)];
}`;
    const text = await message(run(source));
    expect(text).toMatch(/notDefined is not defined \(line 6, column \d+\)$/);
    expect(text).not.toMatch(/isolated-vm/);
  });

  it('places a runtime error in a one-line evaluatePixel (the fast AUTO path) on its line', async () => {
    const source = `//VERSION=3
function setup() {
  return { input: ['B04', 'dataMask'], output: { bands: 2 } };
}
function evaluatePixel(s) {
  return [s.B04 * nope, s.dataMask];
}`;
    expect(await message(run(source))).toMatch(/nope is not defined \(line 6, column \d+\)$/);
  });

  it('places an error thrown in setup()', async () => {
    const source = `//VERSION=3

function setup() {
  throw new Error('no setup today');
}
function evaluatePixel(s) { return [1]; }`;
    expect(await message(run(source))).toMatch(/no setup today \(line 4, column \d+\)$/);
  });
});
