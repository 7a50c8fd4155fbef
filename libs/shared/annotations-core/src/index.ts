// Public API of @unfurl/annotations-core. Exports are listed by name, each with a one-line TSDoc.

// --- records ---
/** Annotation records of every kind, a WGS84 position and the exhaustiveness check. */
export {
  assertNever,
  type Annotation,
  type AnnotationOf,
  type ShapeOf,
  type LngLat,
  type MarkerAnnotation,
  type MilitaryMarkerAnnotation,
  type CoordinateAnnotation,
  type PolylineAnnotation,
  type FreehandAnnotation,
  type PolygonAnnotation,
  type RectangleAnnotation,
  type CircleAnnotation,
  type ArrowAnnotation,
  type ImageAnnotation,
  type TextBoxAnnotation,
} from './records/annotation';
/** A new annotation with the spec's defaults, and the defaults themselves. */
export {
  createAnnotation,
  defaultCommonFields,
  type AnnotationStyle,
} from './records/create-annotation';
/** Coordinate systems of the coordinate tool (WGS84 DD default, DMS, UTM, MGRS). */
export {
  COORDINATE_DISPLAY,
  COORDINATE_DISPLAYS,
  isCoordinateDisplay,
  type CoordinateDisplay,
} from './records/coordinate-display';
/** The label of a position in one coordinate system. */
export { formatCoordinate } from './records/coordinate-label';
/** Size limits of annotations. */
export { ANNOTATION_LIMITS } from './records/annotation-limits';
/** Runtime checks of untrusted annotations: the value rebuilt, or issues with paths and reasons. */
export { validateAnnotation, validateAnnotations } from './records/annotation.schema';
/** The result of a validation and one of its issues. */
export type { Validation, ValidationIssue } from './records/schema-reader';

// --- measurement ---
/** Branded square metres. */
export { squareMeters, type SquareMeters } from './measure/square-meters';
/** Geodesic distance, bearing, path length, polygon and circle measures on WGS84. */
export {
  distance,
  bearing,
  destination,
  pathLength,
  polygonMeasure,
  circleMeasure,
  circleRing,
  type AreaMeasure,
} from './measure/geodesic';
/** What can be measured of one annotation, and the ring of a box. */
export { measureAnnotation, boxRing, type AnnotationMeasure } from './measure/measure-annotation';
/** Length and area labels in metric, imperial or nautical units. */
export { lengthLabel, areaLabel } from './measure/format-measure';

// --- GeoJSON ---
/** Annotations to GeoJSON Features (a circle is a point with a radius, a rectangle a closed polygon). */
export { annotationToFeature, annotationsToGeoJson } from './geojson/geojson-export';
/** GeoJSON back to annotations, checked, with the path of any problem. */
export { annotationsFromGeoJson, type GeoJsonImportOptions } from './geojson/geojson-import';
/** The GeoJSON shapes annotations are written as. */
export type {
  AnnotationFeature,
  AnnotationFeatureCollection,
  AnnotationGeometry,
} from './geojson/geojson-types';

// --- KML ---
/** Annotations to a KML 2.2 document (KML styles; every field kept in ExtendedData). */
export { annotationsToKml, annotationToPlacemark, type KmlExportOptions } from './kml/kml-export';
/** KML back to annotations, checked; issues name the Placemark. */
export { annotationsFromKml } from './kml/kml-import';
/** CSS colour and opacity to and from KML aabbggrr colours. */
export { toKmlColor, fromKmlColor } from './kml/kml-color';

// --- history ---
/** The annotations of a drawing with undo/redo as record diffs, gesture marks, 50-step limit. */
export {
  AnnotationStore,
  type StoreChangeReason,
  type StoreListener,
} from './history/annotation-store';
/** The undo limit (50 steps). */
export { UNDO_LIMIT } from './history/undo-stack';
/** A step's record changes, by id. */
export type { RecordChange, RecordDiff } from './history/record-diff';
