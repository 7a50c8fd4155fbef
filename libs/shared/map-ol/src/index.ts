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
export { createMinimap } from './minimap';
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
/** The listing fields the map draws. */
export type { MapListing } from './listings/listings-layer';
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
