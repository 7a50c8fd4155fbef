/** Size limits of annotations; anything beyond them is refused whole. */
export const ANNOTATION_LIMITS = {
  /** Annotations in one project or one import. */
  maxAnnotations: 20_000,
  /** Positions of one path, polygon or freehand line. */
  maxPositions: 50_000,
  idLength: 128,
  textLength: 10_000,
  urlLength: 2_048,
  symbolCodeLength: 30,
  colorLength: 32,
  maxWeight: 100,
  maxFontSize: 200,
  /** Half the equator: no geodesic circle is wider. */
  maxRadius: 20_037_509,
} as const;
