import { MESSAGES } from '@unfurl/domain';
import { OUTPUT_CRS } from '../../cog/crs';
import { IMAGERY_ERROR_CODE, ImageryError, ImageryProviderError } from '../../imagery-error';
import type { BandStatistics } from '../../statistics/band-statistics';
import type { StatisticsInterval, StatisticsResponse } from '../../statistics/statistics-response';
import type { ProviderStatisticsRequest } from '../provider-render';
import { shBounds, shInputData } from './process-request';
import type { ShLandsatCollection } from './sentinel-hub-options';
import { withDataMaskOutput } from './statistics-evalscript';

/** Statistical API endpoint. */
export const STATISTICS_PATH = '/api/v1/statistics';

/** Percentiles our statistics report (as the Statistical API names them). */
const PERCENTILES = [10, 50, 90] as const;
const DAY_MS = 86_400_000;
const isoSeconds = (t: number) => new Date(t).toISOString().replace('.000Z', 'Z');

/**
 * The Statistical API body: the area (CRS84 bbox) and collection as in a process request, the
 * time range widened to whole UTC days and split into one-day intervals (`P1D`, last one
 * shortened), the grid size (`width`/`height` for the requested resolution), the evalscript (with
 * a `dataMask` output added when it has none, see `withDataMaskOutput`), and
 * percentiles 10/50/90 for every output and band (`calculations.default`).
 */
export function statisticalRequestBody(
  request: ProviderStatisticsRequest,
  landsat?: ShLandsatCollection,
): Record<string, unknown> {
  const from = Math.floor(Date.parse(request.from) / DAY_MS) * DAY_MS;
  const to = Math.floor(Date.parse(request.to) / DAY_MS) * DAY_MS + DAY_MS;
  return {
    input: {
      bounds: shBounds(request.bbox, OUTPUT_CRS.wgs84),
      data: [shInputData(request, landsat, false)],
    },
    aggregation: {
      timeRange: { from: isoSeconds(from), to: isoSeconds(to) },
      aggregationInterval: { of: 'P1D', lastIntervalBehavior: 'SHORTEN' },
      width: request.width,
      height: request.height,
      evalscript: withDataMaskOutput(request.evalscript),
    },
    calculations: {
      default: { statistics: { default: { percentiles: { k: [...PERCENTILES] } } } },
    },
  };
}

/** One band's `stats` as Sentinel Hub sends them (numbers, or "NaN"/absent when no data). */
interface ShStats {
  readonly min?: unknown;
  readonly max?: unknown;
  readonly mean?: unknown;
  readonly stDev?: unknown;
  readonly sampleCount?: unknown;
  readonly noDataCount?: unknown;
  readonly percentiles?: Readonly<Record<string, unknown>>;
}

/** One interval of a Statistical API answer. */
interface ShInterval {
  readonly interval?: { readonly from?: string; readonly to?: string };
  readonly outputs?: Readonly<
    Record<string, { readonly bands?: Readonly<Record<string, { readonly stats?: ShStats }>> }>
  >;
  readonly error?: { readonly type?: string; readonly message?: string };
}

const stat = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null;
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function bandStats(stats: ShStats | undefined): BandStatistics {
  const p = stats?.percentiles ?? {};
  const percentile = (k: number) => stat(p[`${k}.0`] ?? p[String(k)]);
  return {
    min: stat(stats?.min),
    max: stat(stats?.max),
    mean: stat(stats?.mean),
    stDev: stat(stats?.stDev),
    sampleCount: count(stats?.sampleCount),
    noDataCount: count(stats?.noDataCount),
    percentiles: { '10.0': percentile(10), '50.0': percentile(50), '90.0': percentile(90) },
  };
}

/**
 * Our statistics response from a Statistical API answer: intervals with outputs, oldest first,
 * every band's stats (non-numbers → null). Intervals that failed are left out; when all failed,
 * an evalscript failure (`BAD_REQUEST`, `EXECUTION_ERROR`) is a 422 and a `TIMEOUT` a 502. No
 * interval at all → 404 'No data available...'.
 */
export function statisticsFromSh(answer: unknown): StatisticsResponse {
  const body = answer as { data?: unknown; status?: unknown };
  if (!body || !Array.isArray(body.data)) {
    throw new ImageryProviderError('Sentinel Hub statistics answer has no data array');
  }
  const intervals = body.data as ShInterval[];
  const data: StatisticsInterval[] = [];
  const failures: { type: string; message: string }[] = [];
  for (const entry of intervals) {
    if (entry.error || !entry.outputs) {
      failures.push({
        type: entry.error?.type ?? 'UNKNOWN',
        message: entry.error?.message ?? 'no outputs',
      });
      continue;
    }
    const outputs: StatisticsInterval['outputs'] = {};
    for (const [id, output] of Object.entries(entry.outputs)) {
      const bands: Record<string, { stats: BandStatistics }> = {};
      for (const [band, value] of Object.entries(output.bands ?? {})) {
        bands[band] = { stats: bandStats(value.stats) };
      }
      outputs[id] = { bands };
    }
    data.push({
      interval: { from: entry.interval?.from ?? '', to: entry.interval?.to ?? '' },
      outputs,
    });
  }
  if (data.length === 0 && failures.length > 0) {
    const first = failures[0]!;
    if (first.type === 'TIMEOUT') {
      throw new ImageryProviderError(`Sentinel Hub statistics timed out: ${first.message}`);
    }
    throw new ImageryError(
      422,
      IMAGERY_ERROR_CODE.scriptError,
      `Sentinel Hub could not compute the statistics (${first.type}): ${first.message}`,
    );
  }
  if (data.length === 0) throw new ImageryError(404, IMAGERY_ERROR_CODE.noData, MESSAGES.noData);
  data.sort((a, b) => Date.parse(a.interval.from) - Date.parse(b.interval.from));
  return { data, status: 'OK' };
}
