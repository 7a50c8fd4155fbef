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
  /**
   * WGS 84 extent: the service's own for the layer, else (none, or the whole world) the bounds
   * the user drew or accepted; never the world by default.
   */
  readonly bbox: LonLatBox;
}

/** The Web Mercator world (what earlier versions stored for layers without an extent). */
export const WEB_MERCATOR_WORLD: LonLatBox = [
  -180,
  -WEB_MERCATOR_MAX_LAT,
  180,
  WEB_MERCATOR_MAX_LAT,
];

const usable = (box: LonLatBox | undefined): LonLatBox | undefined =>
  box && box[0] < box[2] && box[1] < box[3] ? box : undefined;

/**
 * True for an extent that says "anywhere" (at least 350° by 160°): as a listing's outline it would
 * cover the whole map for every visitor, so it is no extent at all.
 */
export function isWorldWide(box: LonLatBox): boolean {
  return box[2] - box[0] >= 350 && box[3] - box[1] >= 160;
}

/**
 * The layer's extent: the first usable box the service declares (the layer's own or inherited,
 * then the union of its layers) unless it is world-wide; else the user's bounds; else 400
 * `LAYER_EXTENT_REQUIRED`.
 */
function extentOf(
  declared: readonly (LonLatBox | undefined)[],
  bounds: LonLatBox | undefined,
): LonLatBox {
  const service = declared.map(usable).find((box) => box !== undefined);
  if (service && !isWorldWide(service)) return service;
  const user = usable(bounds);
  if (user) return user;
  throw new RemoteLayerError(
    REMOTE_LAYER_ERROR_CODE.extentRequired,
    service
      ? 'The service says this layer covers the whole world: draw the area it covers (or use the area the map shows) as its extent.'
      : 'The service gives no extent for this layer: draw the area it covers (or use the area the map shows) as its extent.',
  );
}

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
 * `bounds` (the area the user drew or accepted) is the extent of tile layers, which have none,
 * and of services that give none or the whole world (400 `LAYER_EXTENT_REQUIRED` without it). 422
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
        bbox: extentOf([check.bounds], bounds),
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
        bbox: extentOf([chosen.bbox, check.capabilities.bbox], bounds),
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
        bbox: extentOf([chosen.bbox, check.capabilities.bbox], bounds),
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
