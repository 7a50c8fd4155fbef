/** Annotation tool names (1§3). */
export const ANNOTATION_TOOL = {
  boxSelect: 'boxSelect',
  ruler: 'ruler',
  arrow: 'arrow',
  radius: 'radius',
  textFields: 'textFields',
  rectangle: 'rectangle',
  latLngTool: 'latLngTool',
} as const;

/** One annotation tool name. */
export type AnnotationTool = (typeof ANNOTATION_TOOL)[keyof typeof ANNOTATION_TOOL];

/** Every tool name, in spec order. */
export const ANNOTATION_TOOLS: readonly AnnotationTool[] = Object.values(ANNOTATION_TOOL);

/** Display label of each tool. */
export const ANNOTATION_TOOL_LABELS: Readonly<Record<AnnotationTool, string>> = {
  boxSelect: 'Box Select',
  ruler: 'Ruler',
  arrow: 'Arrow',
  radius: 'Circle',
  textFields: 'Text Field',
  rectangle: 'Rectangle',
  latLngTool: 'Coordinates',
};
