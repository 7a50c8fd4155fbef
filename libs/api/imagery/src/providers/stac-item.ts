import type { ImageryBbox } from '@unfurl/domain';
import { NATIVE_RESOLUTION } from '@unfurl/imagery-core';
import type { BandAsset, Scene } from '../scene';
import { assetKeysOf, satelliteOfCollection } from '../satellite-bands';

/** The parts of a STAC Item (Earth Search v1 shape) that the imagery service reads. */
export interface StacItem {
  readonly id: string;
  readonly collection?: string;
  readonly bbox?: readonly number[];
  readonly properties: Readonly<Record<string, unknown>>;
  readonly assets: Readonly<Record<string, StacAsset>>;
}

/** A STAC asset with the `raster:bands` extension. */
export interface StacAsset {
  readonly href: string;
  readonly roles?: readonly string[];
  readonly gsd?: number;
  readonly 'raster:bands'?: readonly {
    readonly nodata?: number;
    readonly scale?: number;
    readonly offset?: number;
    readonly spatial_resolution?: number;
  }[];
}

/** Default metres per pixel of each satellite type's finest band. */

/** Band asset of a STAC asset: scale/offset/nodata from `raster:bands`, else 1/0/null. */
export function bandAssetOf(asset: StacAsset, href = asset.href): BandAsset {
  const raster = asset['raster:bands']?.[0];
  return {
    href,
    scale: raster?.scale ?? 1,
    offset: raster?.offset ?? 0,
    nodata: raster?.nodata ?? null,
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function constellationOf(props: Readonly<Record<string, unknown>>, fallback: string): string {
  const named = text(props['constellation']);
  if (named) return named;
  const platform = text(props['platform']) ?? '';
  if (platform.startsWith('landsat')) return 'landsat';
  return fallback;
}

/**
 * Maps a STAC Item (Earth Search v1: `sentinel-2-l2a`, `landsat-c2-l2`, `sentinel-1-grd`) to a
 * {@link Scene}; undefined for collections the service cannot render or items without a bbox.
 * `resolveHref` may rewrite asset hrefs (the local catalogue points them at sample files).
 */
export function sceneFromStacItem(
  item: StacItem,
  resolveHref: (key: string, href: string) => string | undefined = (_k, href) => href,
): Scene | undefined {
  const satellite = satelliteOfCollection(item.collection ?? '');
  const bbox = item.bbox;
  if (!satellite || !bbox || bbox.length < 4) return undefined;
  const bands: Record<string, BandAsset> = {};
  for (const [band, key] of Object.entries(assetKeysOf(satellite))) {
    const asset = item.assets[key];
    if (!asset) continue;
    const href = resolveHref(key, asset.href);
    if (href !== undefined) bands[band] = bandAssetOf(asset, href);
  }
  const props = item.properties;
  const instruments = Array.isArray(props['instruments']) ? props['instruments'].map(String) : [];
  const cloud = props['eo:cloud_cover'];
  const thumbnail = item.assets['thumbnail']?.href;
  return {
    satellite,
    bands,
    item: {
      id: item.id,
      datetime: text(props['datetime']) ?? '',
      satellite,
      cloudCover: typeof cloud === 'number' ? cloud : 0,
      instruments,
      bands: Object.keys(bands),
      constellation: constellationOf(props, satellite),
      bbox: [bbox[0]!, bbox[1]!, bbox[2]!, bbox[3]!] as ImageryBbox,
      collection: item.collection ?? '',
      resolution: NATIVE_RESOLUTION[satellite],
      previewUrl: thumbnail?.startsWith('http') ? thumbnail : null,
    },
  };
}
