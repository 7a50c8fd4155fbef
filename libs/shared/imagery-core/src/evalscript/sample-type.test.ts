import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runEvalscript } from './run-evalscript';
import { SAMPLE_TYPE, convertSample } from './sample-type';
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
