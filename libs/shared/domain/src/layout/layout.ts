/** Layout numbers of 1§9 (pixels unless a unit is given; decisions ruling 10). */
export const LAYOUT = {
  navBar: 70,
  navDrawer: 76,
  sideDrawer: 332,
  sideDrawerExpanded: 300,
  radius: 6,
  radiusLarge: 12,
  fontSizes: ['0.8rem', '1rem', '1.2rem', '1.5rem'],
  zIndex: { modal: 10000, toast: 10001, nav: 10025 },
  /** Tool panels are 300 wide, 250 for Measurement (1§2). */
  toolPanelWidth: 300,
  toolPanelWidthMeasurement: 250,
  /** Embedded map default size (2§9). */
  embedWidth: 600,
  embedHeight: 400,
  /** A dark theme is used (1§9). */
  theme: 'dark',
} as const;

/** The layout constants type. */
export type Layout = typeof LAYOUT;
