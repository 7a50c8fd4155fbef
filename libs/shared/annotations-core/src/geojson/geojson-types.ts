import type { LngLat } from '../records/annotation';

/** A GeoJSON Point. */
export interface PointGeometry {
  readonly type: 'Point';
  readonly coordinates: LngLat;
}

/** A GeoJSON LineString. */
export interface LineStringGeometry {
  readonly type: 'LineString';
  readonly coordinates: readonly LngLat[];
}

/** A GeoJSON Polygon (closed rings, the outer first). */
export interface PolygonGeometry {
  readonly type: 'Polygon';
  readonly coordinates: readonly (readonly LngLat[])[];
}

/** The geometries annotations are written as. */
export type AnnotationGeometry = PointGeometry | LineStringGeometry | PolygonGeometry;

/** One annotation as a GeoJSON Feature: the common fields and the kind's own in `properties`. */
export interface AnnotationFeature {
  readonly type: 'Feature';
  readonly id: string;
  readonly geometry: AnnotationGeometry;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** Annotations as a GeoJSON FeatureCollection. */
export interface AnnotationFeatureCollection {
  readonly type: 'FeatureCollection';
  readonly features: readonly AnnotationFeature[];
}
