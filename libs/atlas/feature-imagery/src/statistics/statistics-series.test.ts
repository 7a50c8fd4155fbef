import { describe, expect, it } from 'vitest';
import { bandLabel, seriesPoints, timeSeriesOf, valueRange } from './statistics-series';
import type { StatisticsResponse } from './statistics-series';

const stats = (mean: number | null) => ({
  stats: { min: 0, max: 1, mean, stDev: 0, sampleCount: 4, noDataCount: 0 },
});
const response: StatisticsResponse = {
  status: 'OK',
  data: [
    {
      interval: { from: '2020-02-09T00:00:00Z', to: '2020-02-10T00:00:00Z' },
      outputs: {
        rgb: { bands: { B0: stats(9) } },
        default: { bands: { B1: stats(0.2), B0: stats(0.4) } },
      },
    },
    {
      interval: { from: '2020-02-19T00:00:00Z', to: '2020-02-20T00:00:00Z' },
      outputs: { default: { bands: { B0: stats(0.6), B1: stats(null) } } },
    },
  ],
};

describe('statistics time series', () => {
  it('takes the mean of each band of the default output per day, oldest first', () => {
    expect(timeSeriesOf(response)).toEqual({
      output: 'default',
      days: ['2020-02-09', '2020-02-19'],
      series: [
        { band: 'B0', values: [0.4, 0.6] },
        { band: 'B1', values: [0.2, null] },
      ],
    });
  });

  it('prefers an index output and names colour bands', () => {
    const withIndex: StatisticsResponse = {
      status: 'OK',
      data: [
        {
          interval: { from: '2020-02-19T00:00:00Z', to: '2020-02-20T00:00:00Z' },
          outputs: { default: { bands: { B0: stats(0.1) } }, index: { bands: { B0: stats(0.3) } } },
        },
      ],
    };
    expect(timeSeriesOf(withIndex).series).toEqual([{ band: 'B0', values: [0.3] }]);
    expect(bandLabel('default', 'B2', 4)).toBe('Blue');
    expect(bandLabel('index', 'B0', 1)).toBe('index');
    expect(bandLabel('eobrowserStats', 'B1', 2)).toBe('eobrowserStats B1');
  });

  it('places points across the box, skipping missing days', () => {
    const range = { min: 0, max: 1 };
    expect(seriesPoints([0, null, 1], range, 100, 50)).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 0 },
    ]);
    expect(seriesPoints([0.5], range, 100, 50)).toEqual([{ x: 50, y: 25 }]);
    expect(valueRange([{ band: 'B0', values: [2, 2] }])).toEqual({ min: 1.8, max: 2.2 });
  });
});
