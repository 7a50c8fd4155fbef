import wkx from 'wkx';
import { BadRequestError, HTTP_ERROR_CODE } from '@unfurl/api-http';

const MAX_VERTICES = 10_000;

/**
 * Checks an area of interest: WKT POLYGON or MULTIPOLYGON in EPSG:4326 (lon lat), closed rings of
 * at least 4 points, coordinates within -180..180 / -90..90. Returns the WKT to query with, or
 * throws a 400 that says what is wrong.
 */
export function parseAoi(text: string): string {
  let geometry: wkx.Geometry;
  try {
    geometry = wkx.Geometry.parse(text.trim());
  } catch {
    throw invalid(`aoi is not valid WKT (expected e.g. POLYGON((lon lat, ...)))`);
  }
  const polygons =
    geometry instanceof wkx.Polygon
      ? [geometry]
      : geometry instanceof wkx.MultiPolygon
        ? geometry.polygons
        : undefined;
  if (!polygons || polygons.length === 0)
    throw invalid('aoi must be a WKT POLYGON or MULTIPOLYGON');
  let vertices = 0;
  for (const polygon of polygons) {
    for (const ring of [polygon.exteriorRing, ...polygon.interiorRings]) {
      vertices += ring.length;
      const first = ring[0];
      const last = ring[ring.length - 1];
      if (ring.length < 4 || !first || !last) throw invalid('aoi rings need at least 4 points');
      if (first.x !== last.x || first.y !== last.y)
        throw invalid('aoi rings must be closed (first point = last point)');
      for (const point of ring) {
        if (!Number.isFinite(point.x) || !Number.isFinite(point.y))
          throw invalid('aoi has a non-numeric coordinate');
        if (point.x < -180 || point.x > 180 || point.y < -90 || point.y > 90) {
          throw invalid(
            'aoi coordinates must be lon -180..180 and lat -90..90 (EPSG:4326, lon lat order)',
          );
        }
      }
    }
  }
  if (vertices > MAX_VERTICES) throw invalid(`aoi has more than ${MAX_VERTICES} vertices`);
  return geometry.toWkt();
}

function invalid(message: string): BadRequestError {
  return new BadRequestError(message, HTTP_ERROR_CODE.invalidAoi);
}
