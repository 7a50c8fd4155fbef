import { assertNever, type Annotation } from '../records/annotation';
import { boxRing } from '../measure/measure-annotation';
import type {
  AnnotationFeature,
  AnnotationFeatureCollection,
  AnnotationGeometry,
} from './geojson-types';

/** The geometry of an annotation and the kind's fields that are not geometry. */
function split(a: Annotation): [AnnotationGeometry, Record<string, unknown>] {
  switch (a.kind) {
    case 'marker':
      return [{ type: 'Point', coordinates: a.position }, {}];
    case 'militaryMarker':
      return [{ type: 'Point', coordinates: a.position }, { symbolCode: a.symbolCode }];
    case 'coordinate':
      return [{ type: 'Point', coordinates: a.position }, { display: a.display }];
    case 'polyline':
    case 'freehand':
      return [{ type: 'LineString', coordinates: a.positions }, {}];
    case 'polygon':
      return [{ type: 'Polygon', coordinates: [[...a.positions, a.positions[0] ?? [0, 0]]] }, {}];
    case 'rectangle':
      return [{ type: 'Polygon', coordinates: [boxRing(a.box)] }, {}];
    case 'circle':
      // A circle is a point with a radius.
      return [{ type: 'Point', coordinates: a.center }, { radius: a.radius }];
    case 'arrow':
      return [{ type: 'LineString', coordinates: [a.start, a.end] }, {}];
    case 'image': {
      const image =
        a.drawImageId === undefined ? { url: a.url } : { url: a.url, drawImageId: a.drawImageId };
      return [{ type: 'Polygon', coordinates: [boxRing(a.box)] }, image];
    }
    case 'textBox':
      return [
        { type: 'Polygon', coordinates: [boxRing(a.box)] },
        { text: a.text, fontSize: a.fontSize },
      ];
    default:
      return assertNever(a);
  }
}

/** One annotation as a GeoJSON Feature. */
export function annotationToFeature(a: Annotation): AnnotationFeature {
  const [geometry, own] = split(a);
  const properties: Record<string, unknown> = {
    kind: a.kind,
    zIndex: a.zIndex,
    options: a.options,
    fillPattern: a.fillPattern,
    labelColor: a.labelColor,
    labelBgColor: a.labelBgColor,
    units: a.units,
    showArea: a.showArea,
    showLength: a.showLength,
    showRadius: a.showRadius,
    ...own,
  };
  if (a.bounds !== undefined) properties['bounds'] = a.bounds;
  return { type: 'Feature', id: a.id, geometry, properties };
}

/** Annotations as a GeoJSON FeatureCollection, in the given order. */
export function annotationsToGeoJson(
  annotations: readonly Annotation[],
): AnnotationFeatureCollection {
  return { type: 'FeatureCollection', features: annotations.map(annotationToFeature) };
}
