import type { Bounds } from '@unfurl/map-ol';

/** Share of the view's width and height a map placed by hand covers, centred. */
export const PLACEMENT_SHARE = 0.5;

/**
 * Where a map without a world file is placed: the middle half of the current view, as
 * [west, south, east, north] in degrees (a LoFi map's approximate placement, 1§3).
 */
export function placementBounds(view: Bounds): [number, number, number, number] {
  const margin = (1 - PLACEMENT_SHARE) / 2;
  const width = view.east - view.west;
  const height = view.north - view.south;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return [
    round(view.west + width * margin),
    round(Math.max(-85, view.south + height * margin)),
    round(view.east - width * margin),
    round(Math.min(85, view.north - height * margin)),
  ];
}
