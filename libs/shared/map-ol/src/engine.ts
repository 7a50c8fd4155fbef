// The OpenLayers half of @unfurl/map-ol (`@unfurl/map-ol/engine`): everything that pulls in
// `ol`. Loaded by dynamic import (map-react), so OpenLayers stays out of the first paint's
// bundle; the package index holds only types and pure values.

/** Creates the atlas map (one OpenLayers map) in a DOM element. */
export { createAtlasMap, AtlasMap } from './atlas-map';
/** Creates the overview minimap that follows the atlas map. */
export { createMinimap } from './minimap';
/** The imagery overlay: search area box, box select and the rendered image with its opacity. */
export { ImageryOverlay } from './imagery/imagery-overlay';
/** A searched coordinate's marker colour. */
export { SEARCH_MARKER_COLOR } from './search-marker/search-marker';
/** A full listing as a compact footprint row (parses its WKT). */
export { toMapFootprint } from './listings/listings-layer';
/** Colours of the offline basemap (its sea is the map's plain background). */
export { OFFLINE_COLORS } from './offline/offline-style';
/** Decodes an animated GIF into whole pictures (gifuct-js: kept out of the first chunk). */
export { composeGifFrames } from './listing-layer/compose-gif-frames';
