import type { AnnotationCommon, BoundingBox, Meters } from '@unfurl/domain';
import type { CoordinateDisplay } from './coordinate-display';

/** A WGS84 position as GeoJSON orders it: longitude, then latitude, in decimal degrees. */
export type LngLat = readonly [lng: number, lat: number];

/** Fields shared by every kind, with the kind narrowed. */
type Base<K extends AnnotationCommon['kind']> = Omit<AnnotationCommon, 'kind'> & {
  readonly kind: K;
};

/** A plain marker at a position. */
export interface MarkerAnnotation extends Base<'marker'> {
  readonly position: LngLat;
}

/** A military marker drawn from its symbol identification code (milsymbol SIDC). */
export interface MilitaryMarkerAnnotation extends Base<'militaryMarker'> {
  readonly position: LngLat;
  readonly symbolCode: string;
}

/** A position labelled in one coordinate system (the coordinate tool). */
export interface CoordinateAnnotation extends Base<'coordinate'> {
  readonly position: LngLat;
  readonly display: CoordinateDisplay;
}

/** A polyline path (two positions or more). */
export interface PolylineAnnotation extends Base<'polyline'> {
  readonly positions: readonly LngLat[];
}

/** A freehand line (two positions or more). */
export interface FreehandAnnotation extends Base<'freehand'> {
  readonly positions: readonly LngLat[];
}

/** A polygon: one open outer ring of three positions or more (closing is the format's job). */
export interface PolygonAnnotation extends Base<'polygon'> {
  readonly positions: readonly LngLat[];
}

/** A rectangle: [west, south, east, north]; west > east crosses the antimeridian. */
export interface RectangleAnnotation extends Base<'rectangle'> {
  readonly box: BoundingBox;
}

/** A circle: a centre and a geodesic radius. */
export interface CircleAnnotation extends Base<'circle'> {
  readonly center: LngLat;
  readonly radius: Meters;
}

/** An arrow from start to end. */
export interface ArrowAnnotation extends Base<'arrow'> {
  readonly start: LngLat;
  readonly end: LngLat;
}

/** An image stretched over a box; `drawImageId` names an uploaded draw image. */
export interface ImageAnnotation extends Base<'image'> {
  readonly box: BoundingBox;
  readonly url: string;
  readonly drawImageId?: string | undefined;
}

/** A text box over a box. */
export interface TextBoxAnnotation extends Base<'textBox'> {
  readonly box: BoundingBox;
  readonly text: string;
  readonly fontSize: number;
}

/** Any annotation, discriminated by `kind`. */
export type Annotation =
  | MarkerAnnotation
  | MilitaryMarkerAnnotation
  | CoordinateAnnotation
  | PolylineAnnotation
  | FreehandAnnotation
  | PolygonAnnotation
  | RectangleAnnotation
  | CircleAnnotation
  | ArrowAnnotation
  | ImageAnnotation
  | TextBoxAnnotation;

/** The annotation of one kind. */
export type AnnotationOf<K extends Annotation['kind']> = Extract<Annotation, { kind: K }>;

/** The fields that make one kind's shape (everything but the common fields). */
export type ShapeOf<K extends Annotation['kind']> = Omit<AnnotationOf<K>, keyof AnnotationCommon>;

/** Fails the build when a switch over kinds misses one. */
export function assertNever(value: never): never {
  throw new Error(`Unhandled annotation kind: ${JSON.stringify(value)}`);
}
