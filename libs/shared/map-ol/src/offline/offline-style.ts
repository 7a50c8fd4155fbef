/** Colours of the bundled offline basemap, matched to the dark theme. */
export const OFFLINE_COLORS = {
  /** Sea: the map background wherever no land is drawn. */
  ocean: '#0b1320',
  land: '#1a2433',
  border: '#2c3a4f',
} as const;
