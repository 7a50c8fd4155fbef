// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package ships no types
/// <reference path="./terraformer-wkt.d.ts" />
import { geojsonToWKT, wktToGeoJSON } from '@terraformer/wkt';
import type { Geometry, Position } from 'geojson';
import type { BoundingBox, LatLng } from './units';

/**
 * Parses WKT or EWKT (`SRID=4326;POLYGON(...)`, any letter case) into a GeoJSON geometry with
 * @terraformer/wkt (pure, browser-safe); undefined when the text is empty or not valid WKT.
 * Coordinates stay in the text's order (lon lat for EPSG:4326).
 */
export function parseWkt(wkt: string | null | undefined): Geometry | undefined {
  const text = wkt
    ?.trim()
    .replace(/^SRID=\d+;\s*/i, '')
    .toUpperCase();
  if (!text) return undefined;
  try {
    // The parser tags Z/M geometries with a non-standard `properties` member; drop it.
    const { properties: _properties, ...geometry } = wktToGeoJSON(text);
    return geometry as Geometry;
  } catch {
    return undefined;
  }
}

/** Writes a GeoJSON geometry as WKT (e.g. an area of interest for `aoi`). */
export function toWkt(geometry: Geometry): string {
  return geojsonToWKT(geometry);
}

/** Every position of a geometry, flattened. */
export function geometryPositions(geometry: Geometry): Position[] {
  switch (geometry.type) {
    case 'Point':
      return [geometry.coordinates];
    case 'MultiPoint':
    case 'LineString':
      return geometry.coordinates;
    case 'MultiLineString':
    case 'Polygon':
      return geometry.coordinates.flat();
    case 'MultiPolygon':
      return geometry.coordinates.flat(2);
    case 'GeometryCollection':
      return geometry.geometries.flatMap(geometryPositions);
    default: {
      const unhandled: never = geometry;
      throw new Error(`Unhandled geometry: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** Positions with a finite x and y (EMPTY geometries have none). */
function finitePositions(geometry: Geometry): Position[] {
  return geometryPositions(geometry).filter((p) => Number.isFinite(p[0]) && Number.isFinite(p[1]));
}

/** [minLng, minLat, maxLng, maxLat] of a geometry, or undefined when it has no positions. */
export function geometryBoundingBox(geometry: Geometry): BoundingBox | undefined {
  const positions = finitePositions(geometry);
  if (positions.length === 0) return undefined;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of positions) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Signed area and area-weighted centroid sums of one ring (shoelace). */
function ringMoments(ring: readonly Position[]): [area: number, cx: number, cy: number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x0 = 0, y0 = 0] = ring[i] ?? [];
    const [x1 = 0, y1 = 0] = ring[i + 1] ?? [];
    const cross = x0 * y1 - x1 * y0;
    a += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return [a / 2, cx, cy];
}

/**
 * Centroid as {lat, lng}: area-weighted over polygon outer rings minus holes; the mean of the
 * positions for points and lines, or when the polygons have no area. Planar in degrees, which is
 * what a listing pin needs.
 */
export function geometryCentroid(geometry: Geometry): LatLng | undefined {
  const polygons =
    geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let area = 0;
  let sumLng = 0;
  let sumLat = 0;
  for (const polygon of polygons) {
    polygon.forEach((ring, index) => {
      const [a, cx, cy] = ringMoments(ring);
      if (a === 0) return;
      // Outer rings add, holes subtract, whatever the winding.
      const weight = index === 0 ? Math.abs(a) : -Math.abs(a);
      area += weight;
      sumLng += weight * (cx / (6 * a));
      sumLat += weight * (cy / (6 * a));
    });
  }
  if (Math.abs(area) > 1e-12) return { lng: sumLng / area, lat: sumLat / area };
  const positions = finitePositions(geometry);
  if (positions.length === 0) return undefined;
  const lng = positions.reduce((s, p) => s + (p[0] ?? 0), 0) / positions.length;
  const lat = positions.reduce((s, p) => s + (p[1] ?? 0), 0) / positions.length;
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : undefined;
}
