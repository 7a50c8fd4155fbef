/** Statistics of one band (Sentinel Hub Statistical API names). */
export interface BandStats {
  readonly min: number | null;
  readonly max: number | null;
  readonly mean: number | null;
  readonly stDev: number | null;
  readonly sampleCount: number;
  readonly noDataCount: number;
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

/** One line of the chart: a band's mean per day. */
export interface Series {
  readonly band: string;
  readonly values: readonly (number | null)[];
}

/** The chart data: days (oldest first) and one series per band of the main output. */
export interface TimeSeries {
  readonly output: string;
  readonly days: readonly string[];
  readonly series: readonly Series[];
}

/**
 * The mean of every band of the script's main output (an `index` output when the script has one,
 * else `default`, else the first) per day. Days
 * without that output or band get null.
 */
export function timeSeriesOf(response: StatisticsResponse): TimeSeries {
  const outputs = response.data.flatMap((d) => Object.keys(d.outputs));
  const output = outputs.includes('index')
    ? 'index'
    : outputs.includes('default')
      ? 'default'
      : (outputs[0] ?? 'default');
  const bands = [
    ...new Set(response.data.flatMap((d) => Object.keys(d.outputs[output]?.bands ?? {}))),
  ].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  return {
    output,
    days: response.data.map((d) => d.interval.from.slice(0, 10)),
    series: bands.map((band) => ({
      band,
      values: response.data.map((d) => d.outputs[output]?.bands[band]?.stats.mean ?? null),
    })),
  };
}

/** The value range of the series, padded so flat lines sit mid-chart. */
export function valueRange(series: readonly Series[]): { min: number; max: number } {
  const values = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  if (values.length === 0) return { min: 0, max: 1 };
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = max === min ? Math.abs(max) * 0.1 || 0.5 : (max - min) * 0.08;
  return { min: min - pad, max: max + pad };
}

/** SVG points "x,y" of a series in a width × height box (x by day index; null values skipped). */
export function seriesPoints(
  values: readonly (number | null)[],
  range: { min: number; max: number },
  width: number,
  height: number,
): { x: number; y: number }[] {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const span = range.max - range.min || 1;
  return values.flatMap((v, i) =>
    v === null
      ? []
      : [
          {
            x: values.length > 1 ? i * step : width / 2,
            y: height - ((v - range.min) / span) * height,
          },
        ],
  );
}

const RGBA = ['Red', 'Green', 'Blue', 'Alpha'];

/** A band's legend: Red/Green/Blue/Alpha for a colour output of 3 or 4 bands, else output and band. */
export function bandLabel(output: string, band: string, bandCount: number): string {
  const index = Number(band.slice(1));
  if (output === 'default' && (bandCount === 3 || bandCount === 4)) return RGBA[index] ?? band;
  return bandCount === 1 ? output : `${output} ${band}`;
}
