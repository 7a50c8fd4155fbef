import { WEB_MERCATOR_MAX_LAT } from '@unfurl/domain';
import type { RemoteLayerCheck, RemoteLayerType } from './check-remote-layer';
import type { LonLatBox } from './lon-lat-box';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';

/** What a map client needs to draw a remote layer listing (stored as the listing's file). */
export interface RemoteLayerDescription {
  readonly type: RemoteLayerType;
  /** The XYZ template, or the WMS / WMTS service URL the user gave. */
  readonly url: string;
  /** WMS layer name or WMTS layer identifier. */
  readonly layer?: string;
  readonly title?: string;
  readonly version?: string;
  /** WMS: the layer's CRS codes; WMTS: the CRS of its tile matrix sets. */
  readonly crs?: readonly string[];
  readonly formats?: readonly string[];
  /** WMTS: the layer's tile matrix sets; its RESTful tile template when it has one. */
  readonly tileMatrixSets?: readonly string[];
  readonly template?: string;
  /** WGS 84 extent; the Web Mercator world when the service gives none. */
  readonly bbox: LonLatBox;
}

/** The Web Mercator world, the extent of a tile layer without better knowledge. */
export const WEB_MERCATOR_WORLD: LonLatBox = [
  -180,
  -WEB_MERCATOR_MAX_LAT,
  180,
  WEB_MERCATOR_MAX_LAT,
];

const usable = (box: LonLatBox | undefined): LonLatBox | undefined =>
  box && box[0] < box[2] && box[1] < box[3] ? box : undefined;

function pick<T>(items: readonly T[], nameOf: (item: T) => string, wanted: string | undefined): T {
  const found = wanted === undefined ? items[0] : items.find((item) => nameOf(item) === wanted);
  if (found === undefined) {
    const names = items.map(nameOf).slice(0, 20).join(', ');
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.noLayers,
      `The service has no layer named "${wanted}"; it has: ${names}.`,
    );
  }
  return found;
}

/** The first layer a pasted GetMap / GetTile URL names (`LAYERS=a,b` or `LAYER=a`, any case). */
function layerNamedInUrl(url: string, parameter: 'LAYERS' | 'LAYER'): string | undefined {
  for (const [name, value] of new URL(url).searchParams) {
    if (name.toUpperCase() === parameter) return value.split(',')[0]?.trim() || undefined;
  }
  return undefined;
}

/**
 * The description of the chosen layer (`layer` by name, else the one a pasted GetMap or GetTile
 * URL names, else the first) of a checked service;
 * `bounds` (the user's placement) replaces the extent of tile layers, which have none. 422
 * `NO_LAYERS` naming the layers there are when `layer` is not one of them.
 */
export function describeRemoteLayer(
  check: RemoteLayerCheck,
  layer?: string,
  bounds?: LonLatBox,
): RemoteLayerDescription {
  switch (check.type) {
    case 'TILE_LAYER':
    case 'EXTERNAL_TILE_LAYER':
      return {
        type: check.type,
        url: check.tiles.template,
        bbox: usable(bounds) ?? WEB_MERCATOR_WORLD,
      };
    case 'WMS': {
      const wanted = layer ?? layerNamedInUrl(check.url, 'LAYERS');
      const chosen = pick(check.capabilities.layers, (l) => l.name, wanted);
      return {
        type: check.type,
        url: check.url,
        layer: chosen.name,
        title: chosen.title,
        version: check.capabilities.version,
        crs: chosen.crs,
        formats: check.capabilities.formats,
        bbox: usable(chosen.bbox) ?? usable(check.capabilities.bbox) ?? WEB_MERCATOR_WORLD,
      };
    }
    case 'WMTS': {
      const wanted = layer ?? layerNamedInUrl(check.url, 'LAYER');
      const chosen = pick(check.capabilities.layers, (l) => l.identifier, wanted);
      const sets = check.capabilities.tileMatrixSets.filter((set) =>
        chosen.tileMatrixSets.includes(set.identifier),
      );
      const template = chosen.resourceUrls.find((url) => url.resourceType === 'tile')?.template;
      return {
        type: check.type,
        url: check.url,
        layer: chosen.identifier,
        title: chosen.title,
        version: check.capabilities.version,
        crs: [...new Set(sets.map((set) => set.crs))],
        formats: chosen.formats,
        tileMatrixSets: chosen.tileMatrixSets,
        ...(template ? { template } : {}),
        bbox: usable(chosen.bbox) ?? usable(check.capabilities.bbox) ?? WEB_MERCATOR_WORLD,
      };
    }
    default: {
      const unhandled: never = check;
      throw new Error(`Unknown layer check ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A WKT polygon of a box (EPSG:4326 footprint). */
export function boxToWkt([west, south, east, north]: LonLatBox): string {
  return `POLYGON((${west} ${south},${east} ${south},${east} ${north},${west} ${north},${west} ${south}))`;
}
