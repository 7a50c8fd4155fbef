import { describe, expect, it } from 'vitest';
// Spherical Mercator to degrees by the domain's formulas (not through proj4): an independent check.
import { mercatorToLonLat } from '@unfurl/domain';
import { IMAGE_CRS, toWgs84From } from './crs';
import { convexHull, footprintOfGrid } from './footprint';

describe('footprints', () => {
  it('takes a grid in EPSG:3857 to EPSG:4326 corners, WKT and bbox', () => {
    const toWgs84 = toWgs84From({ proj4: IMAGE_CRS['EPSG:3857'] });
    const gt = [1_000_000, 50, 0, 6_000_000, 0, -50] as const;
    const f = footprintOfGrid(200, 100, gt, toWgs84, 1);
    const [west, north] = mercatorToLonLat(1_000_000, 6_000_000);
    const [east, south] = mercatorToLonLat(1_010_000, 5_995_000);
    expect(f.bbox[0]).toBeCloseTo(west, 6);
    expect(f.bbox[1]).toBeCloseTo(south, 6);
    expect(f.bbox[2]).toBeCloseTo(east, 6);
    expect(f.bbox[3]).toBeCloseTo(north, 6);
    expect(f.polygon.coordinates[0]).toHaveLength(5);
    expect(f.wkt).toMatch(/^POLYGON\(\(8\.9831528 47\.3537047, 8\.9831528 47\.3232668, /);
    expect(f.bboxWkt.startsWith('POLYGON((')).toBe(true);
  });

  it('refuses a placement outside the Earth', () => {
    const toWgs84 = toWgs84From({ proj4: IMAGE_CRS['EPSG:4326'] });
    expect(() => footprintOfGrid(10, 10, [0, 1, 0, 200, 0, -1], toWgs84)).toThrow(
      'The georeferencing of the file places it outside the Earth.',
    );
  });

  it('hulls ground control points', () => {
    const hull = convexHull([
      [0, 0],
      [2, 0],
      [1, 1],
      [2, 2],
      [0, 2],
      [1, 0],
    ]);
    expect(hull).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
  });

  it('names a coordinate system it cannot read', () => {
    expect(() => toWgs84From({ wkt: 'LOCAL_CS["Factory floor"]' })).toThrow(
      "The coordinate system 'Factory floor' of the file is not one we can place on the map.",
    );
  });
});
