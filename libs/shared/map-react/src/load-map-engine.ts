/** The OpenLayers half of map-ol, fetched once on first use (its own chunk in the build). */
export type MapEngine = typeof import('@unfurl/map-ol/engine');

let engine: Promise<MapEngine> | undefined;

/** Loads `@unfurl/map-ol/engine` by dynamic import; every caller shares the one promise. */
export function loadMapEngine(): Promise<MapEngine> {
  engine ??= import('@unfurl/map-ol/engine').catch((error: unknown) => {
    engine = undefined; // a failed fetch (offline, new deploy) may be retried by the next mount
    throw error;
  });
  return engine;
}
