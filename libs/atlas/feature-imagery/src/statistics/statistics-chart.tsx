import { useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LIMITS } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import { dayTimeRange, orderDateRange } from '@unfurl/validators';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice, scriptName } from '../state/render-plan';
import { bandLabel, seriesPoints, timeSeriesOf, valueRange } from './statistics-series';
import type { StatisticsResponse, TimeSeries } from './statistics-series';

const W = 260;
const H = 110;
const RGB = ['#f87171', '#4ade80', '#60a5fa', '#cbd5e1'];
const OTHER = ['#38bdf8', '#fbbf24', '#c084fc', '#f472b6'];

/** Statistics resolution, metres (2§9, R-444). */
const RESOLUTION = LIMITS.statisticsResolution;

type ChartState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly series: TimeSeries; readonly title: string }
  | { readonly kind: 'failed'; readonly message: string };

function Chart({ series }: { readonly series: TimeSeries }) {
  const range = valueRange(series.series);
  const colors = series.series.length >= 3 ? RGB : OTHER;
  const fmt = (v: number) => (Math.abs(v) >= 100 ? v.toFixed(0) : v.toFixed(2));
  return (
    <figure className="imagery-chart" data-testid="statistics-chart">
      <svg viewBox={`-34 -8 ${W + 44} ${H + 26}`} role="img" aria-label="Mean per day">
        <line x1={0} y1={H} x2={W} y2={H} className="imagery-chart__axis" />
        <line x1={0} y1={0} x2={0} y2={H} className="imagery-chart__axis" />
        <text x={-4} y={4} className="imagery-chart__tick" textAnchor="end">
          {fmt(range.max)}
        </text>
        <text x={-4} y={H} className="imagery-chart__tick" textAnchor="end">
          {fmt(range.min)}
        </text>
        <text x={0} y={H + 14} className="imagery-chart__tick">
          {series.days[0]}
        </text>
        {series.days.length > 1 ? (
          <text x={W} y={H + 14} className="imagery-chart__tick" textAnchor="end">
            {series.days.at(-1)}
          </text>
        ) : null}
        {series.series.map((s, i) => {
          const points = seriesPoints(s.values, range, W, H);
          const color = colors[i % colors.length];
          return (
            <g key={s.band}>
              <polyline
                points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                fill="none"
                stroke={color}
                strokeWidth={1.8}
              />
              {points.map((p) => (
                <circle key={`${p.x}`} cx={p.x} cy={p.y} r={2.6} fill={color} />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="imagery-legend imagery-legend--categories">
        {series.series.map((s, i) => (
          <span key={s.band} className="imagery-legend__item">
            <span
              className="imagery-legend__swatch"
              style={{ background: colors[i % colors.length] }}
            />
            {bandLabel(series.output, s.band, series.series.length)} mean
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/**
 * A time series of the selected script's output over the area: the mean of each output band per
 * day with scenes between the search dates, from the imagery service's statistics endpoint at
 * 200 m per pixel.
 */
export function StatisticsChart({
  store,
  spec,
}: {
  readonly store: ImageryStore;
  readonly spec: FamilySpec;
}) {
  const { imagery } = useAtlasServices();
  const area = useStore(store, (s) => s.area);
  const startDay = useStore(store, (s) => s.startDay);
  const endDay = useStore(store, (s) => s.endDay);
  const scriptId = useStore(store, (s) => s.scriptId);
  const customScript = useStore(store, (s) => s.customScript);
  const [state, setState] = useState<ChartState>({ kind: 'idle' });
  const choice = scriptChoice(scriptId, customScript);

  const load = async () => {
    if (!area || !choice) return;
    setState({ kind: 'loading' });
    try {
      const [from, to] = orderDateRange(startDay, endDay);
      const body = {
        bbox: area,
        timeRange: dayTimeRange(from, to),
        resolution: RESOLUTION,
        ...(choice.kind === 'builtin'
          ? { satellite: choice.script.sentinelSatelliteType, evalscriptName: choice.script.name }
          : { satellite: spec.defaultSatellite, evalscript: choice.source }),
      };
      const response: StatisticsResponse = await imagery.statistics(body);
      setState({ kind: 'ready', series: timeSeriesOf(response), title: scriptName(choice) });
    } catch (e) {
      setState({ kind: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };

  return (
    <section className="imagery-tool" aria-labelledby="imagery-stats-title">
      <header className="imagery-tool__head">
        <h3 id="imagery-stats-title" className="imagery-tool__title">
          Statistics over time
        </h3>
      </header>
      <Button
        className="imagery-wide"
        data-testid="statistics-load"
        disabled={!area || !choice || state.kind === 'loading'}
        onClick={() => void load()}
      >
        {state.kind === 'loading' ? <Spinner label="Computing" /> : null}
        {state.kind === 'loading'
          ? 'Computing…'
          : `Chart ${choice ? scriptName(choice) : 'the script'} from ${startDay} to ${endDay}`}
      </Button>
      {state.kind === 'failed' ? (
        <p className="imagery-message imagery-message--error" role="alert">
          {state.message}
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        state.series.days.length === 0 ? (
          <p className="atlas-muted">No scenes between these dates.</p>
        ) : (
          <>
            <p className="atlas-muted">
              {state.title}: mean per day over the area at {RESOLUTION} m per pixel.
            </p>
            <Chart series={state.series} />
          </>
        )
      ) : null}
    </section>
  );
}
