import { describe, expect, it } from 'vitest';
import {
  bandPolygon,
  formatValue,
  seriesPoints,
  timeSeriesOf,
  valueAxis,
} from './statistics-series';
import type { BandStats, StatisticsResponse } from './statistics-series';

const stats = (mean: number | null, min = 0, max = 1): { stats: BandStats } => ({
  stats: {
    min,
    max,
    mean,
    stDev: 0.1,
    sampleCount: 4,
    noDataCount: 0,
    percentiles: { '10.0': min + 0.1, '50.0': mean, '90.0': max - 0.1 },
  },
});
const day = (from: string, outputs: StatisticsResponse['data'][number]['outputs']) => ({
  interval: { from: `${from}T00:00:00Z`, to: `${from}T23:59:59Z` },
  outputs,
});

describe('statistics time series', () => {
  it('charts each band of the default output per day with its mean, range and percentiles', () => {
    const response: StatisticsResponse = {
      status: 'OK',
      data: [
        day('2020-02-09', {
          default: { bands: { B1: stats(0.2), B0: stats(0.4) } },
          dataMask: { bands: { B0: stats(1) } },
        }),
        day('2020-02-19', { default: { bands: { B0: stats(0.6, -0.2, 0.9) } } }),
      ],
    };
    const series = timeSeriesOf(response);
    expect(series.output).toBe('default');
    expect(series.days).toEqual(['2020-02-09', '2020-02-19']);
    expect(series.series.map((s) => s.label)).toEqual(['default B0', 'default B1']);
    expect(series.series[0]!.values[1]).toEqual({
      mean: 0.6,
      min: -0.2,
      max: 0.9,
      p10: -0.1,
      p50: 0.6,
      p90: 0.8,
      stDev: 0.1,
    });
    expect(series.series[1]!.values[1]!.mean).toBeNull();
  });

  it('prefers an index output; a visual script measured band by band charts every output', () => {
    const withIndex: StatisticsResponse = {
      status: 'OK',
      data: [
        day('2020-02-19', {
          default: { bands: { B0: stats(9) } },
          index: { bands: { B0: stats(0.3) } },
        }),
      ],
    };
    expect(timeSeriesOf(withIndex).series.map((s) => [s.label, s.values[0]!.mean])).toEqual([
      ['index', 0.3],
    ]);
    const bands: StatisticsResponse = {
      status: 'OK',
      data: [
        day('2020-02-19', {
          B04: { bands: { B0: stats(0.1) } },
          B03: { bands: { B0: stats(0.2) } },
          dataMask: { bands: { B0: stats(1) } },
        }),
      ],
    };
    const series = timeSeriesOf(bands);
    expect(series.output).toBe('bands');
    expect(series.series.map((s) => s.label)).toEqual(['B04', 'B03']);
  });

  it('puts the value axis on round ticks around every value', () => {
    const series = timeSeriesOf({
      status: 'OK',
      data: [day('2020-02-19', { default: { bands: { B0: stats(0.31, -0.13, 0.87) } } })],
    }).series;
    const axis = valueAxis(series);
    expect(axis.ticks).toEqual([-0.2, 0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(formatValue(0.2, axis)).toBe('0.2');
    expect(valueAxis([]).ticks).toEqual([0, 0.5, 1]);
  });

  it('places points and bands across the box, skipping missing days', () => {
    const axis = { min: 0, max: 1, ticks: [0, 1] };
    const d = (mean: number | null) => ({
      mean,
      min: mean,
      max: mean,
      p10: null,
      p50: null,
      p90: null,
      stDev: null,
    });
    expect(seriesPoints([d(0), d(null), d(1)], (x) => x.mean, axis, 100, 50)).toEqual([
      { x: 0, y: 50 },
      { x: 100, y: 0 },
    ]);
    expect(
      bandPolygon(
        [d(0.5)],
        (x) => x.min,
        (x) => x.max,
        axis,
        100,
        50,
      ),
    ).toBe('44,25 56,25 56,25 44,25');
    expect(
      bandPolygon(
        [d(null)],
        (x) => x.min,
        (x) => x.max,
        axis,
        100,
        50,
      ),
    ).toBe('');
  });
});
