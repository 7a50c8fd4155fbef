import * as geographiclib from 'geographiclib-geodesic';
import { degrees, meters, type Degrees, type Meters } from '@unfurl/domain';
import type { LngLat } from '../records/annotation';
import { squareMeters, type SquareMeters } from './square-meters';

// Every figure is measured on the WGS84 ellipsoid with GeographicLib (Karney's algorithms,
// nanometre-accurate); never on the Web Mercator plane, whose scale grows with latitude.
// The package is CommonJS without named ESM exports: native Node ESM sees it as `default` only,
// bundlers (Vite, Vitest) as named exports. Reading both keeps the server and the browser working.
const { Geodesic } =
  (geographiclib as unknown as { default?: typeof geographiclib }).default ?? geographiclib;
const WGS84 = Geodesic.WGS84;

/** Area and perimeter of a closed shape. */
export interface AreaMeasure {
  readonly area: SquareMeters;
  readonly perimeter: Meters;
}

/** Geodesic distance between two positions. */
export function distance(from: LngLat, to: LngLat): Meters {
  return meters(WGS84.Inverse(from[1], from[0], to[1], to[0], Geodesic.DISTANCE).s12 ?? 0);
}

/** Initial bearing of the geodesic from `from` to `to`, clockwise from north in [0, 360). */
export function bearing(from: LngLat, to: LngLat): Degrees {
  const azi = WGS84.Inverse(from[1], from[0], to[1], to[0], Geodesic.AZIMUTH).azi1 ?? 0;
  return degrees(azi < 0 ? azi + 360 : azi);
}

/** The position `distanceM` along the geodesic leaving `from` at `azimuth`. */
export function destination(from: LngLat, azimuth: Degrees, distanceM: Meters): LngLat {
  const r = WGS84.Direct(
    from[1],
    from[0],
    azimuth,
    distanceM,
    Geodesic.LATITUDE | Geodesic.LONGITUDE,
  );
  return [r.lon2 ?? from[0], r.lat2 ?? from[1]];
}

/** Length of a path: the sum of the geodesics between consecutive positions. */
export function pathLength(positions: readonly LngLat[]): Meters {
  const polyline = WGS84.Polygon(true);
  for (const [lng, lat] of positions) polyline.AddPoint(lat, lng);
  return meters(positions.length < 2 ? 0 : polyline.Compute(false, true).perimeter);
}

/**
 * Area and perimeter of a ring (open or closed, either orientation) bounded by geodesics.
 * Rings around a pole or across the antimeridian are handled; of the two regions a ring
 * bounds, the smaller is measured (a drawn shape never covers more than half the Earth).
 */
export function polygonMeasure(positions: readonly LngLat[]): AreaMeasure {
  const polygon = WGS84.Polygon(false);
  const n = isClosed(positions) ? positions.length - 1 : positions.length;
  for (let i = 0; i < n; i++) {
    const p = positions[i] as LngLat;
    polygon.AddPoint(p[1], p[0]);
  }
  if (n < 3)
    return {
      area: squareMeters(0),
      perimeter: meters(n === 2 ? 2 * distance(positions[0] as LngLat, positions[1] as LngLat) : 0),
    };
  const r = polygon.Compute(false, true);
  return { area: squareMeters(Math.abs(r.area ?? 0)), perimeter: meters(r.perimeter) };
}

function isClosed(positions: readonly LngLat[]): boolean {
  const first = positions[0];
  const last = positions[positions.length - 1];
  return (
    positions.length > 1 &&
    first !== undefined &&
    last !== undefined &&
    first[0] === last[0] &&
    first[1] === last[1]
  );
}

/** The ring of a geodesic circle: `vertices` positions at `radius` from the centre (open ring). */
export function circleRing(center: LngLat, radius: Meters, vertices = 64): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i < vertices; i++)
    ring.push(destination(center, degrees((360 * i) / vertices), radius));
  return ring;
}

/**
 * Area and perimeter of a geodesic circle (all points `radius` from the centre). Measured on
 * inscribed rings of 180 and 360 vertices and extrapolated (their error falls as 1/n²),
 * which leaves a relative error far below a millionth.
 */
export function circleMeasure(center: LngLat, radius: Meters): AreaMeasure {
  const coarse = polygonMeasure(circleRing(center, radius, 180));
  const fine = polygonMeasure(circleRing(center, radius, 360));
  const extrapolate = (c: number, f: number) => (4 * f - c) / 3;
  return {
    area: squareMeters(extrapolate(coarse.area, fine.area)),
    perimeter: meters(extrapolate(coarse.perimeter, fine.perimeter)),
  };
}
