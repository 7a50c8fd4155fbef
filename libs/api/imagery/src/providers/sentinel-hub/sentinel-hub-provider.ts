import { ImageryProviderError } from '../../imagery-error';
import type { Scene, SceneQuery } from '../../scene';
import { IMAGERY_PROVIDER_KIND } from '../imagery-provider';
import type { ImageryProvider } from '../imagery-provider';
import { filterScenes } from '../scene-filter';
import { searchCollection } from './catalog-search';
import { PROCESS_PATH, processRequestBody } from './process-request';
import { createShClient } from './sentinel-hub-client';
import {
  SENTINEL_HUB_BASE_URL,
  SENTINEL_HUB_TOKEN_URL,
  SH_LANDSAT_COLLECTION,
  shCollectionOf,
} from './sentinel-hub-options';
import type { SentinelHubOptions } from './sentinel-hub-options';
import { STATISTICS_PATH, statisticalRequestBody, statisticsFromSh } from './statistical-request';
import { createTokenSource } from './sentinel-hub-token';

const ALL_SATELLITES = [
  'sentinel-2-l2a',
  'sentinel-2-l1c',
  'landsat-ot-l1',
  'sentinel-1-grd',
] as const;

/**
 * The Sentinel Hub provider: OAuth2 client-credentials tokens (cached until shortly before they
 * expire, one retry with a new token on a 401), scene search through the Catalog API (one search
 * per collection, every `next` page, newest first), rendering through the Process API and
 * per-day statistics through the Statistical API. Sentinel Hub errors become clear 4xx/502s
 * (see `sentinelHubError`), never a 500.
 */
export function createSentinelHubProvider(options: SentinelHubOptions): ImageryProvider {
  if (!options.clientId || !options.clientSecret) {
    throw new Error('The Sentinel Hub provider needs SH_CLIENT_ID and SH_CLIENT_SECRET');
  }
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const landsat = options.landsatCollection ?? SH_LANDSAT_COLLECTION.l1;
  const maxPages = options.maxPages ?? 10;
  const tokens = createTokenSource({
    tokenUrl: options.tokenUrl ?? SENTINEL_HUB_TOKEN_URL,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: doFetch,
    timeoutMs,
    now,
  });
  const client = createShClient({
    baseUrl: options.baseUrl ?? SENTINEL_HUB_BASE_URL,
    tokens,
    fetch: doFetch,
    timeoutMs,
    now,
  });

  return {
    kind: IMAGERY_PROVIDER_KIND.sentinelHub,

    async search(query: SceneQuery, signal?: AbortSignal): Promise<readonly Scene[]> {
      const satellites =
        query.satellites.length > 0 ? [...new Set(query.satellites)] : ALL_SATELLITES;
      const found = await Promise.all(
        satellites.map((satellite) =>
          searchCollection(
            client,
            query,
            shCollectionOf(satellite, landsat),
            satellite,
            maxPages,
            signal,
          ),
        ),
      );
      const maxcc = query.maxCloudCoverage ?? 100;
      const unique = new Map<string, Scene>();
      for (const scene of found.flat()) {
        if (scene.item.cloudCover <= maxcc || scene.satellite === 'sentinel-1-grd') {
          unique.set(scene.item.id, scene);
        }
      }
      // Area, time, satellites, newest first and the limit, as every provider answers.
      return filterScenes([...unique.values()], query);
    },

    async render(request, signal) {
      const response = await client.post(
        PROCESS_PATH,
        processRequestBody(request, landsat),
        'process request',
        request.contentType,
        signal,
      );
      const type = response.headers.get('content-type') ?? '';
      const image = Buffer.from(await response.arrayBuffer());
      if (!type.startsWith('image/')) {
        throw new ImageryProviderError(
          `Sentinel Hub process request answered ${type || 'no content type'} instead of ${request.contentType}`,
        );
      }
      return image;
    },

    async statistics(request, signal) {
      const response = await client.post(
        STATISTICS_PATH,
        statisticalRequestBody(request, landsat),
        'statistical request',
        'application/json',
        signal,
      );
      let answer: unknown;
      try {
        answer = await response.json();
      } catch (error) {
        throw new ImageryProviderError(
          `Sentinel Hub statistics answer is not JSON: ${String(error)}`,
        );
      }
      return statisticsFromSh(answer);
    },
  };
}
