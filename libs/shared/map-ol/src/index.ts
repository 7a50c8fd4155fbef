// Public API of @unfurl/map-ol: the only package that imports OpenLayers. Exports by name.

/** Creates the atlas map (one OpenLayers map) in a DOM element. */
export { createAtlasMap, AtlasMap } from './atlas-map';
export type {
  AtlasMapOptions,
  AtlasMapEvents,
  MapPosition,
  MoveEndEvent,
  ListingPointerEvent,
} from './atlas-map';
/** Creates the overview minimap that follows the atlas map. */
/** A preview image and the WGS84 bounds it covers (`AtlasMap.showPreview`). */
export type { MapPreview } from './preview/preview-layer';
/** How a listing is drawn as itself (`AtlasMap.showListingLayer`): image, GIF, XYZ, WMS, WMTS. */
export { LISTING_LAYER_KIND } from './listing-layer/listing-layer-spec';
export type { ListingLayerKind, ListingLayerSpec } from './listing-layer/listing-layer-spec';
/** An animated GIF decoded into whole pictures with their delays. */
export { composeGifFrames } from './listing-layer/compose-gif-frames';
export type { GifAnimation, GifPicture } from './listing-layer/compose-gif-frames';
export { createMinimap } from './minimap';
/** The imagery overlay: search area box, box select and the rendered image with its opacity. */
export { ImageryOverlay } from './imagery/imagery-overlay';
export type { MapImage, MapImageState } from './imagery/imagery-overlay';
/** A searched coordinate's marker and label (`AtlasMap.showSearchMarker`). */
export { SEARCH_MARKER_COLOR } from './search-marker/search-marker';
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
/** The listing fields the map draws, and a full listing as a compact footprint row. */
export type { FootprintsMode, MapListing } from './listings/listings-layer';
export { toMapFootprint } from './listings/listings-layer';
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
