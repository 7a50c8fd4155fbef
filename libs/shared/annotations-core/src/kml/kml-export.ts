import { assertNever, type Annotation, type LngLat } from '../records/annotation';
import { circleRing } from '../measure/geodesic';
import { annotationToFeature } from '../geojson/geojson-export';
import type { AnnotationGeometry } from '../geojson/geojson-types';
import { toKmlColor } from './kml-color';

/** Options of a KML export. */
export interface KmlExportOptions {
  /** The document name. */
  readonly name?: string;
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

function coordinates(positions: readonly LngLat[]): string {
  return `<coordinates>${positions.map(([lng, lat]) => `${lng},${lat}`).join(' ')}</coordinates>`;
}

function geometryKml(g: AnnotationGeometry): string {
  switch (g.type) {
    case 'Point':
      return `<Point>${coordinates([g.coordinates])}</Point>`;
    case 'LineString':
      return `<LineString><tessellate>1</tessellate>${coordinates(g.coordinates)}</LineString>`;
    case 'Polygon': {
      const ring = g.coordinates[0] ?? [];
      return `<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing>${coordinates(ring)}</LinearRing></outerBoundaryIs></Polygon>`;
    }
    default:
      return assertNever(g);
  }
}

function styleKml(a: Annotation): string {
  const o = a.options;
  const line = `<LineStyle><color>${toKmlColor(o.color, o.opacity)}</color><width>${o.weight}</width></LineStyle>`;
  const poly = `<PolyStyle><color>${toKmlColor(o.fillColor, o.fillOpacity)}</color></PolyStyle>`;
  return `<Style>${line}${poly}</Style>`;
}

/**
 * One annotation as a KML Placemark: a KML geometry and style for other viewers, and every
 * field in ExtendedData (JSON values) so that kinds KML lacks — circles, arrows, text boxes,
 * military symbols — come back whole. A circle is drawn as its geodesic ring; its centre is kept.
 */
export function annotationToPlacemark(a: Annotation): string {
  const feature = annotationToFeature(a);
  const fields: Record<string, unknown> = { id: a.id, ...feature.properties };
  let geometry = feature.geometry;
  if (a.kind === 'circle') {
    fields['center'] = a.center;
    const ring = circleRing(a.center, a.radius, 64);
    geometry = { type: 'Polygon', coordinates: [[...ring, ring[0] ?? a.center]] };
  }
  const data = Object.entries(fields)
    .map(
      ([k, v]) =>
        `<Data name="${escapeXml(k)}"><value>${escapeXml(JSON.stringify(v))}</value></Data>`,
    )
    .join('');
  const name = a.kind === 'textBox' ? a.text : a.kind === 'militaryMarker' ? a.symbolCode : a.kind;
  return `<Placemark><name>${escapeXml(name)}</name>${styleKml(a)}<ExtendedData>${data}</ExtendedData>${geometryKml(geometry)}</Placemark>`;
}

/** Annotations as a KML 2.2 document. */
export function annotationsToKml(
  annotations: readonly Annotation[],
  options: KmlExportOptions = {},
): string {
  const name = options.name === undefined ? '' : `<name>${escapeXml(options.name)}</name>`;
  const placemarks = annotations.map(annotationToPlacemark).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${name}\n${placemarks}\n</Document></kml>\n`;
}
