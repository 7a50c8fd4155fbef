import type { ScriptChoice } from '../state/render-plan';
import type { TimeSeries } from './statistics-series';

/**
 * The unit the chart's value axis is in: a built-in index script's quantity (its legend's, e.g.
 * `NDVI`), `Reflectance` for a visual script measured band by band, else the script's own values.
 */
export function statisticsQuantity(choice: ScriptChoice, series: TimeSeries): string {
  if (series.output === 'bands') return choice.kind === 'builtin' ? 'Reflectance' : 'Value';
  if (choice.kind === 'custom') return 'Script value';
  return choice.script.legend.kind === 'ramp' ? choice.script.legend.quantity : 'Value';
}
