import { describe, expect, it } from 'vitest';
import { isEvalscriptError } from './evalscript-error';
import { runEvalscript } from './run-evalscript';
import type { RunEvalscriptOptions } from './run-evalscript';

const f32 = (...v: number[]) => Float32Array.from(v);

function run(source: string, rest: Partial<RunEvalscriptOptions> = {}) {
  return runEvalscript({ source, width: 2, height: 1, ...rest });
}

function errorOf(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    if (isEvalscriptError(error)) return error;
    throw error;
  }
  throw new Error('expected an EvalscriptError');
}

describe('runEvalscript errors', () => {
  const tc = `//VERSION=3
function setup() { return { input: ['B04'], output: { bands: 3 } }; }
function evaluatePixel(s) { return [s.B04, s.B04, s.B04]; }`;
  const bands = { B04: f32(0.1, 0.2) };

  it('reports a syntax error', () => {
    const error = errorOf(() => run('//VERSION=3\nfunction setup() { return { ; }', { bands }));
    expect(error.code).toBe('SYNTAX');
    expect(error.message).toMatch(/^Evalscript syntax error: /);
  });

  it('reports a missing evaluatePixel', () => {
    const error = errorOf(() =>
      run(`//VERSION=3\nfunction setup() { return { input: ['B04'], output: { bands: 1 } }; }`, {
        bands,
      }),
    );
    expect(error.code).toBe('MISSING_FUNCTION');
    expect(error.message).toBe('The script has no evaluatePixel function.');
  });

  it('reports the wrong output length with the pixel', () => {
    const error = errorOf(() =>
      run(tc.replace('return [s.B04, s.B04, s.B04]', 'return [s.B04]'), { bands }),
    );
    expect(error.code).toBe('OUTPUT_LENGTH');
    expect(error.message).toBe(
      'Output "default" has 3 bands but evaluatePixel returned an array of 1 value at pixel 0 (x 0, y 0).',
    );
  });

  it('reports an object missing an output id', () => {
    const error = errorOf(() =>
      run(
        `//VERSION=3
function setup() { return { input: ['B04'], output: [{ id: 'a', bands: 1 }, { id: 'b', bands: 1 }] }; }
function evaluatePixel(s) { return { a: [1] }; }`,
        { bands },
      ),
    );
    expect(error.message).toBe(
      'Output "b" has 1 band but evaluatePixel returned undefined at pixel 0 (x 0, y 0).',
    );
  });

  it('reports an unknown band', () => {
    const error = errorOf(() => run(tc.replace("['B04']", "['B04', 'B99']"), { bands }));
    expect(error.code).toBe('UNKNOWN_BAND');
    expect(error.message).toBe('Unknown band "B99": the data has B04 (and dataMask).');
    expect(errorOf(() => run('return [B08];', { bands })).code).toBe('UNKNOWN_BAND');
  });

  it('reports a bad setup, a bad sample type and duplicate ids', () => {
    const bad = (setup: string) =>
      errorOf(() =>
        run(
          `//VERSION=3\nfunction setup() { return ${setup}; }\nfunction evaluatePixel(s) { return [1]; }`,
          {
            bands,
          },
        ),
      );
    expect(bad('42').message).toBe('setup() must return an object { input, output, mosaicking? }.');
    expect(bad("{ input: ['B04'], output: { bands: 1, sampleType: 'UINT32' } }").message).toBe(
      'Output "default" has sampleType "UINT32"; use AUTO, UINT8, UINT16, INT8, INT16 or FLOAT32.',
    );
    expect(bad("{ input: ['B04'], output: [{ bands: 1 }, { bands: 1 }] }").message).toBe(
      'Output ids must be unique.',
    );
    expect(bad("{ input: ['B04'], output: { bands: 1 }, mosaicking: 'MEDIAN' }").code).toBe(
      'BAD_SETUP',
    );
    expect(
      bad("{ input: [{ datasource: 'Q1', bands: ['B04'] }], output: { bands: 1 } }").message,
    ).toMatch(/^Data fusion is not supported: input datasource "Q1"/);
  });

  it('reports a script that throws, a wrong band length and a bad size', () => {
    const threw = errorOf(() =>
      run(tc.replace('return [s.B04, s.B04, s.B04]', 'throw new Error("boom")'), { bands }),
    );
    expect(threw.code).toBe('RUNTIME');
    expect(threw.message).toBe('Evalscript error in evaluatePixel(): boom');
    expect(errorOf(() => run(tc, { bands: { B04: f32(1) } })).message).toBe(
      'Band B04 has 1 values but the image has 2 pixels.',
    );
    expect(errorOf(() => run(tc, { bands, width: 0 })).code).toBe('BAD_INPUT');
  });
});
