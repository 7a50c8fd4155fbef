/** Below this zoom, listings are drawn as clusters of centroids instead of footprints. */
export const FOOTPRINT_MIN_ZOOM = 4;

/** Pixel distance within which listing centroids merge into one cluster. */
export const CLUSTER_DISTANCE_PX = 36;

/** True when the view at `zoom` shows clusters rather than footprints. */
export function showsClusters(zoom: number): boolean {
  return zoom < FOOTPRINT_MIN_ZOOM;
}

/** Radius in pixels of a cluster circle holding `count` listings (grows with log of count). */
export function clusterRadius(count: number): number {
  if (count <= 1) return 5;
  return Math.min(26, 9 + Math.log10(count) * 6);
}
