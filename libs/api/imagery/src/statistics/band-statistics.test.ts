import { describe, expect, it } from 'vitest';
import { bandStatistics } from './band-statistics';

describe('bandStatistics', () => {
  it('computes min, max, mean, population stDev and nearest-rank percentiles over valid pixels', () => {
    // Two bands interleaved; band 1 is 1..10 with pixel 10 masked and pixel 11 NaN.
    const band1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 99, Number.NaN];
    const data = Float32Array.from(band1.flatMap((v) => [0, v]));
    const mask = Uint8Array.from(band1.map((_, p) => (p === 10 ? 0 : 1)));
    const stats = bandStatistics(data, 2, 1, mask);
    expect(stats).toEqual({
      min: 1,
      max: 10,
      mean: 5.5,
      stDev: Math.sqrt(8.25),
      sampleCount: 12,
      noDataCount: 2,
      percentiles: { '10.0': 1, '50.0': 5, '90.0': 9 },
    });
  });

  it('reports nulls when no pixel has data', () => {
    const stats = bandStatistics(new Float32Array(3), 1, 0, new Uint8Array(3));
    expect(stats).toMatchObject({ min: null, mean: null, sampleCount: 3, noDataCount: 3 });
  });
});
