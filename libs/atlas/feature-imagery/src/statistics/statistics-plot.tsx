import type { ReactElement } from 'react';
import {
  bandPolygon,
  dayX,
  formatValue,
  seriesPoints,
  valueAxis,
  valueY,
} from './statistics-series';
import type { DayStats, TimeSeries, ValueAxis } from './statistics-series';

const W = 260;
const H = 120;
const COLORS = ['#38bdf8', '#f87171', '#4ade80', '#fbbf24', '#c084fc', '#f472b6'];

const attr = (v: number | null) => (v === null ? undefined : String(v));

function dayTitle(day: string, d: DayStats, axis: ValueAxis, label: string): string {
  const f = (v: number | null) => (v === null ? 'no data' : formatValue(v, axis));
  return `${day} ${label}: mean ${f(d.mean)}, min ${f(d.min)}, max ${f(d.max)}, 10–90 % ${f(d.p10)} to ${f(d.p90)}`;
}

/** One series: its min-max and p10-p90 bands (the latter darker), the mean line and day dots. */
function SeriesPlot({
  series,
  days,
  axis,
  color,
  bands,
}: {
  readonly series: TimeSeries['series'][number];
  readonly days: readonly string[];
  readonly axis: ValueAxis;
  readonly color: string;
  readonly bands: boolean;
}): ReactElement {
  const mean = seriesPoints(series.values, (d) => d.mean, axis, W, H);
  const range = bandPolygon(
    series.values,
    (d) => d.min,
    (d) => d.max,
    axis,
    W,
    H,
  );
  const spread = bandPolygon(
    series.values,
    (d) => d.p10,
    (d) => d.p90,
    axis,
    W,
    H,
  );
  return (
    <g data-series={series.key}>
      {bands && range ? (
        <polygon
          points={range}
          fill={color}
          opacity={0.14}
          data-testid="chart-band"
          data-band="min-max"
        />
      ) : null}
      {spread ? (
        <polygon
          points={spread}
          fill={color}
          opacity={bands ? 0.3 : 0.16}
          data-testid="chart-band"
          data-band="p10-p90"
        />
      ) : null}
      <polyline
        points={mean.map((p) => `${p.x},${p.y}`).join(' ')}
        fill="none"
        stroke={color}
        strokeWidth={1.8}
      />
      {series.values.map((d, i) =>
        d.mean === null ? null : (
          <g
            key={days[i]}
            data-testid="chart-day"
            data-day={days[i]}
            data-mean={attr(d.mean)}
            data-min={attr(d.min)}
            data-max={attr(d.max)}
            data-p10={attr(d.p10)}
            data-p50={attr(d.p50)}
            data-p90={attr(d.p90)}
            data-stdev={attr(d.stDev)}
          >
            <circle cx={dayX(i, days.length, W)} cy={valueY(d.mean, axis, H)} r={2.8} fill={color}>
              <title>{dayTitle(days[i]!, d, axis, series.label)}</title>
            </circle>
          </g>
        ),
      )}
    </g>
  );
}

/**
 * The statistics chart: a value axis in the script's units (`quantity`), one series per charted
 * band with its mean per day as a line, the 10th-90th percentile band and (for a single series)
 * the min-max band, and the first and last day under the axis.
 */
export function StatisticsPlot({
  series,
  quantity,
}: {
  readonly series: TimeSeries;
  readonly quantity: string;
}): ReactElement {
  const axis = valueAxis(series.series);
  const single = series.series.length === 1;
  return (
    <figure
      className="imagery-chart"
      data-testid="statistics-chart"
      data-quantity={quantity}
      data-axis-min={axis.min}
      data-axis-max={axis.max}
    >
      <svg viewBox={`-40 -20 ${W + 52} ${H + 40}`} role="img" aria-label={`${quantity} per day`}>
        <text x={-36} y={-10} className="imagery-chart__tick imagery-chart__unit">
          {quantity}
        </text>
        {axis.ticks.map((t) => (
          <g key={t}>
            <line
              x1={0}
              x2={W}
              y1={valueY(t, axis, H)}
              y2={valueY(t, axis, H)}
              className="imagery-chart__grid"
            />
            <text
              x={-4}
              y={valueY(t, axis, H) + 3}
              className="imagery-chart__tick"
              textAnchor="end"
              data-testid="chart-tick"
            >
              {formatValue(t, axis)}
            </text>
          </g>
        ))}
        <line x1={0} y1={H} x2={W} y2={H} className="imagery-chart__axis" />
        <line x1={0} y1={0} x2={0} y2={H} className="imagery-chart__axis" />
        <text x={0} y={H + 14} className="imagery-chart__tick">
          {series.days[0]}
        </text>
        {series.days.length > 1 ? (
          <text x={W} y={H + 14} className="imagery-chart__tick" textAnchor="end">
            {series.days.at(-1)}
          </text>
        ) : null}
        {series.series.map((s, i) => (
          <SeriesPlot
            key={s.key}
            series={s}
            days={series.days}
            axis={axis}
            color={COLORS[i % COLORS.length]!}
            bands={single}
          />
        ))}
      </svg>
      <figcaption className="imagery-legend imagery-legend--categories">
        {series.series.map((s, i) => (
          <span key={s.key} className="imagery-legend__item">
            <span
              className="imagery-legend__swatch"
              style={{ background: COLORS[i % COLORS.length] }}
            />
            {single ? `${quantity} mean` : `${s.label} mean`}
          </span>
        ))}
        <span className="imagery-legend__item">
          <span className="imagery-legend__swatch imagery-chart__key-spread" />
          10–90 %{single ? ', lighter: min–max' : ''}
        </span>
      </figcaption>
    </figure>
  );
}
