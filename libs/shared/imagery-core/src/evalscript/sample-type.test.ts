import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runEvalscript } from './run-evalscript';
import { ROUND_HALF, SAMPLE_TYPE, convertSample } from './sample-type';
import type { SampleType } from './sample-type';

describe('convertSample', () => {
  it('AUTO stretches 0..1 to 0..255 with clamping; NaN is 0', () => {
    expect([0, 0.5, 1, 1.5, -1, Number.NaN].map((v) => convertSample(v, 'AUTO'))).toEqual([
      0, 128, 255, 255, 0, 0,
    ]);
  });

  it('integer types round and clamp to their range; FLOAT32 passes through', () => {
    expect(convertSample(65535.6, 'UINT16')).toBe(65535);
    expect(convertSample(-3, 'UINT8')).toBe(0);
    expect(convertSample(-200, 'INT8')).toBe(-128);
    expect(convertSample(0.1, 'FLOAT32')).toBe(Math.fround(0.1));
  });

  it('the generated pixel loop converts exactly like convertSample', () => {
    const types = Object.values(SAMPLE_TYPE) as SampleType[];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -1e6, max: 1e6 }), fc.constant(Number.NaN)), {
          minLength: 1,
          maxLength: 20,
        }),
        (values) => {
          const source = `//VERSION=3
function setup() { return { input: ['VV'], output: ${JSON.stringify(
            types.map((t) => ({ id: t, bands: 1, sampleType: t })),
          )} }; }
function evaluatePixel(s) { var v = s.VV / 1000; return { ${types.map((t) => `${t}: [v]`).join(', ')} }; }`;
          const data = Float64Array.from(values.map((v) => v * 1000));
          const result = runEvalscript({
            source,
            width: values.length,
            height: 1,
            bands: { VV: data },
          });
          for (const out of result.outputs) {
            const expected = values.map((v) => convertSample((v * 1000) / 1000, out.sampleType));
            expect(Array.from(out.data)).toEqual(expected);
          }
        },
      ),
    );
  });
});

/** The next double up (+1) or down (-1) from a positive v. */
function step(v: number, direction: 1 | -1): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, v);
  view.setBigUint64(0, view.getBigUint64(0) + BigInt(direction));
  return view.getFloat64(0);
}

/** Halves (k + 0.5) and the doubles on either side of them, with the edge values. */
function tieValues(): number[] {
  const values = [ROUND_HALF, 0.5, -0.5, -0, 0, Number.NaN, Infinity, -Infinity, 65535.5, 1e300];
  for (let k = 0; k <= 260; k++) values.push(k + 0.5, step(k + 0.5, 1), step(k + 0.5, -1));
  for (const k of [32767, 65533, 65534]) values.push(k + 0.5, step(k + 0.5, 1), step(k + 0.5, -1));
  return values;
}

describe('ROUND_HALF', () => {
  it('floor(v + ROUND_HALF) is Math.round(v) from 0 to 2^52, ties and their neighbours too', () => {
    const tie = fc
      .integer({ min: 0, max: 2 ** 51 })
      .chain((k) => fc.constantFrom(k + 0.5, step(k + 0.5, 1), step(k + 0.5, -1)));
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 2 ** 52, noNaN: true }), tie), (v) => {
        expect(Math.floor(v + ROUND_HALF)).toBe(Math.round(v));
      }),
      { numRuns: 2000 },
    );
    expect(Math.floor(ROUND_HALF + 0.5)).toBe(1); // why not + 0.5: Math.round(ROUND_HALF) is 0
    expect(Math.floor(ROUND_HALF + ROUND_HALF)).toBe(0);
  });

  it('the pixel loop and the AUTO writer round halves and their neighbours as convertSample', () => {
    const values = tieValues();
    const bands = { VV: Float64Array.from(values) };
    const size = { width: values.length, height: 1, bands };
    const types = Object.values(SAMPLE_TYPE) as SampleType[];
    const general = runEvalscript({
      ...size,
      source: `//VERSION=3
function setup() { return { input: ['VV'], output: ${JSON.stringify(
        types.map((t) => ({ id: t, bands: 1, sampleType: t })),
      )} }; }
function evaluatePixel(s) { return { ${types.map((t) => `${t}: [s.VV${t === 'AUTO' ? ' / 255' : ''}]`).join(', ')} }; }`,
    });
    for (const out of general.outputs) {
      const expected = values.map((v) =>
        convertSample(out.sampleType === 'AUTO' ? v / 255 : v, out.sampleType),
      );
      expect(Array.from(out.data), out.sampleType).toEqual(expected);
    }
    // A single `return [...]` into one AUTO output takes the direct writer (fast-return.ts).
    const writer = runEvalscript({
      ...size,
      source: `//VERSION=3
function setup() { return { input: ['VV'], output: { bands: 2 } }; }
function evaluatePixel(s) { return [s.VV / 255, s.VV]; }`,
    });
    const expected = values.flatMap((v) => [
      convertSample(v / 255, 'AUTO'),
      convertSample(v, 'AUTO'),
    ]);
    expect(Array.from(writer.outputs[0]?.data ?? [])).toEqual(expected);
  });
});
