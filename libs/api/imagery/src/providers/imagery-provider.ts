import type { Scene, SceneQuery } from '../scene';

/** Kinds of imagery providers; Sentinel Hub (Catalog + Process APIs) is not built yet. */
export const IMAGERY_PROVIDER_KIND = { local: 'local', stacApi: 'stac-api' } as const;

/** One provider kind. */
export type ImageryProviderKind =
  (typeof IMAGERY_PROVIDER_KIND)[keyof typeof IMAGERY_PROVIDER_KIND];

/** A source of scenes: search by area, time, satellites; newest first, at most `limit`. */
export interface ImageryProvider {
  readonly kind: ImageryProviderKind;
  search(query: SceneQuery, signal?: AbortSignal): Promise<readonly Scene[]>;
}
