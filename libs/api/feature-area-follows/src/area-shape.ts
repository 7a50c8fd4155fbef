// The shape checks of a followed area that need no database: positions in range, rings closed
// and long enough, a bounded vertex count. Validity (self-intersections) and the area's size are
// checked by PostGIS (`area-follows.queries.ts`).
import { AREA_FOLLOW_LIMITS } from '@unfurl/validators';
import type { AreaFollowGeometryWire } from '@unfurl/validators';
import { InvalidAreaError } from './area-follow-errors';

/** Lon/lat positions: polygons of rings of `[lon, lat]`. */
export type MultiPolygonCoordinates = number[][][][];

/** Where a problem is, in words: `polygon 2, ring 1, position 4`. */
function at(polygon: number, ring: number, position?: number): string {
  const where = `polygon ${polygon + 1}, ring ${ring + 1}`;
  return position === undefined ? where : `${where}, position ${position + 1}`;
}

function checkPosition(position: readonly number[], where: string): [number, number] {
  const [lon, lat] = position;
  if (lon === undefined || lat === undefined || !Number.isFinite(lon) || !Number.isFinite(lat)) {
    throw new InvalidAreaError(`${where} is not a [longitude, latitude] pair`);
  }
  if (lon < -180 || lon > 180 || lat < -90 || lat > 90) {
    throw new InvalidAreaError(
      `${where} (${lon}, ${lat}) is outside longitude -180..180, latitude -90..90`,
    );
  }
  return [lon, lat];
}

function checkRing(ring: readonly (readonly number[])[], polygon: number, index: number) {
  if (ring.length < 4) {
    throw new InvalidAreaError(`${at(polygon, index)} has ${ring.length} positions; at least 4`);
  }
  const positions = ring.map((p, i) => checkPosition(p, at(polygon, index, i)));
  const first = positions[0]!;
  const last = positions[positions.length - 1]!;
  if (first[0] !== last[0] || first[1] !== last[1]) {
    throw new InvalidAreaError(
      `${at(polygon, index)} is not closed: its first and last positions differ`,
    );
  }
  if (new Set(positions.map(([lon, lat]) => `${lon} ${lat}`)).size < 3) {
    throw new InvalidAreaError(`${at(polygon, index)} has fewer than 3 distinct positions`);
  }
  return positions;
}

/**
 * The area's polygons as MultiPolygon coordinates (a Polygon becomes one polygon), in lon/lat
 * only (a third ordinate is dropped); an {@link InvalidAreaError} names the first problem.
 */
export function checkAreaShape(geometry: AreaFollowGeometryWire): MultiPolygonCoordinates {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  if (polygons.length === 0) throw new InvalidAreaError('it has no polygon');
  let vertices = 0;
  return polygons.map((rings, p) => {
    if (rings.length === 0) throw new InvalidAreaError(`polygon ${p + 1} has no ring`);
    return rings.map((ring, r) => {
      vertices += ring.length;
      if (vertices > AREA_FOLLOW_LIMITS.verticesMax) {
        throw new InvalidAreaError(
          `it has more than ${AREA_FOLLOW_LIMITS.verticesMax} positions; simplify it`,
        );
      }
      return checkRing(ring, p, r);
    });
  });
}
