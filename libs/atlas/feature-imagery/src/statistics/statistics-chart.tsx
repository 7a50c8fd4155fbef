import { useState } from 'react';
import { useStore } from 'zustand';
import { useAtlasServices } from '@unfurl/atlas-feature-shell';
import { LIMITS } from '@unfurl/domain';
import { Button, Spinner } from '@unfurl/ui-kit';
import { dayTimeRange, orderDateRange } from '@unfurl/validators';
import type { FamilySpec } from '../state/imagery-family';
import type { ImageryStore } from '../state/imagery-state';
import { scriptChoice, scriptName } from '../state/render-plan';
import { StatisticsPlot } from './statistics-plot';
import { statisticsQuantity } from './statistics-quantity';
import { timeSeriesOf } from './statistics-series';
import type { StatisticsResponse, TimeSeries } from './statistics-series';

/** Statistics resolution, metres (2§9, R-444). */
const RESOLUTION = LIMITS.statisticsResolution;

type ChartState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | {
      readonly kind: 'ready';
      readonly series: TimeSeries;
      readonly title: string;
      readonly quantity: string;
    }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * A time series of the selected script's values over the area (an index in its own units, or a
 * visual script's band reflectance) per day with scenes between the search dates, from the
 * imagery service's statistics endpoint at 200 m per pixel.
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
      const series = timeSeriesOf(response);
      setState({
        kind: 'ready',
        series,
        title: scriptName(choice),
        quantity: statisticsQuantity(choice, series),
      });
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
              {state.title}: {state.quantity} per day over the area at {RESOLUTION} m per pixel
              (mean, 10th–90th percentile and min–max of the script&apos;s values).
            </p>
            <StatisticsPlot series={state.series} quantity={state.quantity} />
          </>
        )
      ) : null}
    </section>
  );
}
