/** Statistics of one band (Sentinel Hub Statistical API names). */
export interface BandStats {
  readonly min: number | null;
  readonly max: number | null;
  readonly mean: number | null;
  readonly stDev: number | null;
  readonly sampleCount: number;
  readonly noDataCount: number;
  readonly percentiles?: {
    readonly '10.0'?: number | null;
    readonly '50.0'?: number | null;
    readonly '90.0'?: number | null;
  };
}

/** Response of `POST {imagery}/statistics`: one interval per day with scenes, oldest first. */
export interface StatisticsResponse {
  readonly data: readonly {
    readonly interval: { readonly from: string; readonly to: string };
    readonly outputs: Readonly<
      Record<string, { readonly bands: Readonly<Record<string, { readonly stats: BandStats }>> }>
    >;
  }[];
  readonly status: string;
}

/** One day of a series: the band's statistics in the script's own units (null without data). */
export interface DayStats {
  readonly mean: number | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly p10: number | null;
  readonly p50: number | null;
  readonly p90: number | null;
  readonly stDev: number | null;
}

/** One series of the chart: an output band over the days. */
export interface Series {
  /** `output/band`, unique in the chart. */
  readonly key: string;
  /** What the legend calls it: the output id for one-band outputs, else `output band`. */
  readonly label: string;
  /** One entry per day of {@link TimeSeries.days}. */
  readonly values: readonly DayStats[];
}

/** The chart data: days (oldest first) and the series charted. */
export interface TimeSeries {
  /** `index`, `default`, or `bands` when each output is one band (reflectance per band). */
  readonly output: string;
  readonly days: readonly string[];
  readonly series: readonly Series[];
}

const EMPTY: DayStats = {
  mean: null,
  min: null,
  max: null,
  p10: null,
  p50: null,
  p90: null,
  stDev: null,
};

function dayStats(stats: BandStats | undefined): DayStats {
  if (!stats) return EMPTY;
  return {
    mean: stats.mean,
    min: stats.min,
    max: stats.max,
    p10: stats.percentiles?.['10.0'] ?? null,
    p50: stats.percentiles?.['50.0'] ?? null,
    p90: stats.percentiles?.['90.0'] ?? null,
    stDev: stats.stDev,
  };
}

const bandOrder = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

/**
 * The series of the script's values per day: the `index` output when the script has one, else
 * `default`, else every output but `dataMask` (a visual script measured band by band, one
 * output per band). Days without that output or band get nulls.
 */
export function timeSeriesOf(response: StatisticsResponse): TimeSeries {
  const outputs = [...new Set(response.data.flatMap((d) => Object.keys(d.outputs)))].filter(
    (o) => o !== 'dataMask',
  );
  const main = outputs.includes('index')
    ? ['index']
    : outputs.includes('default')
      ? ['default']
      : outputs;
  const series = main.flatMap((output) => {
    const bands = [
      ...new Set(response.data.flatMap((d) => Object.keys(d.outputs[output]?.bands ?? {}))),
    ].sort(bandOrder);
    return bands.map((band) => ({
      key: `${output}/${band}`,
      label: bands.length === 1 ? output : `${output} ${band}`,
      values: response.data.map((d) => dayStats(d.outputs[output]?.bands[band]?.stats)),
    }));
  });
  return {
    output: main.length === 1 ? main[0]! : 'bands',
    days: response.data.map((d) => d.interval.from.slice(0, 10)),
    series,
  };
}

/** A value axis: its ends (round numbers around all values) and the ticks between them. */
export interface ValueAxis {
  readonly min: number;
  readonly max: number;
  readonly ticks: readonly number[];
}

/** A round step (1, 2 or 5 × 10^k) giving about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** The value axis over every min, max and mean of the series, ends on round ticks. */
export function valueAxis(series: readonly Series[], count = 5): ValueAxis {
  const values = series.flatMap((s) =>
    s.values.flatMap((d) => [d.min, d.max, d.mean].filter((v): v is number => v !== null)),
  );
  if (values.length === 0) return { min: 0, max: 1, ticks: [0, 0.5, 1] };
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high === low) {
    const pad = Math.abs(high) * 0.1 || 0.5;
    low -= pad;
    high += pad;
  }
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let i = 0; min + i * step <= max + step / 1e6; i++) {
    ticks.push(Number((min + i * step).toPrecision(12)) + 0);
  }
  return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
}

/** The digits a tick or value needs at this axis's step. */
export function formatValue(value: number, axis: ValueAxis): string {
  const step = axis.ticks.length > 1 ? axis.ticks[1]! - axis.ticks[0]! : 1;
  const digits = Math.max(0, Math.min(6, -Math.floor(Math.log10(step) + 1e-9)));
  return value.toFixed(digits);
}

/** x of day `i` of `days` in a box `width` wide (a single day in the middle). */
export function dayX(i: number, days: number, width: number): number {
  return days > 1 ? (i * width) / (days - 1) : width / 2;
}

/** y of `value` on the axis in a box `height` high (the top is the axis max). */
export function valueY(value: number, axis: ValueAxis, height: number): number {
  const span = axis.max - axis.min || 1;
  return height - ((value - axis.min) / span) * height;
}

/** SVG points "x,y" of a statistic of a series (null values skipped). */
export function seriesPoints(
  values: readonly DayStats[],
  pick: (d: DayStats) => number | null,
  axis: ValueAxis,
  width: number,
  height: number,
): { x: number; y: number }[] {
  return values.flatMap((d, i) => {
    const v = pick(d);
    return v === null ? [] : [{ x: dayX(i, values.length, width), y: valueY(v, axis, height) }];
  });
}

/**
 * The SVG polygon of a band between two statistics (min-max, p10-p90) over the days with both;
 * a single day becomes a short bar. Empty when no day has both.
 */
export function bandPolygon(
  values: readonly DayStats[],
  low: (d: DayStats) => number | null,
  high: (d: DayStats) => number | null,
  axis: ValueAxis,
  width: number,
  height: number,
): string {
  const days = values.flatMap((d, i) => {
    const a = low(d);
    const b = high(d);
    return a === null || b === null ? [] : [{ x: dayX(i, values.length, width), a, b }];
  });
  if (days.length === 0) return '';
  const spread = days.length === 1 ? [days[0]!, days[0]!] : days;
  const halfBar = days.length === 1 ? 6 : 0;
  const top = spread.map(
    (d, j) => `${d.x + (j === 0 ? -halfBar : halfBar)},${valueY(d.b, axis, height)}`,
  );
  const bottom = [...spread]
    .reverse()
    .map((d, j) => `${d.x + (j === 0 ? halfBar : -halfBar)},${valueY(d.a, axis, height)}`);
  return [...top, ...bottom].join(' ');
}
