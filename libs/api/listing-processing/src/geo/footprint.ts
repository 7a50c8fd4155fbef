import type { Polygon } from 'geojson';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import type { ToWgs84 } from './crs';

/** Where a listing lies: its outline and bounding box in EPSG:4326 (longitude, latitude). */
export interface Footprint {
  readonly polygon: Polygon;
  /** The outline as WKT (the listing's geometryWKT). */
  readonly wkt: string;
  /** [west, south, east, north]. */
  readonly bbox: readonly [number, number, number, number];
  /** The bounding box as a WKT polygon (the listing's bboxWKT). */
  readonly bboxWkt: string;
}

/** An affine geotransform: x = gt0 + px·gt1 + line·gt2, y = gt3 + px·gt4 + line·gt5. */
export type GeoTransform = readonly [number, number, number, number, number, number];

const round = (n: number) => Math.round(n * 1e7) / 1e7;
const ring = (points: readonly (readonly [number, number])[]) =>
  points.map(([x, y]) => `${round(x)} ${round(y)}`).join(', ');

/** A footprint from an outline ring in EPSG:4326 (closed here if it is not). */
export function footprintOf(outline: readonly (readonly [number, number])[]): Footprint {
  const points = outline.map(([x, y]) => [round(x), round(y)] as [number, number]);
  for (const [lon, lat] of points) {
    if (
      !Number.isFinite(lon) ||
      !Number.isFinite(lat) ||
      Math.abs(lat) > 90 ||
      Math.abs(lon) > 360
    ) {
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.notGeoreferenced,
        'The georeferencing of the file places it outside the Earth.',
      );
    }
  }
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) points.push([...first]);
  const lons = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const bbox = [
    Math.min(...lons),
    Math.min(...lats),
    Math.max(...lons),
    Math.max(...lats),
  ] as const;
  const [w, s, e, n] = bbox;
  return {
    polygon: { type: 'Polygon', coordinates: [points] },
    wkt: `POLYGON((${ring(points)}))`,
    bbox,
    bboxWkt: `POLYGON((${ring([
      [w, s],
      [e, s],
      [e, n],
      [w, n],
      [w, s],
    ])}))`,
  };
}

/**
 * The footprint of a width × height raster placed by a geotransform: its outline (each edge cut in
 * `segments` so curved projections stay close) taken to EPSG:4326.
 */
export function footprintOfGrid(
  width: number,
  height: number,
  geoTransform: GeoTransform,
  toWgs84: ToWgs84,
  segments = 4,
): Footprint {
  const [x0, a, b, y0, d, e] = geoTransform;
  const corners: [number, number][] = [
    [0, 0],
    [0, height],
    [width, height],
    [width, 0],
  ];
  const outline: (readonly [number, number])[] = [];
  corners.forEach(([p0, l0], i) => {
    const [p1, l1] = corners[(i + 1) % 4] as [number, number];
    for (let s = 0; s < segments; s += 1) {
      const t = s / segments;
      const px = p0 + (p1 - p0) * t;
      const line = l0 + (l1 - l0) * t;
      outline.push(toWgs84(x0 + px * a + line * b, y0 + px * d + line * e));
    }
  });
  return footprintOf(outline);
}

/** The convex hull (counter-clockwise, Andrew's monotone chain) of points. */
export function convexHull(points: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...points]
    .map(([x, y]) => [x, y] as [number, number])
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o: [number, number], p: [number, number], q: [number, number]) =>
    (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const half = (list: [number, number][]) => {
    const out: [number, number][] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
