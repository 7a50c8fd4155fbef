/** Accessible names of the OpenLayers control buttons the atlas map shows, by CSS selector. */
export const MAP_CONTROL_LABELS: Readonly<Record<string, string>> = {
  'button.ol-zoom-in': 'Zoom in',
  'button.ol-zoom-out': 'Zoom out',
  '.ol-attribution button': 'Map data sources',
};

/**
 * Gives the map's control buttons names a screen reader can say ("Zoom in" rather than "+"):
 * OpenLayers draws them with a symbol and a tooltip only. Call once the map is mounted in `root`.
 */
export function labelMapControls(root: HTMLElement): void {
  for (const [selector, label] of Object.entries(MAP_CONTROL_LABELS)) {
    for (const button of root.querySelectorAll<HTMLElement>(selector))
      button.setAttribute('aria-label', label);
  }
}
