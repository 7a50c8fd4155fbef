import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAnnotation } from '../records/annotation.schema';
import { annotationArbitrary, annotationsArbitrary } from '../records/annotation.arbitrary.testing';
import { sampleAnnotations } from '../records/sample-annotations.testing';
import { annotationsToGeoJson, annotationToFeature } from './geojson-export';
import { annotationsFromGeoJson } from './geojson-import';

describe('GeoJSON export and import', () => {
  it('round-trips any annotations without loss, through JSON text too (property-based)', () => {
    fc.assert(
      fc.property(annotationsArbitrary, (annotations) => {
        const json = JSON.parse(JSON.stringify(annotationsToGeoJson(annotations))) as unknown;
        expect(annotationsFromGeoJson(json)).toEqual({ ok: true, value: annotations });
      }),
      { numRuns: 300 },
    );
  });

  it('exports only valid annotations as features the schema accepts back', () => {
    fc.assert(
      fc.property(annotationArbitrary, (a) => {
        expect(validateAnnotation(a)).toEqual({ ok: true, value: a });
      }),
    );
  });

  it('writes a circle as a point with a radius and a rectangle as a closed polygon (R-363..R-365)', () => {
    const byId = new Map(sampleAnnotations().map((a) => [a.id, annotationToFeature(a)]));
    const circle = byId.get('circle-1');
    expect(circle?.geometry).toEqual({ type: 'Point', coordinates: [2.35, 48.86] });
    expect(circle?.properties).toMatchObject({ kind: 'circle', radius: 1500.5 });
    const rect = byId.get('rect-1');
    expect(rect?.geometry).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [170, -5],
          [-170, -5],
          [-170, 5],
          [170, 5],
          [170, -5],
        ],
      ],
    });
    expect(byId.get('arrow-1')?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-74, 40.7],
        [-0.12, 51.5],
      ],
    });
    expect(byId.get('mil-1')?.properties).toMatchObject({ symbolCode: 'SFGPUCI----K---' });
    expect(byId.get('text-1')?.properties).toMatchObject({
      text: 'Bridge <out> & "closed"',
      fontSize: 16,
    });
  });

  it("reads other tools' features with defaults, altitudes dropped and ids made up", () => {
    const result = annotationsFromGeoJson({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2, 30] }, properties: null },
        {
          type: 'Feature',
          id: 7,
          geometry: {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
            ],
          },
          properties: { name: 'x' },
        },
        {
          type: 'Feature',
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [0, 0],
                [1, 0],
                [1, 1],
                [0, 0],
              ],
            ],
          },
          properties: {},
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((a) => [a.id, a.kind, a.zIndex])).toEqual([
      ['feature-0', 'marker', 401],
      ['7', 'polyline', 401],
      ['feature-2', 'polygon', 401],
    ]);
    expect(result.value[2]).toMatchObject({
      positions: [
        [0, 0],
        [1, 0],
        [1, 1],
      ],
    });
  });

  it('refuses malformed GeoJSON with the path of the problem', () => {
    const issue = (value: unknown) => {
      const result = annotationsFromGeoJson(value);
      return result.ok ? undefined : result.issues[0];
    };
    expect(issue([])).toEqual({ path: '$', reason: 'must be an object' });
    expect(issue({ type: 'Topology' })?.reason).toMatch(/FeatureCollection or Feature/);
    const feature = (geometry: unknown, properties: unknown = {}) => ({
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry, properties }],
    });
    expect(issue(feature({ type: 'Point', coordinates: [200, 0] }))?.path).toBe(
      '$.features[0].geometry.coordinates[0]',
    );
    expect(issue(feature({ type: 'MultiPoint', coordinates: [] }))?.path).toBe(
      '$.features[0].properties.kind',
    );
    expect(issue(feature({ type: 'Point', coordinates: [0, 0] }, { kind: 'polygon' }))).toEqual({
      path: '$.features[0].geometry.type',
      reason: 'must be Polygon for this kind',
    });
    expect(
      issue(
        feature(
          {
            type: 'LineString',
            coordinates: [
              [0, 0],
              [1, 1],
              [2, 2],
            ],
          },
          { kind: 'arrow' },
        ),
      )?.reason,
    ).toMatch(/start and an end/);
    expect(
      issue(feature({ type: 'Point', coordinates: [0, 0] }, { kind: 'circle', radius: 'big' }))
        ?.path,
    ).toBe('$.features[0].properties.radius');
  });
});
