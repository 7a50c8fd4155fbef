import type { LatLng } from '@unfurl/domain';

/** Minimap bounds (1§5, 2§9). */
export const MINIMAP_BOUNDS = { minLat: -62, maxLat: 85, minLng: -150, maxLng: 150 } as const;

/** Clamps a position into the minimap: latitude -62..85, longitude -150..150. */
export function clampMinimap(position: LatLng): LatLng {
  return {
    lat: Math.min(MINIMAP_BOUNDS.maxLat, Math.max(MINIMAP_BOUNDS.minLat, position.lat)),
    lng: Math.min(MINIMAP_BOUNDS.maxLng, Math.max(MINIMAP_BOUNDS.minLng, position.lng)),
  };
}
