import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * The coastline edges of the Natural Earth land (world-atlas `land-50m`, the data of the atlas's
 * offline basemap) as flat arrays, each edge stored with its southern end first, sorted by that
 * latitude: `lon0, lat0, lon1, lat1` (lat0 < lat1). Horizontal edges are left out (a scanline
 * never crosses them).
 */
export interface LandEdges {
  readonly count: number;
  /** `4 × count` numbers: lon0, lat0, lon1, lat1 of each edge, by lat0 ascending. */
  readonly coords: Float64Array;
  /** The largest lat1 − lat0 of any edge: how far below a latitude its edges can start. */
  readonly maxSpan: number;
}

type Ring = readonly (readonly number[])[];

/** An edge, southern end first; horizontal ones are dropped (a scanline never crosses them). */
function pushEdge(edges: number[][], ax: number, ay: number, bx: number, by: number): void {
  if (ay < by) edges.push([ax, ay, bx, by]);
  else if (by < ay) edges.push([bx, by, ax, ay]);
}

/**
 * The edges of `rings`. A ring that crosses the antimeridian (Wrangel Island, Chukotka, Fiji,
 * Antarctica) jumps from ±180° to ∓179.9°: such a jump would cross every scanline of its latitude
 * in the middle of the world, so it is left out and each side is closed along its edge of the
 * world instead (a vertical edge at −180° or 180° between the ring's jumps on that side).
 */
function edgesOf(rings: Iterable<Ring>): number[][] {
  const edges: number[][] = [];
  for (const ring of rings) {
    const seam: Record<'west' | 'east', number[]> = { west: [], east: [] };
    for (let i = 0; i + 1 < ring.length; i += 1) {
      const [ax = 0, ay = 0] = ring[i]!;
      const [bx = 0, by = 0] = ring[i + 1]!;
      if (Math.abs(bx - ax) > 180) {
        seam[ax < 0 ? 'west' : 'east'].push(ay);
        seam[bx < 0 ? 'west' : 'east'].push(by);
      } else {
        pushEdge(edges, ax, ay, bx, by);
      }
    }
    for (const [side, lats] of Object.entries(seam)) {
      const lon = side === 'west' ? -180 : 180;
      lats.sort((p, q) => p - q);
      for (let k = 0; k + 1 < lats.length; k += 2)
        pushEdge(edges, lon, lats[k]!, lon, lats[k + 1]!);
    }
  }
  return edges;
}

function* ringsOf(geometry: Geometry): Iterable<Ring> {
  if (geometry.type === 'Polygon') yield* geometry.coordinates;
  else if (geometry.type === 'MultiPolygon')
    for (const polygon of geometry.coordinates) yield* polygon;
}

/** Country borders as flat segments `lon0, lat0, lon1, lat1`, for drawing. */
export interface BorderSegments {
  readonly count: number;
  readonly coords: Float64Array;
}

/** The Natural Earth data a map picture is drawn from. */
export interface NaturalEarth {
  readonly land: LandEdges;
  readonly borders: BorderSegments;
}

async function readTopology(name: string): Promise<Topology> {
  const file = createRequire(import.meta.url).resolve(`world-atlas/${name}`);
  return JSON.parse(await readFile(file, 'utf8')) as Topology;
}

function landEdges(topology: Topology): LandEdges {
  const land = feature(topology, topology.objects['land']!) as FeatureCollection;
  const edges = edgesOf(
    (function* () {
      for (const f of land.features) yield* ringsOf(f.geometry);
    })(),
  ).sort((a, b) => a[1]! - b[1]!);
  const coords = new Float64Array(edges.length * 4);
  let maxSpan = 0;
  edges.forEach((edge, i) => {
    coords.set(edge, i * 4);
    maxSpan = Math.max(maxSpan, edge[3]! - edge[1]!);
  });
  return { count: edges.length, coords, maxSpan };
}

/** The borders between countries (each drawn once), without antimeridian jumps. */
function borderSegments(topology: Topology): BorderSegments {
  const countries = topology.objects['countries'] as GeometryCollection;
  const lines = mesh(topology, countries, (a, b) => a !== b);
  const segments: number[] = [];
  for (const line of lines.coordinates) {
    for (let i = 0; i + 1 < line.length; i += 1) {
      const [ax = 0, ay = 0] = line[i]!;
      const [bx = 0, by = 0] = line[i + 1]!;
      if (Math.abs(bx - ax) <= 180) segments.push(ax, ay, bx, by);
    }
  }
  return { count: segments.length / 4, coords: Float64Array.from(segments) };
}

/**
 * Reads the land (world-atlas `land-50m`) and country borders (`countries-50m`), the data of the
 * atlas's offline basemap. Takes a few hundred milliseconds: load once and keep the result.
 */
export async function loadNaturalEarth(): Promise<NaturalEarth> {
  const [land, countries] = await Promise.all([
    readTopology('land-50m.json'),
    readTopology('countries-50m.json'),
  ]);
  return { land: landEdges(land), borders: borderSegments(countries) };
}
