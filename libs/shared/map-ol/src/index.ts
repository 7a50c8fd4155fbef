// Public API of @unfurl/map-ol: the only package that imports OpenLayers. Exports by name.
// This index is pure (types and plain values, no `ol`); the OpenLayers code is the separate
// entry `@unfurl/map-ol/engine` (src/engine.ts), loaded lazily by @unfurl/map-react.

/** The atlas map (one OpenLayers map); created by `createAtlasMap` of the engine entry. */
export type {
  AtlasMap,
  AtlasMapOptions,
  AtlasMapEvents,
  MapPosition,
  MoveEndEvent,
  ListingPointerEvent,
} from './atlas-map';
/** A preview image and the WGS84 bounds it covers (`AtlasMap.showPreview`). */
export type { MapPreview } from './preview/preview-layer';
/** How a listing is drawn as itself (`AtlasMap.showListingLayer`): image, GIF, XYZ, WMS, WMTS. */
export { LISTING_LAYER_KIND } from './listing-layer/listing-layer-spec';
export type { ListingLayerKind, ListingLayerSpec } from './listing-layer/listing-layer-spec';
/** An animated GIF decoded into whole pictures with their delays (decoder: the engine entry). */
export type { GifAnimation, GifPicture } from './listing-layer/compose-gif-frames';
/** The imagery overlay: search area box, box select and the rendered image with its opacity. */
export type { ImageryOverlay } from './imagery/imagery-overlay';
export type { MapImage, MapImageState } from './imagery/imagery-overlay';
/** A comment's annotation drawn on the map (`AtlasMap.showAnnotations`). */
export type { MapAnnotation } from './annotations/annotations-layer';
/** A searched coordinate's marker and label (`AtlasMap.showSearchMarker`). */
export type { SearchMarkerSpec } from './search-marker/search-marker';
export type { Minimap, MinimapOptions } from './minimap';
/** Base layer keys (the `basemap` query values), labels, default and parsing. */
export {
  BASEMAP,
  BASEMAPS,
  BASEMAP_LABELS,
  DEFAULT_BASEMAP,
  isBasemap,
  toBasemap,
} from './basemap/basemap-key';
export type { Basemap } from './basemap/basemap-key';
/** The internet tile sources of each base layer. */
export { basemapCatalog } from './basemap/basemap-catalog';
export type { BasemapSpec, TileSourceSpec } from './basemap/basemap-catalog';
/** The listing fields the map draws (`AtlasMap.footprintOf` makes a compact footprint row). */
export type { FootprintsMode, MapListing } from './listings/listings-layer';
/** Footprint kinds and colours (for legends matching the map). */
export {
  FOOTPRINT_KIND,
  FOOTPRINT_COLORS,
  footprintKind,
  footprintColor,
} from './listings/footprint-kind';
export type { FootprintKind } from './listings/footprint-kind';
/** WGS84 bounds and view math. */
export { extentToBounds, roundZoom } from './view/bounds';
export type { Bounds } from './view/bounds';
/** Web Mercator conversions. */
export { latLngToMercator, mercatorToLatLng, normalizeLng } from './view/mercator';
export type { LatLng } from './view/mercator';
