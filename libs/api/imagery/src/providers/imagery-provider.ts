import type { Scene, SceneQuery } from '../scene';
import type { StatisticsResponse } from '../statistics/statistics-response';
import type { ProviderRenderRequest, ProviderStatisticsRequest } from './provider-render';

/** Kinds of imagery providers. */
export const IMAGERY_PROVIDER_KIND = {
  local: 'local',
  stacApi: 'stac-api',
  /** Sentinel Hub: Catalog API search, Process API rendering, Statistical API statistics. */
  sentinelHub: 'sentinel-hub',
} as const;

/** One provider kind. */
export type ImageryProviderKind =
  (typeof IMAGERY_PROVIDER_KIND)[keyof typeof IMAGERY_PROVIDER_KIND];

/**
 * A source of scenes: search by area, time, satellites; newest first, at most `limit`.
 * A provider that renders on its own side (Sentinel Hub's Process API) also has `render`, and
 * `statistics` when it computes them too; the routes then use those instead of reading COGs.
 */
export interface ImageryProvider {
  readonly kind: ImageryProviderKind;
  search(query: SceneQuery, signal?: AbortSignal): Promise<readonly Scene[]>;
  /** The encoded image (PNG or JPEG, `contentType`) of a script over a box. */
  render?(request: ProviderRenderRequest, signal?: AbortSignal): Promise<Buffer>;
  /** Per-day statistics of a script's outputs over a box (Statistical API shape). */
  statistics?(
    request: ProviderStatisticsRequest,
    signal?: AbortSignal,
  ): Promise<StatisticsResponse>;
}
