import type { SentinelSatelliteType } from '@unfurl/domain';
import type { ImageryProvider } from '../providers/imagery-provider';
import type { SandboxLimits } from '../sandbox/sandbox-limits';
import { computeStatistics } from './statistics-for-request';

/** A point query (`POST /imagery/point-value`): the script's values at lon/lat on one day. */
export interface PointValueRequest {
  readonly lon: number;
  readonly lat: number;
  /** `YYYY-MM-DD`, UTC. */
  readonly day: string;
  readonly satellite: SentinelSatelliteType;
  readonly evalscript?: string | undefined;
  readonly evalscriptName?: string | undefined;
  readonly maxCloudCoverage?: number | undefined;
}

/** The answer: one value per band of each output; null where the pixel has no data. */
export interface PointValueResponse {
  readonly lon: number;
  readonly lat: number;
  readonly day: string;
  readonly outputs: Record<string, (number | null)[]>;
}

/** The side of the sampled pixel, metres (Sentinel-2's finest bands). */
const PIXEL_METRES = 10;
const METRES_PER_DEGREE = 111_320;

/**
 * The script's values at one place on one day, as statistics measure them (a built-in's index, a
 * visual script's band reflectance, a user script's raw values; `dataMask` applied): the day's
 * mosaic on a one-pixel grid of 10 m around the point, nearest-neighbour. No scene that day → 404.
 */
export async function computePointValue(
  provider: ImageryProvider,
  request: PointValueRequest,
  options: { readonly limits?: SandboxLimits; readonly signal?: AbortSignal } = {},
): Promise<PointValueResponse> {
  const { lon, lat, day } = request;
  const half = PIXEL_METRES / 2 / METRES_PER_DEGREE;
  const halfLon = half / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const statistics = await computeStatistics(
    provider,
    {
      bbox: [lon - halfLon, lat - half, lon + halfLon, lat + half],
      timeRange: { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` },
      satellite: request.satellite,
      evalscript: request.evalscript,
      evalscriptName: request.evalscriptName,
      resolution: PIXEL_METRES,
      maxCloudCoverage: request.maxCloudCoverage,
    },
    options,
  );
  const outputs: Record<string, (number | null)[]> = {};
  const interval = statistics.data.find((d) => d.interval.from.startsWith(day));
  for (const [id, output] of Object.entries(interval?.outputs ?? {})) {
    outputs[id] = Object.keys(output.bands)
      .sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))
      .map((band) => output.bands[band]!.stats.mean);
  }
  return { lon, lat, day, outputs };
}
