import { describe, expect, it } from 'vitest';
import { sampleAnnotations } from '../records/sample-annotations.testing';
import { bearing, distance, pathLength, polygonMeasure } from './geodesic';
import { boxRing, measureAnnotation } from './measure-annotation';

describe('measureAnnotation', () => {
  const byId = new Map(sampleAnnotations().map((a) => [a.id, a]));
  const measure = (id: string) => {
    const a = byId.get(id);
    if (a === undefined) throw new Error(`no sample ${id}`);
    return measureAnnotation(a);
  };

  it('measures nothing of points, the length of paths, the length and bearing of arrows', () => {
    expect(measure('marker-1')).toEqual({});
    expect(measure('coord-1')).toEqual({});
    expect(measure('line-1').length).toBe(
      pathLength([
        [0, 0],
        [1, 1],
        [2, 0.5],
      ]),
    );
    const arrow = measure('arrow-1');
    expect(arrow.length).toBe(distance([-74, 40.7], [-0.12, 51.5]));
    expect(arrow.bearing).toBe(bearing([-74, 40.7], [-0.12, 51.5]));
    expect(arrow.bearing).toBeGreaterThan(40);
    expect(arrow.bearing).toBeLessThan(60);
  });

  it('measures the area of polygons and boxes, across the antimeridian too', () => {
    const rect = measure('rect-1');
    expect(rect.area).toBe(polygonMeasure(boxRing([170, -5, -170, 5])).area);
    // 20° by 10° at the equator, not 340° the long way round. Its north and south sides are
    // geodesics, which bow away from the equator: a little more than the 2.46 M km² between
    // the parallels.
    expect((rect.area ?? 0) / 1e12).toBeGreaterThan(2.46);
    expect((rect.area ?? 0) / 1e12).toBeLessThan(2.5);
    expect(measure('poly-1').area).toBeGreaterThan(0);
    expect(measure('text-1').perimeter).toBeGreaterThan(0);
  });

  it('gives circles their radius, area and perimeter', () => {
    const circle = measure('circle-1');
    expect(circle.radius).toBe(1500.5);
    expect((circle.area ?? 0) / (Math.PI * 1500.5 ** 2)).toBeCloseTo(1, 6);
    expect((circle.perimeter ?? 0) / (2 * Math.PI * 1500.5)).toBeCloseTo(1, 6);
  });
});
