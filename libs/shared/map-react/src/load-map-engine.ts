import type * as Engine from '@unfurl/map-ol/engine';

/** The OpenLayers half of map-ol, fetched once on first use (its own chunk in the build). */
export type MapEngine = typeof Engine;

/**
 * The map's plain background, painted before OpenLayers has loaded: the offline basemap's sea
 * (`OFFLINE_COLORS.ocean` of map-ol; a test keeps the two equal). A copy, because a static value
 * import of map-ol here would pull it back into the first chunk.
 */
export const MAP_BACKGROUND = '#0b1320';

let engine: Promise<MapEngine> | undefined;

/** Loads `@unfurl/map-ol/engine` by dynamic import; every caller shares the one promise. */
export function loadMapEngine(): Promise<MapEngine> {
  engine ??= import('@unfurl/map-ol/engine').catch((error: unknown) => {
    engine = undefined; // a failed fetch (offline, new deploy) may be retried by the next mount
    throw error;
  });
  return engine;
}
