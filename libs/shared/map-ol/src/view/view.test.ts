import { describe, expect, it } from 'vitest';
import { extentCenter, extentToBounds, flatExtent, roundZoom, unionExtents } from './bounds';
import { WEB_MERCATOR_HALF_WORLD, WEB_MERCATOR_MAX_LAT } from '@unfurl/domain';
import { latLngToMercator, mercatorToLatLng, normalizeLng } from './mercator';

describe('mercator', () => {
  it('round-trips positions', () => {
    for (const p of [
      { lat: 0, lng: 0 },
      { lat: 51.5, lng: -0.12 },
      { lat: -33.9, lng: 151.2 },
      { lat: 84, lng: 179.9 },
    ]) {
      const back = mercatorToLatLng(latLngToMercator(p));
      expect(back.lat).toBeCloseTo(p.lat, 9);
      expect(back.lng).toBeCloseTo(p.lng, 9);
    }
  });
  it('maps the world edge to the projection limits', () => {
    expect(latLngToMercator({ lat: 0, lng: 180 }).x).toBeCloseTo(WEB_MERCATOR_HALF_WORLD, 3);
    expect(latLngToMercator({ lat: 90, lng: 0 }).y).toBeCloseTo(WEB_MERCATOR_HALF_WORLD, 0);
    expect(mercatorToLatLng({ x: 0, y: WEB_MERCATOR_HALF_WORLD }).lat).toBeCloseTo(
      WEB_MERCATOR_MAX_LAT,
      9,
    );
  });
  it('wraps longitudes of a panned, wrapped world', () => {
    expect(normalizeLng(190)).toBe(-170);
    expect(normalizeLng(-190)).toBe(170);
    expect(normalizeLng(540)).toBe(-180);
    expect(normalizeLng(-0)).toBe(0);
  });
});

describe('bounds', () => {
  it('converts a view extent to degrees', () => {
    const sw = latLngToMercator({ lat: -10, lng: -20 });
    const ne = latLngToMercator({ lat: 30, lng: 40 });
    const b = extentToBounds([sw.x, sw.y, ne.x, ne.y]);
    expect(b.west).toBeCloseTo(-20, 9);
    expect(b.south).toBeCloseTo(-10, 9);
    expect(b.east).toBeCloseTo(40, 9);
    expect(b.north).toBeCloseTo(30, 9);
  });
  it('spans all longitudes when the view is wider than the world or crosses the antimeridian', () => {
    const h = WEB_MERCATOR_HALF_WORLD;
    expect(extentToBounds([-3 * h, -h, 3 * h, h])).toMatchObject({ west: -180, east: 180 });
    const a = latLngToMercator({ lat: 0, lng: 170 });
    const b = latLngToMercator({ lat: 10, lng: 190 });
    expect(extentToBounds([a.x, a.y, b.x, b.y])).toMatchObject({ west: -180, east: 180 });
  });
  it('finds extent and centre of flat coordinates', () => {
    const extent = flatExtent([0, 0, 4, 2, 2, 8, 0, 0], 2);
    expect(extent).toEqual([0, 0, 4, 8]);
    expect(extentCenter(extent)).toEqual([2, 4]);
    expect(flatExtent([1, 2, 99, 3, 4, 99], 3)).toEqual([1, 2, 3, 4]);
  });
  it('keeps zoom to 2 decimals', () => {
    expect(roundZoom(3.14159)).toBe(3.14);
    expect(roundZoom(2.005)).toBeCloseTo(2.01, 2);
    expect(roundZoom(7)).toBe(7);
  });
});

describe('unionExtents', () => {
  it('merges extents', () => {
    expect(unionExtents([])).toBeUndefined();
    expect(
      unionExtents([
        [0, 0, 1, 1],
        [-2, 0.5, 0.5, 3],
      ]),
    ).toEqual([-2, 0, 1, 3]);
  });
});
