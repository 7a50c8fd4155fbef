import type { ListingType } from '../listing/listing-type';

/** Listing types registered by URL rather than uploaded (issue #4). */
export type RemoteLayerType = Extract<
  ListingType,
  'TILE_LAYER' | 'EXTERNAL_TILE_LAYER' | 'WMS' | 'WMTS'
>;

/** The listing types registered by URL. */
export const REMOTE_LAYER_TYPES: readonly RemoteLayerType[] = [
  'TILE_LAYER',
  'EXTERNAL_TILE_LAYER',
  'WMS',
  'WMTS',
];

/** True for a listing type that is registered by URL. */
export function isRemoteLayerType(type: string): type is RemoteLayerType {
  return (REMOTE_LAYER_TYPES as readonly string[]).includes(type);
}

/**
 * What a map client needs to draw a remote layer listing (`GET /v1/listings/{id}/remote-layer`,
 * and the answer of `POST /v1/listings/remote-layer`).
 */
export interface RemoteLayer {
  readonly type: RemoteLayerType;
  /** The XYZ template ({z}/{x}/{y}), or the WMS / WMTS service URL. */
  readonly url: string;
  /** WMS layer name or WMTS layer identifier. */
  readonly layer?: string;
  readonly title?: string;
  readonly version?: string;
  /** WMS: the layer's CRS codes; WMTS: the CRS of its tile matrix sets. */
  readonly crs?: readonly string[];
  readonly formats?: readonly string[];
  /** WMTS: the layer's tile matrix sets. */
  readonly tileMatrixSets?: readonly string[];
  /** WMTS: the RESTful tile template, when the service has one. */
  readonly template?: string;
  /** WGS 84 extent [west, south, east, north]. */
  readonly bbox: readonly [number, number, number, number] | readonly number[];
}
