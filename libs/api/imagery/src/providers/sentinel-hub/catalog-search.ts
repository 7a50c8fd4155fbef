import type { ImageryBbox, SentinelSatelliteType } from '@unfurl/domain';
import { NATIVE_RESOLUTION } from '@unfurl/imagery-core';
import { ImageryProviderError } from '../../imagery-error';
import { assetKeysOf } from '../../satellite-bands';
import type { Scene, SceneQuery } from '../../scene';
import type { ShClient } from './sentinel-hub-client';
import { isRadar, satelliteOfShCollection } from './sentinel-hub-options';

/** Catalog API search endpoint (STAC API 1.0.0 item search). */
export const CATALOG_SEARCH_PATH = '/api/v1/catalog/1.0.0/search';
/** Largest page the Catalog API serves. */
export const CATALOG_PAGE_LIMIT = 100;

/** A Catalog API item (STAC Item as Sentinel Hub serves it): the parts we read. */
export interface ShCatalogItem {
  readonly id: string;
  readonly collection?: string;
  readonly bbox?: readonly number[];
  readonly properties?: Readonly<Record<string, unknown>>;
  readonly assets?: Readonly<Record<string, { readonly href?: string }>>;
}

/** A Catalog API search page: features and the `context.next` token of the following page. */
export interface ShCatalogPage {
  readonly features?: readonly ShCatalogItem[];
  readonly context?: { readonly next?: string | number; readonly returned?: number };
}

/**
 * The search body of one collection: bbox (WGS84), `datetime` interval, one collection, `limit`,
 * a CQL2-JSON `filter` `eo:cloud_cover <= max` when a cloud limit applies (not for radar), and
 * the `next` token of the page to fetch.
 */
export function catalogSearchBody(
  query: SceneQuery,
  collection: string,
  satellite: SentinelSatelliteType,
  next?: string | number,
): Record<string, unknown> {
  const maxcc = query.maxCloudCoverage ?? 100;
  return {
    bbox: [...query.bbox],
    datetime: `${query.from}/${query.to}`,
    collections: [collection],
    limit: CATALOG_PAGE_LIMIT,
    ...(maxcc < 100 && !isRadar(satellite)
      ? {
          filter: { op: '<=', args: [{ property: 'eo:cloud_cover' }, maxcc] },
          'filter-lang': 'cql2-json',
        }
      : {}),
    ...(next === undefined ? {} : { next }),
  };
}

/** Metres per pixel of each satellite type's finest band. */

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `sentinel-2b` → `sentinel-2`, `landsat-8` → `landsat`, `sentinel-1a` → `sentinel-1`. */
function constellationOf(props: Readonly<Record<string, unknown>>, satellite: string): string {
  const named = text(props['constellation']);
  if (named) return named;
  const platform = text(props['platform']) ?? '';
  if (platform.startsWith('landsat')) return 'landsat';
  const sentinel = /^sentinel-(\d)/.exec(platform);
  return sentinel ? `sentinel-${sentinel[1]}` : satellite;
}

/**
 * A Catalog item as a {@link Scene}: the search hit (id, datetime, satellite, cloud cover,
 * instruments, band names, constellation) plus bbox, collection, resolution (`gsd`) and the
 * thumbnail. No band assets: Sentinel Hub renders its scenes itself (Process API). Undefined
 * for items of other collections or without a bbox.
 */
export function sceneFromShItem(
  item: ShCatalogItem,
  fallbackCollection: string,
): Scene | undefined {
  const collection = item.collection ?? fallbackCollection;
  const satellite = satelliteOfShCollection(collection);
  const bbox = item.bbox;
  if (!satellite || !bbox || bbox.length < 4 || !bbox.every(Number.isFinite)) return undefined;
  const props = item.properties ?? {};
  const cloud = props['eo:cloud_cover'];
  const gsd = props['gsd'];
  const instruments = Array.isArray(props['instruments']) ? props['instruments'].map(String) : [];
  const thumbnail = item.assets?.['thumbnail']?.href;
  // A 6-number bbox is 3D: [w, s, zmin, e, n, zmax].
  const box = (bbox.length >= 6 ? [bbox[0], bbox[1], bbox[3], bbox[4]] : bbox) as number[];
  return {
    satellite,
    bands: {},
    item: {
      id: item.id,
      datetime: text(props['datetime']) ?? '',
      satellite,
      cloudCover: typeof cloud === 'number' ? cloud : 0,
      instruments,
      bands: Object.keys(assetKeysOf(satellite)),
      constellation: constellationOf(props, satellite),
      bbox: [box[0]!, box[1]!, box[2]!, box[3]!] as ImageryBbox,
      collection,
      resolution: typeof gsd === 'number' && gsd > 0 ? gsd : NATIVE_RESOLUTION[satellite],
      previewUrl: thumbnail && /^https?:\/\//.test(thumbnail) ? thumbnail : null,
    },
  };
}

/**
 * All items of one collection for a query, following `context.next` page after page (at most
 * `maxPages` pages): the Catalog does not sort newest first, so every page is needed before the
 * newest `limit` can be picked.
 */
export async function searchCollection(
  client: ShClient,
  query: SceneQuery,
  collection: string,
  satellite: SentinelSatelliteType,
  maxPages: number,
  signal?: AbortSignal,
): Promise<Scene[]> {
  const scenes: Scene[] = [];
  let next: string | number | undefined;
  for (let page = 0; page < maxPages; page++) {
    const response = await client.post(
      CATALOG_SEARCH_PATH,
      catalogSearchBody(query, collection, satellite, next),
      'catalog search',
      'application/geo+json',
      signal,
    );
    let body: ShCatalogPage;
    try {
      body = (await response.json()) as ShCatalogPage;
    } catch (error) {
      throw new ImageryProviderError(`Sentinel Hub catalog answer is not JSON: ${String(error)}`);
    }
    if (!Array.isArray(body.features)) {
      throw new ImageryProviderError('Sentinel Hub catalog answer has no features array');
    }
    for (const feature of body.features) {
      const scene = sceneFromShItem(feature, collection);
      if (scene) scenes.push(scene);
    }
    next = body.context?.next;
    if (next === undefined || next === null || body.features.length === 0) break;
  }
  return scenes;
}
