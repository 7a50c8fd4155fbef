// The checks of a project's data before it is stored: every annotation through the annotation
// schema of @unfurl/annotations-core (rebuilt from known fields only), and the footprint of the
// drawing for area search.
import {
  ANNOTATION_LIMITS,
  annotationToFeature,
  circleRing,
  validateAnnotations,
} from '@unfurl/annotations-core';
import type { Annotation } from '@unfurl/annotations-core';
import type { DrawProjectDataWire } from '@unfurl/validators';
import { DrawProjectTooLargeError, InvalidDrawProjectError } from './draw-errors';

/** A project's data as stored: checked annotations and the layers as sent. */
export interface CheckedProjectData {
  readonly data: DrawProjectDataWire;
  /** `[west, south, east, north]` of every annotation, undefined when there is none. */
  readonly bbox: readonly [number, number, number, number] | undefined;
}

/** Paths of the annotation schema (`$[3].x`) as paths of the body (`data.annotations[3].x`). */
const bodyPath = (path: string) => `data.annotations${path.slice(1)}`;

/**
 * The data checked whole: an {@link InvalidDrawProjectError} (400) or, past the size limits,
 * a {@link DrawProjectTooLargeError} (413), each naming the path and reason of the first issues.
 */
export function checkProjectData(data: DrawProjectDataWire): CheckedProjectData {
  const checked = validateAnnotations(data.annotations);
  if (!checked.ok) {
    const issues = checked.issues.map((i) => ({ path: bodyPath(i.path), reason: i.reason }));
    if (data.annotations.length > ANNOTATION_LIMITS.maxAnnotations) {
      throw new DrawProjectTooLargeError(issues);
    }
    throw new InvalidDrawProjectError(issues);
  }
  return {
    data: { annotations: checked.value, layers: data.layers },
    bbox: boundsOf(checked.value),
  };
}

/** Every position of a GeoJSON coordinates array, whatever its nesting. */
function eachPosition(coordinates: unknown, visit: (lng: number, lat: number) => void): void {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === 'number' && typeof coordinates[1] === 'number') {
    visit(coordinates[0], coordinates[1]);
    return;
  }
  for (const inner of coordinates) eachPosition(inner, visit);
}

/** The envelope of the annotations (a circle by its geodesic ring), in lon/lat. */
export function boundsOf(
  annotations: readonly Annotation[],
): [number, number, number, number] | undefined {
  let box: [number, number, number, number] | undefined;
  const visit = (lng: number, lat: number) => {
    if (!box) box = [lng, lat, lng, lat];
    else
      box = [
        Math.min(box[0], lng),
        Math.min(box[1], lat),
        Math.max(box[2], lng),
        Math.max(box[3], lat),
      ];
  };
  for (const annotation of annotations) {
    if (annotation.kind === 'circle') {
      for (const [lng, lat] of circleRing(annotation.center, annotation.radius, 16))
        visit(lng, lat);
      visit(annotation.center[0], annotation.center[1]);
      continue;
    }
    const geometry = annotationToFeature(annotation).geometry as { coordinates?: unknown };
    eachPosition(geometry.coordinates, visit);
  }
  return box;
}
