import type { AreaWatch, NewAreaFollow } from '@unfurl/api-client';
import type { Bounds } from '@unfurl/map-ol';

const round = (n: number) => Math.round(n * 1e5) / 1e5;

/** What a followed area may watch, with the words the form shows. */
export const AREA_WATCH_CHOICES: readonly (readonly [AreaWatch, string])[] = [
  ['listings', 'New maps'],
  ['sentinel-2-l2a', 'Sentinel-2 scenes'],
  ['landsat-ot-l1', 'Landsat scenes'],
  ['sentinel-1-grd', 'Sentinel-1 scenes'],
];

/** The body that follows the view's extent (clamped to the world) under `name`. */
export function followViewBody(
  bounds: Bounds,
  name: string,
  watch: readonly AreaWatch[],
): NewAreaFollow {
  const w = round(Math.max(-180, bounds.west));
  const e = round(Math.min(180, bounds.east));
  const s = round(Math.max(-90, bounds.south));
  const n = round(Math.min(90, bounds.north));
  return {
    name: name.trim(),
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [w, s],
          [e, s],
          [e, n],
          [w, n],
          [w, s],
        ],
      ],
    },
    watch: [...watch],
  };
}
