// Public API of @unfurl/map-react: mounts and unmounts @unfurl/map-ol; no OpenLayers imports.

/** Provides the mounted AtlasMap to the component tree. */
export { AtlasMapProvider, useAtlasMap } from './atlas-map-context';
/** Mounts the atlas map in a div (data-testid="atlas-map"). */
export { AtlasMap } from './atlas-map-view';
/** Props of <AtlasMap>. */
export type { AtlasMapProps } from './atlas-map-view';
/** Mounts the overview minimap following the atlas map. */
export { Minimap } from './minimap-view';
/** Props of <Minimap>. */
export type { MinimapProps } from './minimap-view';
/** The mounted map's imagery overlay (area box, box select, rendered image). */
export { useImageryOverlay } from './use-imagery-overlay';
/** Loads OpenLayers (`@unfurl/map-ol/engine`) ahead of the first map: prefetch, or a test's setup. */
export { loadMapEngine } from './load-map-engine';
