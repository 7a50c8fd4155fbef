import { ANNOTATION_DEFAULTS, type AnnotationCommon } from '@unfurl/domain';
import type { Annotation, AnnotationOf, ShapeOf } from './annotation';

/** Common fields a caller may set when creating an annotation (the rest take the defaults). */
export type AnnotationStyle = Partial<Omit<AnnotationCommon, 'id' | 'kind'>>;

/** The common fields of a new annotation: the spec's defaults (1§3, 1§9). */
export function defaultCommonFields(): Omit<AnnotationCommon, 'id' | 'kind'> {
  const d = ANNOTATION_DEFAULTS;
  return {
    zIndex: d.zIndex,
    options: {
      color: d.color,
      weight: d.weight,
      opacity: d.opacity,
      fillColor: d.fillColor,
      fillOpacity: d.fillOpacity,
    },
    fillPattern: d.fillPattern,
    labelColor: d.labelColor,
    labelBgColor: d.labelBgColor,
    units: d.units,
    showArea: d.showArea,
    showLength: d.showLength,
    showRadius: d.showRadius,
  };
}

/** A new annotation of one kind: its shape, the defaults, then the caller's style on top. */
export function createAnnotation<K extends Annotation['kind']>(
  kind: K,
  id: string,
  shape: ShapeOf<K>,
  style: AnnotationStyle = {},
): AnnotationOf<K> {
  const common = defaultCommonFields();
  const options = { ...common.options, ...style.options };
  return { ...common, ...style, options, ...shape, id, kind } as AnnotationOf<K>;
}
