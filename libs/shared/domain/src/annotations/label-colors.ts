/** Label text colours (1§3). */
export const LABEL_COLORS = ['white', 'black', 'yellow', 'red', 'green', 'blue'] as const;

/** One label colour. */
export type LabelColor = (typeof LABEL_COLORS)[number];

/** Label backgrounds (1§3); coloured backgrounds are drawn at 80 % opacity. */
export const LABEL_BACKGROUNDS = [
  'none',
  'white',
  'black',
  'yellow',
  'red',
  'green',
  'blue',
] as const;

/** One label background. */
export type LabelBackground = (typeof LABEL_BACKGROUNDS)[number];

/** Opacity of coloured label backgrounds. */
export const LABEL_BACKGROUND_OPACITY = 0.8;
