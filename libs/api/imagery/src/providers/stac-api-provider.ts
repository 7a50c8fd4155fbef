import type { SceneQuery, Scene } from '../scene';
import { ImageryProviderError } from '../imagery-error';
import { collectionsOf } from '../satellite-bands';
import { IMAGERY_PROVIDER_KIND } from './imagery-provider';
import type { ImageryProvider } from './imagery-provider';
import { filterScenes } from './scene-filter';
import { sceneFromStacItem } from './stac-item';
import type { StacItem } from './stac-item';

/** Options of {@link createStacApiProvider}. */
export interface StacApiOptions {
  /** Root of the STAC API, e.g. `https://earth-search.aws.element84.com/v1`. */
  readonly url: string;
  /** Injected for tests; the global `fetch` by default. */
  readonly fetch?: typeof fetch;
  /** Per-request timeout, ms (default 15000). */
  readonly timeoutMs?: number;
}

/** The STAC Item Search body of a query (POST /search: bbox, datetime, collections, limit). */
export function stacSearchBody(query: SceneQuery): Record<string, unknown> {
  const collections = [...new Set(query.satellites.flatMap((s) => collectionsOf(s)))];
  return {
    bbox: [...query.bbox],
    datetime: `${query.from}/${query.to}`,
    ...(collections.length > 0 ? { collections } : {}),
    limit: query.limit,
    sortby: [{ field: 'properties.datetime', direction: 'desc' }],
  };
}

/**
 * A provider over any STAC API (Earth Search v1 shapes): `POST {url}/search`, first page only,
 * items mapped to scenes. A failing or malformed answer is an {@link ImageryProviderError} (502).
 */
export function createStacApiProvider(options: StacApiOptions): ImageryProvider {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/search`;
  return {
    kind: IMAGERY_PROVIDER_KIND.stacApi,
    async search(query: SceneQuery, signal?: AbortSignal): Promise<readonly Scene[]> {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? 15_000);
      let body: { features?: readonly StacItem[] };
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/geo+json' },
          body: JSON.stringify(stacSearchBody(query)),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) {
          throw new ImageryProviderError(`STAC search at ${endpoint} answered ${response.status}`);
        }
        body = (await response.json()) as { features?: readonly StacItem[] };
      } catch (error) {
        if (error instanceof ImageryProviderError) throw error;
        throw new ImageryProviderError(`STAC search at ${endpoint} failed: ${String(error)}`);
      }
      if (!Array.isArray(body.features)) {
        throw new ImageryProviderError(`STAC search at ${endpoint} returned no features array`);
      }
      const scenes = body.features.flatMap((f) => sceneFromStacItem(f) ?? []);
      // Servers may ignore parts of the query; apply it again so every provider answers alike.
      return filterScenes(scenes, query);
    },
  };
}
