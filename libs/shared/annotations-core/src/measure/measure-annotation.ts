import type { Degrees, Meters } from '@unfurl/domain';
import { assertNever, type Annotation, type LngLat } from '../records/annotation';
import { bearing, circleMeasure, distance, pathLength, polygonMeasure } from './geodesic';
import type { SquareMeters } from './square-meters';
import type { BoundingBox } from '@unfurl/domain';

/** What can be measured of one annotation (absent where it means nothing for the kind). */
export interface AnnotationMeasure {
  readonly length?: Meters;
  readonly area?: SquareMeters;
  readonly perimeter?: Meters;
  readonly radius?: Meters;
  readonly bearing?: Degrees;
}

/** The closed ring of a box, west to east even across the antimeridian. */
export function boxRing(box: BoundingBox): LngLat[] {
  const [w, s, e, n] = box;
  return [
    [w, s],
    [e, s],
    [e, n],
    [w, n],
    [w, s],
  ];
}

/** Geodesic length, area, perimeter, radius or bearing of an annotation, by kind. */
export function measureAnnotation(a: Annotation): AnnotationMeasure {
  switch (a.kind) {
    case 'marker':
    case 'militaryMarker':
    case 'coordinate':
      return {};
    case 'polyline':
    case 'freehand':
      return { length: pathLength(a.positions) };
    case 'polygon':
      return polygonMeasure(a.positions);
    case 'rectangle':
    case 'image':
    case 'textBox':
      return polygonMeasure(boxRing(a.box));
    case 'circle':
      return { ...circleMeasure(a.center, a.radius), radius: a.radius };
    case 'arrow':
      return { length: distance(a.start, a.end), bearing: bearing(a.start, a.end) };
    default:
      return assertNever(a);
  }
}
