/** Annotation kinds (1§3). */
export const ANNOTATION_KIND = {
  marker: 'marker',
  militaryMarker: 'militaryMarker',
  coordinate: 'coordinate',
  polyline: 'polyline',
  polygon: 'polygon',
  rectangle: 'rectangle',
  circle: 'circle',
  arrow: 'arrow',
  freehand: 'freehand',
  image: 'image',
  textBox: 'textBox',
} as const;

/** One annotation kind. */
export type AnnotationKind = (typeof ANNOTATION_KIND)[keyof typeof ANNOTATION_KIND];

/** Every annotation kind, in spec order. */
export const ANNOTATION_KINDS: readonly AnnotationKind[] = Object.values(ANNOTATION_KIND);

/** True when the value is an annotation kind. */
export function isAnnotationKind(value: unknown): value is AnnotationKind {
  return typeof value === 'string' && (ANNOTATION_KINDS as readonly string[]).includes(value);
}
