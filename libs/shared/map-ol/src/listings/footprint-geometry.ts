// Compact footprints ([id, type, west, south, east, north] in degrees) to Web Mercator, as small
// pure functions: the map builds 10,000+ of these per view without parsing any WKT.
import type { ListingFootprint } from '@unfurl/domain';
import { latLngToMercator, mercatorToLatLng } from '../view/mercator';
import type { Extent } from '../view/bounds';

/** The Web Mercator extent of a footprint's box (latitudes clamped to the projection). */
export function footprintExtent(row: ListingFootprint): Extent {
  const [, , west, south, east, north] = row;
  const min = latLngToMercator({ lng: west, lat: south });
  const max = latLngToMercator({ lng: east, lat: north });
  return [min.x, min.y, max.x, max.y];
}

/** True when the footprint is a point (a zero-size box), drawn as a dot. */
export function isPointFootprint(row: ListingFootprint): boolean {
  return row[2] === row[4] && row[3] === row[5];
}

/** The compact footprint of a listing whose geometry extent (Web Mercator) is known. */
export function footprintFromExtent(
  id: number,
  listingType: ListingFootprint[1],
  extent: Extent,
): ListingFootprint {
  const sw = mercatorToLatLng({ x: extent[0], y: extent[1] });
  const ne = mercatorToLatLng({ x: extent[2], y: extent[3] });
  // mercatorToLatLng wraps longitudes: keep a box that ends on the antimeridian whole.
  const east = ne.lng < sw.lng ? ne.lng + 360 : ne.lng;
  return [id, listingType, sw.lng, sw.lat, east, ne.lat];
}
