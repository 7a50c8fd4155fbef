import type { BoundingBox } from '../geo/units';
import type { AnnotationKind } from './annotation-kind';
import type { FillPattern } from './fill-pattern';
import type { Units } from './annotation-defaults';

/** Style options of an annotation (1§3). */
export interface AnnotationOptions {
  readonly color: string;
  readonly weight: number;
  readonly opacity: number;
  readonly fillColor: string;
  readonly fillOpacity: number;
}

/** Fields every annotation has (1§3, R-354). */
export interface AnnotationCommon {
  readonly id: string;
  readonly kind: AnnotationKind;
  readonly zIndex: number;
  readonly options: AnnotationOptions;
  readonly fillPattern: FillPattern;
  readonly labelColor: string;
  readonly labelBgColor: string;
  readonly units: Units;
  readonly showArea: boolean;
  readonly showLength: boolean;
  readonly showRadius: boolean;
  readonly bounds?: BoundingBox | undefined;
}
