import { describe, expect, it } from 'vitest';
import { meters } from '@unfurl/domain';
import type { LngLat } from '../records/annotation';
import { bearing, circleMeasure, distance, pathLength, polygonMeasure } from './geodesic';
import { ellipsoidArea, vincentyDistance } from './vincenty.testing';

const MM = 0.001;

describe('geodesic lengths on WGS84', () => {
  it('gives the published JFK to LHR distance to the millimetre', () => {
    // GeographicLib documentation example: 40.6 -73.8 to 51.6 -0.5 is 5551759.400319 m.
    expect(Math.abs(distance([-73.8, 40.6], [-0.5, 51.6]) - 5551759.400319)).toBeLessThan(MM);
  });

  const pairs: [LngLat, LngLat][] = [
    [
      [0, 0],
      [1, 0],
    ],
    [
      [0, 0],
      [0, 1],
    ],
    [
      [-73.78, 40.64],
      [103.99, 1.36],
    ],
    [
      [174.76, -36.85],
      [-122.42, 37.77],
    ],
    [
      [2.35, 48.86],
      [139.69, 35.69],
    ],
    [
      [-0.001, 89.9],
      [179.5, 89.8],
    ],
    [
      [179.9, -10],
      [-179.9, 10],
    ],
    [
      [18.42, -33.92],
      [-58.38, -34.6],
    ],
    [
      [151.21, -33.87],
      [-70.65, -33.45],
    ],
    [
      [10, 60],
      [10.000001, 60.000001],
    ],
  ];
  it.each(pairs)('agrees with Vincenty within a millimetre: %j to %j', (from, to) => {
    const reference = vincentyDistance(from[1], from[0], to[1], to[0]);
    expect(Math.abs(distance(from, to) - reference)).toBeLessThan(MM);
  });

  it('sums a path, across the antimeridian, and is never the Web Mercator length', () => {
    const path: LngLat[] = [
      [179, 60],
      [-179, 60],
      [-177, 61],
    ];
    const expected = vincentyDistance(60, 179, 60, -179) + vincentyDistance(60, -179, 61, -177);
    expect(Math.abs(pathLength(path) - expected)).toBeLessThan(MM);
    // Two degrees of longitude at 60°N are ~111 km on the ground, ~223 km on the Mercator plane.
    expect(pathLength(path.slice(0, 2))).toBeLessThan(112_000);
    expect(pathLength([[0, 0]])).toBe(0);
  });

  it('gives initial bearings clockwise from north', () => {
    expect(bearing([0, 0], [0, 1])).toBeCloseTo(0, 9);
    expect(bearing([0, 0], [1, 0])).toBeCloseTo(90, 9);
    expect(bearing([0, 1], [0, 0])).toBeCloseTo(180, 9);
    expect(bearing([0, 0], [-1, 0])).toBeCloseTo(270, 9);
  });
});

describe('geodesic areas on WGS84', () => {
  const earth = ellipsoidArea();

  it('measures an octant bounded by two meridians and the equator as an eighth of the Earth', () => {
    const { area, perimeter } = polygonMeasure([
      [0, 0],
      [90, 0],
      [0, 90],
    ]);
    expect(Math.abs(area - earth / 8)).toBeLessThan(1);
    const quarterMeridian = vincentyDistance(0, 0, 45, 0) + vincentyDistance(45, 0, 90, 0);
    expect(Math.abs(perimeter - (2 * quarterMeridian + (Math.PI / 2) * 6378137))).toBeLessThan(MM);
  });

  it('measures a lune across the antimeridian up to the north pole, and its southern twin', () => {
    const lune = (earth * (20 / 360)) / 2;
    expect(
      Math.abs(
        polygonMeasure([
          [170, 0],
          [-170, 0],
          [0, 90],
        ]).area - lune,
      ),
    ).toBeLessThan(1);
    expect(
      Math.abs(
        polygonMeasure([
          [170, 0],
          [0, -90],
          [-170, 0],
        ]).area - lune,
      ),
    ).toBeLessThan(1);
  });

  it('measures a ring around a pole the same in either direction, open or closed', () => {
    const ring: LngLat[] = [
      [0, 80],
      [90, 80],
      [180, 80],
      [-90, 80],
    ];
    const ccw = polygonMeasure(ring).area;
    expect(polygonMeasure([...ring].reverse()).area).toBeCloseTo(ccw, 3);
    expect(polygonMeasure([...ring, [0, 80]]).area).toBeCloseTo(ccw, 3);
    const south = polygonMeasure(ring.map(([lng, lat]): LngLat => [lng, -lat])).area;
    expect(south).toBeCloseTo(ccw, 3);
    // Its geodesic sides bow towards the pole, inside the 3.9 M km² cap above 80°.
    expect(ccw / 1e12).toBeGreaterThan(2.4);
    expect(ccw / 1e12).toBeLessThan(2.6);
  });

  it('gives the published area and perimeter of Antarctica (GeographicLib planimeter example)', () => {
    const antarctica: LngLat[] = [
      [-58, -63.1],
      [-74, -72.9],
      [-102, -71.9],
      [-102, -74.9],
      [-131, -74.3],
      [-163, -77.5],
      [163, -77.4],
      [172, -71.7],
      [140, -65.9],
      [113, -65.7],
      [88, -66.6],
      [59, -66.9],
      [25, -69.8],
      [-4, -70.0],
      [-14, -71.0],
      [-33, -77.3],
      [-46, -77.9],
      [-61, -74.7],
    ];
    const { area, perimeter } = polygonMeasure(antarctica);
    expect(Math.abs(area - 13662703680020.1)).toBeLessThan(1);
    expect(Math.abs(perimeter - 16831067.893)).toBeLessThan(MM);
  });

  it('gives a box the same area on either side of the antimeridian', () => {
    const across = polygonMeasure([
      [170, -10],
      [-170, -10],
      [-170, 10],
      [170, 10],
    ]).area;
    const prime = polygonMeasure([
      [-10, -10],
      [10, -10],
      [10, 10],
      [-10, 10],
    ]).area;
    expect(Math.abs(across - prime)).toBeLessThan(1);
  });

  it('measures geodesic circles: small ones as πr², large ones near the spherical cap', () => {
    const small = circleMeasure([10, 45], meters(1000));
    expect(small.area / (Math.PI * 1e6)).toBeCloseTo(1, 7);
    expect(small.perimeter / (2 * Math.PI * 1000)).toBeCloseTo(1, 7);
    const R = Math.sqrt(earth / (4 * Math.PI));
    const r = 2_000_000;
    const cap = 2 * Math.PI * R * R * (1 - Math.cos(r / R));
    expect(Math.abs(circleMeasure([0, 30], meters(r)).area / cap - 1)).toBeLessThan(0.005);
  });
});
