import type { LatLng } from '../geo/units';

/** A map position as carried in the `pos` query parameter: latitude, longitude, zoom (2§2). */
export interface MapPos extends LatLng {
  readonly zoom: number;
}

/**
 * Parses `lat,lng,zoom`. Returns undefined unless all three parts are finite numbers,
 * lat lies in [-90, 90] and lng in [-180, 180]. The zoom is rounded to 2 decimals.
 */
export function parsePos(value: string | null | undefined): MapPos | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => p === '')) return undefined;
  const [lat, lng, zoom] = parts.map(Number) as [number, number, number];
  if (![lat, lng, zoom].every(Number.isFinite)) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180 || zoom < 0) return undefined;
  return { lat, lng, zoom: roundZoom(zoom) };
}

/** Formats a position as `lat,lng,zoom` with the zoom kept to 2 decimals. */
export function formatPos(pos: MapPos): string {
  return `${pos.lat},${pos.lng},${roundZoom(pos.zoom)}`;
}

function roundZoom(zoom: number): number {
  return Math.round(zoom * 100) / 100;
}
