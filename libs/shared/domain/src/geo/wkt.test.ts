import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Polygon } from 'geojson';
import { squareBoundsAround } from './square-bounds';
import { geometryBoundingBox, geometryCentroid, parseWkt, toWkt } from './wkt';

describe('WKT', () => {
  it('parses any letter case, Z values, collections and EMPTY', () => {
    expect(parseWkt('polygon((0 0,1 1,1 0,0 0))')).toMatchObject({ type: 'Polygon' });
    expect(parseWkt('POINT Z (1 2 3)')).toEqual({ type: 'Point', coordinates: [1, 2, 3] });
    const collection = parseWkt('GEOMETRYCOLLECTION(POINT(1 2),LINESTRING(0 0,3 3))');
    expect(collection && geometryBoundingBox(collection)).toEqual([0, 0, 3, 3]);
    const empty = parseWkt('POINT EMPTY');
    expect(empty && geometryBoundingBox(empty)).toBeUndefined();
    expect(empty && geometryCentroid(empty)).toBeUndefined();
  });

  it('round-trips polygons through toWkt', () => {
    const coord = fc.tuple(
      fc.integer({ min: -180_000, max: 180_000 }).map((v) => v / 1000),
      fc.integer({ min: -90_000, max: 90_000 }).map((v) => v / 1000),
    );
    fc.assert(
      fc.property(fc.array(coord, { minLength: 3, maxLength: 8 }), (ring) => {
        const polygon: Polygon = { type: 'Polygon', coordinates: [[...ring, ring[0]!]] };
        expect(parseWkt(toWkt(polygon))).toEqual(polygon);
      }),
    );
  });

  it('parses WKT and EWKT', () => {
    expect(parseWkt('POINT(10 20)')).toEqual({ type: 'Point', coordinates: [10, 20] });
    expect(parseWkt('SRID=4326;POINT(1 2)')).toMatchObject({ coordinates: [1, 2] });
    expect(parseWkt('nonsense')).toBeUndefined();
    expect(parseWkt('')).toBeUndefined();
    expect(parseWkt(null)).toBeUndefined();
  });

  it('computes bounding boxes', () => {
    const g = parseWkt('POLYGON((0 0, 4 0, 4 2, 0 2, 0 0))');
    expect(g && geometryBoundingBox(g)).toEqual([0, 0, 4, 2]);
    const m = parseWkt('MULTIPOLYGON(((0 0,1 0,1 1,0 0)),((5 5,6 5,6 7,5 5)))');
    expect(m && geometryBoundingBox(m)).toEqual([0, 0, 6, 7]);
  });

  it('computes area-weighted centroids, holes subtracted, either winding', () => {
    const square = parseWkt('POLYGON((0 0, 4 0, 4 2, 0 2, 0 0))');
    expect(square && geometryCentroid(square)).toEqual({ lat: 1, lng: 2 });
    const clockwise = parseWkt('POLYGON((0 0, 0 2, 4 2, 4 0, 0 0))');
    expect(clockwise && geometryCentroid(clockwise)).toEqual({ lat: 1, lng: 2 });
    const holed = parseWkt('POLYGON((0 0,4 0,4 4,0 4,0 0),(0 0,0 2,2 2,2 0,0 0))');
    const c = holed && geometryCentroid(holed);
    // 16 - 4 = 12; (16*(2,2) - 4*(1,1)) / 12 = (28/12, 28/12).
    expect(c?.lat).toBeCloseTo(28 / 12, 12);
    expect(c?.lng).toBeCloseTo(28 / 12, 12);
    const line = parseWkt('LINESTRING(0 0, 2 4)');
    expect(line && geometryCentroid(line)).toEqual({ lat: 2, lng: 1 });
  });

  it('builds a 300 m square around a position', () => {
    const [minLng, minLat, maxLng, maxLat] = squareBoundsAround({ lat: 0, lng: 0 }, 300);
    expect((maxLat - minLat) * 111_195).toBeCloseTo(300, 0);
    expect((maxLng - minLng) * 111_195).toBeCloseTo(300, 0);
    const north = squareBoundsAround({ lat: 60, lng: 10 }, 300);
    expect((north[2] - north[0]) * 111_195 * 0.5).toBeCloseTo(300, 0);
  });
});
