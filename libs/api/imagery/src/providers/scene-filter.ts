import type { ImageryBbox } from '@unfurl/domain';
import type { Scene, SceneQuery } from '../scene';

/** True when two [w, s, e, n] boxes overlap (touching edges count). */
export function bboxesIntersect(a: ImageryBbox, b: ImageryBbox): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];
}

/** The scenes matching a query (area, inclusive time range, satellites), newest first, limited. */
export function filterScenes(scenes: readonly Scene[], query: SceneQuery): Scene[] {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  return scenes
    .filter((s) => query.satellites.length === 0 || query.satellites.includes(s.satellite))
    .filter((s) => bboxesIntersect(s.item.bbox, query.bbox))
    .filter((s) => {
      const t = Date.parse(s.item.datetime);
      return t >= from && t <= to;
    })
    .sort((a, b) => Date.parse(b.item.datetime) - Date.parse(a.item.datetime))
    .slice(0, query.limit);
}
