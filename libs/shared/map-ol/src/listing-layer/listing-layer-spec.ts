import type { Bounds } from '../view/bounds';

/** How a listing is drawn on the map, one kind per way of reading it. */
export const LISTING_LAYER_KIND = {
  /** A picture laid over its WGS84 bounds (IMAGE and LO_FI previews). */
  Image: 'image',
  /** An animated GIF over its bounds, playing. */
  Gif: 'gif',
  /** XYZ tiles from a {z}/{x}/{y} template (TILE_LAYER, EXTERNAL_TILE_LAYER, COG tiles). */
  Xyz: 'xyz',
  /** A WMS layer, requested as one image per view. */
  Wms: 'wms',
  /** A WMTS layer in a Web Mercator tile matrix set. */
  Wmts: 'wmts',
} as const;
/** One way of drawing a listing. */
export type ListingLayerKind = (typeof LISTING_LAYER_KIND)[keyof typeof LISTING_LAYER_KIND];

/** What `AtlasMap.showListingLayer` draws. */
export type ListingLayerSpec =
  | { readonly kind: 'image'; readonly url: string; readonly bounds: Bounds }
  | { readonly kind: 'gif'; readonly url: string; readonly bounds: Bounds }
  | {
      readonly kind: 'xyz';
      readonly url: string;
      readonly bounds?: Bounds | undefined;
      /** A picture over `bounds` under the tiles (a COG's preview: at once, and where tiles fail). */
      readonly underlay?: string | undefined;
    }
  | {
      readonly kind: 'wms';
      readonly url: string;
      readonly layer: string;
      readonly version?: string | undefined;
      readonly bounds?: Bounds | undefined;
    }
  | {
      readonly kind: 'wmts';
      readonly url: string;
      readonly layer: string;
      readonly matrixSet: string;
      /** RESTful template with {TileMatrix}, {TileRow}, {TileCol}; else KVP requests to `url`. */
      readonly template?: string | undefined;
      readonly format?: string | undefined;
      readonly bounds?: Bounds | undefined;
    };

/** A stable key of a spec: the same key means the same layer. */
export function listingLayerKey(spec: ListingLayerSpec | null): string {
  return spec ? JSON.stringify(spec) : '';
}
