// Writes src/offline/countries.tjson, the offline basemap's data: the Natural Earth countries
// of world-atlas (1:50m, public domain) simplified for world and continent zooms (Douglas-Peucker
// on each shared arc, so borders stay joined), re-quantized on a coarser grid, names dropped.
// Run after a world-atlas upgrade: npx tsx libs/shared/map-ol/scripts/simplify-countries.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Grid of the output (cells per axis): 0.018° of longitude, under a pixel at zoom 5. */
const QUANTIZATION = 20_000;
/** Largest deviation a removed point may have, in degrees (under a pixel up to zoom 5: 0.044°). */
const TOLERANCE = 0.03;

type Point = [number, number];
interface Topology {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  objects: Record<string, { type: string; geometries: { type: string; arcs?: unknown }[] }>;
  arcs: Point[][];
}

const require = createRequire(import.meta.url);
const source = JSON.parse(
  readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
) as Topology;

/** Absolute longitude/latitude of a delta-encoded, quantized arc. */
function decodeArc(arc: Point[], topology: Topology): Point[] {
  const { scale, translate } = topology.transform;
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Douglas-Peucker keeping both ends (they join other arcs). */
function simplify(points: Point[], tolerance: number): Point[] {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let worst = -1;
    let index = -1;
    for (let i = first + 1; i < last; i += 1) {
      const d = distanceToSegment(
        points[i] as Point,
        points[first] as Point,
        points[last] as Point,
      );
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  // A closed arc (an island ring) keeps at least a triangle.
  const kept = points.filter((_, i) => keep[i] === 1);
  if (kept.length < 4 && points.length >= 4 && samePoint(points[0], points.at(-1))) {
    const third = Math.floor(points.length / 3);
    return [
      points[0] as Point,
      points[third] as Point,
      points[2 * third] as Point,
      points.at(-1) as Point,
    ];
  }
  return kept;
}

function samePoint(a: Point | undefined, b: Point | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];
}

const scale: [number, number] = [360 / (QUANTIZATION - 1), 180 / (QUANTIZATION - 1)];
const translate: [number, number] = [-180, -90];

/** Quantized and delta-encoded; points that fall in the same cell as the previous one are dropped. */
function encodeArc(points: Point[]): Point[] {
  const cells = points.map(([lng, lat]): Point => [
    Math.round((lng - translate[0]) / scale[0]),
    Math.round((lat - translate[1]) / scale[1]),
  ]);
  const unique = cells.filter((cell, i) => i === 0 || !samePoint(cell, cells[i - 1]));
  if (unique.length === 1) unique.push(unique[0] as Point);
  let previous: Point = [0, 0];
  return unique.map((cell) => {
    const delta: Point = [cell[0] - previous[0], cell[1] - previous[1]];
    previous = cell;
    return delta;
  });
}

const countries = source.objects['countries'];
if (!countries) throw new Error('world-atlas has no countries object');
const output = {
  type: 'Topology',
  transform: { scale, translate },
  objects: {
    countries: {
      type: countries.type,
      geometries: countries.geometries.map((geometry) => ({
        type: geometry.type,
        ...(geometry.arcs === undefined ? {} : { arcs: geometry.arcs }),
      })),
    },
  },
  arcs: source.arcs.map((arc) => encodeArc(simplify(decodeArc(arc, source), TOLERANCE))),
};
const target = fileURLToPath(new URL('../src/offline/countries.tjson', import.meta.url));
writeFileSync(target, JSON.stringify(output));
const points = output.arcs.reduce((sum, arc) => sum + arc.length, 0);
console.log(`${target}: ${output.arcs.length} arcs, ${points} points`);
