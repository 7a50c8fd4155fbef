import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { annotationsArbitrary } from '../records/annotation.arbitrary.testing';
import { sampleAnnotations } from '../records/sample-annotations.testing';
import { distance } from '../measure/geodesic';
import { fromKmlColor, toKmlColor } from './kml-color';
import { annotationsToKml } from './kml-export';
import { annotationsFromKml } from './kml-import';

describe('KML export and import', () => {
  it('round-trips any annotations without loss (property-based)', () => {
    fc.assert(
      fc.property(annotationsArbitrary, (annotations) => {
        const kml = annotationsToKml(annotations, { name: 'Stoary <1>' });
        expect(XMLValidator.validate(kml)).toBe(true);
        expect(annotationsFromKml(kml)).toEqual({ ok: true, value: annotations });
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('writes KML styles and geometries other viewers draw, a circle as its geodesic ring', () => {
    const kml = annotationsToKml(sampleAnnotations());
    expect(kml).toContain('<LineStyle><color>ff26d9ee</color><width>3</width></LineStyle>');
    expect(kml).toContain('<PolyStyle><color>3326d9ee</color></PolyStyle>');
    expect(kml).toContain('<name>Bridge &lt;out&gt; &amp; &quot;closed&quot;</name>');
    const circle = /<Placemark><name>circle<\/name>.*?<coordinates>([^<]*)<\/coordinates>/.exec(
      kml,
    )?.[1];
    const ring = (circle ?? '').split(' ').map((p) => p.split(',').map(Number) as [number, number]);
    expect(ring).toHaveLength(65);
    for (const p of ring) expect(Math.abs(distance([2.35, 48.86], p) - 1500.5)).toBeLessThan(1e-6);
  });

  // A container's own Placemarks come before those of its sub-folders.
  it("reads other tools' placemarks in folders with their styles", () => {
    const kml = `<?xml version="1.0"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>
      <Placemark id="pm1"><name>Route</name><Style><LineStyle><color>7f0000ff</color><width>4</width></LineStyle></Style>
        <LineString><coordinates>1,2,0 3,4,0</coordinates></LineString></Placemark>
      <Folder><Placemark><Point><coordinates> 5.5,6.5 </coordinates></Point></Placemark></Folder>
      <Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>0,0 1,0 1,1 0,0</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>
    </Folder></Document></kml>`;
    const result = annotationsFromKml(kml);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.map((a) => [a.id, a.kind])).toEqual([
      ['pm1', 'polyline'],
      ['feature-1', 'polygon'],
      ['feature-2', 'marker'],
    ]);
    expect(result.value[0]).toMatchObject({
      positions: [
        [1, 2],
        [3, 4],
      ],
      options: { color: '#ff0000', weight: 4 },
    });
    expect(result.value[0]?.options.opacity).toBeCloseTo(127 / 255, 9);
    expect(result.value[2]).toMatchObject({
      position: [5.5, 6.5],
      zIndex: 401,
      options: { color: '#eed926' },
    });
  });

  it('refuses what is not KML, and bad placemarks by index', () => {
    expect(annotationsFromKml('<kml><Document>')).toMatchObject({
      ok: false,
      issues: [{ path: '$' }],
    });
    expect(annotationsFromKml('<gpx></gpx>')).toEqual({
      ok: false,
      issues: [{ path: '$', reason: 'is not KML: no kml element' }],
    });
    const bad = `<kml><Document><Placemark><Point><coordinates>0,0</coordinates></Point></Placemark>
      <Placemark><Point><coordinates>x,1</coordinates></Point></Placemark></Document></kml>`;
    expect(annotationsFromKml(bad)).toEqual({
      ok: false,
      issues: [{ path: 'Placemark[1].geometry.coordinates[0]', reason: 'must be a finite number' }],
    });
  });

  it('refuses entity declarations (no expansion bombs, no external files)', () => {
    const kml = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;">]>
      <kml><Document><Placemark><name>&b;</name><Point><coordinates>0,0</coordinates></Point></Placemark></Document></kml>`;
    expect(annotationsFromKml(kml)).toEqual({
      ok: false,
      issues: [{ path: '$', reason: 'is not KML: entity declarations are not accepted' }],
    });
  });

  it('converts colours both ways', () => {
    expect(toKmlColor('#eed926', 1)).toBe('ff26d9ee');
    expect(toKmlColor('#abc', 0.2)).toBe('33ccbbaa');
    expect(toKmlColor('red', 1)).toBe('ff0000ff');
    expect(toKmlColor('transparent', 1)).toBe('00000000');
    expect(fromKmlColor('ff26d9ee')).toEqual({ color: '#eed926', opacity: 1 });
    expect(fromKmlColor('nope')).toBeUndefined();
  });
});
