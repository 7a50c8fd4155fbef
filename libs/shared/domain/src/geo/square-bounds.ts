import type { BoundingBox, LatLng } from './units';

/** Mean Earth radius in metres (spherical approximation, enough for a bounds box). */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * A square box `sideMetres` wide centred on a position, as [minLng, minLat, maxLng, maxLat].
 * Image listings get a 300 m box around their position (1§9, decisions ruling 12).
 */
export function squareBoundsAround(center: LatLng, sideMetres: number): BoundingBox {
  const half = sideMetres / 2;
  const dLat = (half / EARTH_RADIUS_M) * (180 / Math.PI);
  const cosLat = Math.max(1e-6, Math.cos((center.lat * Math.PI) / 180));
  const dLng = dLat / cosLat;
  return [
    Math.max(-180, center.lng - dLng),
    Math.max(-90, center.lat - dLat),
    Math.min(180, center.lng + dLng),
    Math.min(90, center.lat + dLat),
  ];
}
