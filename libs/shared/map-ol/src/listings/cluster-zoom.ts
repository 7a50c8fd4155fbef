/** Below this zoom, listings are always drawn as clusters of centroids instead of footprints. */
export const FOOTPRINT_MIN_ZOOM = 4;

/**
 * The most listings a view may hold and still be drawn as footprint boxes; a fuller view is
 * drawn as clusters whatever its zoom. Every box is redrawn on each frame of a pan, so this bounds
 * the cost of a frame. Chosen by `npm run bench:browse` (software-rendered Chromium): 10,000 boxes
 * in view gave frames of 0.2–0.5 s, views under this number stay near 60 fps (see the README).
 */
export const FOOTPRINT_MAX_IN_VIEW = 1_500;

/**
 * Cluster radius in screen pixels at the cluster zoom (the integer part of the view's zoom), so
 * clusters stand 1–2 radii apart at the fractional zooms in between.
 */
export const CLUSTER_RADIUS_PX = 48;

/**
 * Above this zoom the cluster index gives single listings only, so a pile of listings on one
 * spot still comes apart when zoomed in far enough.
 */
export const CLUSTER_MAX_ZOOM = 14;

/**
 * True when a view at `zoom` holding `inView` listings draws them as footprints: from
 * `FOOTPRINT_MIN_ZOOM`, and only when at most `FOOTPRINT_MAX_IN_VIEW` are in view.
 */
export function showsFootprints(zoom: number, inView: number): boolean {
  return zoom >= FOOTPRINT_MIN_ZOOM && inView <= FOOTPRINT_MAX_IN_VIEW;
}

/** Radius in pixels of a cluster circle holding `count` listings (grows with log of count). */
export function clusterRadius(count: number): number {
  if (count <= 1) return 5;
  return Math.min(26, 9 + Math.log10(count) * 6);
}

/** The label of a cluster of `count` listings: the count, in thousands from 1,000 (`2K`). */
export function clusterLabel(count: number): string {
  return count > 999 ? `${Math.floor(count / 1000)}K` : String(count);
}
