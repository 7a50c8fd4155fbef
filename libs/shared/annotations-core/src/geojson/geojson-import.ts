import { isAnnotationKind } from '@unfurl/domain';
import { assertNever, type Annotation, type LngLat } from '../records/annotation';
import { readAnnotation } from '../records/annotation.schema';
import { ANNOTATION_LIMITS } from '../records/annotation-limits';
import { SchemaReader, type Validation } from '../records/schema-reader';

type Fields = Readonly<Record<string, unknown>>;
type GeometryType = 'Point' | 'LineString' | 'Polygon';

/** Options of a GeoJSON import. */
export interface GeoJsonImportOptions {
  /** The id of a feature that has none (default `feature-{index}`). */
  readonly idFor?: (index: number) => string;
}

/** Drops a third (altitude) coordinate so that other tools' 3D positions still read. */
function flat(value: unknown): unknown {
  return Array.isArray(value) && value.length === 3 ? value.slice(0, 2) : value;
}

function coordinates(r: SchemaReader, g: Fields, type: GeometryType, path: string) {
  if (g['type'] !== type) return r.fail(`${path}.type`, `must be ${type} for this kind`);
  const c = g['coordinates'];
  const at = `${path}.coordinates`;
  if (type === 'Point') return r.lngLat(flat(c), at);
  if (type === 'LineString') {
    return Array.isArray(c)
      ? r.positions(c.map(flat), at, 0, ANNOTATION_LIMITS.maxPositions)
      : r.fail(at, 'must be an array of positions');
  }
  if (!Array.isArray(c) || !Array.isArray(c[0])) return r.fail(at, 'must hold an outer ring');
  const ring = r.positions(c[0].map(flat), `${at}[0]`, 4, ANNOTATION_LIMITS.maxPositions + 1);
  return ring;
}

function isPoint(v: unknown): v is LngLat {
  return Array.isArray(v) && typeof v[0] === 'number';
}

/** The kind's geometric fields from the feature's geometry; undefined after recording why not. */
function shapeOf(
  r: SchemaReader,
  kind: Annotation['kind'],
  g: Fields,
  path: string,
): Fields | undefined {
  switch (kind) {
    case 'marker':
    case 'militaryMarker':
    case 'coordinate': {
      const position = coordinates(r, g, 'Point', path);
      return isPoint(position) ? { position } : undefined;
    }
    case 'circle': {
      const center = coordinates(r, g, 'Point', path);
      return isPoint(center) ? { center } : undefined;
    }
    case 'polyline':
    case 'freehand': {
      const positions = coordinates(r, g, 'LineString', path);
      return positions === undefined ? undefined : { positions };
    }
    case 'arrow': {
      const line = coordinates(r, g, 'LineString', path) as LngLat[] | undefined;
      if (line === undefined) return undefined;
      if (line.length !== 2)
        return r.fail(`${path}.coordinates`, 'an arrow must have a start and an end');
      return { start: line[0], end: line[1] };
    }
    case 'polygon': {
      const ring = coordinates(r, g, 'Polygon', path) as LngLat[] | undefined;
      return ring === undefined ? undefined : { positions: ring.slice(0, -1) };
    }
    case 'rectangle':
    case 'image':
    case 'textBox': {
      // Written as [west,south] [east,south] [east,north] [west,north] [west,south].
      const ring = coordinates(r, g, 'Polygon', path) as LngLat[] | undefined;
      const sw = ring?.[0];
      const ne = ring?.[2];
      return sw === undefined || ne === undefined
        ? undefined
        : { box: [sw[0], sw[1], ne[0], ne[1]] };
    }
    default:
      return assertNever(kind);
  }
}

/** The kind a feature says it is, or the plainest kind its geometry can be. */
function kindOf(props: Fields, g: Fields): unknown {
  if (props['kind'] !== undefined) return props['kind'];
  if (g['type'] === 'Point') return typeof props['radius'] === 'number' ? 'circle' : 'marker';
  if (g['type'] === 'LineString') return 'polyline';
  if (g['type'] === 'Polygon') return 'polygon';
  return undefined;
}

function readFeature(
  r: SchemaReader,
  value: unknown,
  path: string,
  fallbackId: string,
): Annotation | undefined {
  const f = r.object(value, path);
  if (f === undefined) return undefined;
  if (f['type'] !== 'Feature') return r.fail(`${path}.type`, 'must be Feature');
  const props = f['properties'] == null ? {} : r.object(f['properties'], `${path}.properties`);
  const g = r.object(f['geometry'], `${path}.geometry`);
  if (props === undefined || g === undefined) return undefined;
  const kind = kindOf(props, g);
  if (!isAnnotationKind(kind)) {
    return r.fail(
      `${path}.properties.kind`,
      'must be an annotation kind, or the geometry a Point, LineString or Polygon',
    );
  }
  const shape = shapeOf(r, kind, g, `${path}.geometry`);
  if (shape === undefined) return undefined;
  const rawId = f['id'] ?? props['id'];
  const id = typeof rawId === 'number' ? String(rawId) : (rawId ?? fallbackId);
  return readAnnotation(r, { ...props, ...shape, id, kind }, `${path}.properties`);
}

/**
 * Reads annotations from a GeoJSON FeatureCollection or Feature: our own export back without
 * loss, other tools' points, lines and polygons as markers, paths and polygons with defaults.
 */
export function annotationsFromGeoJson(
  value: unknown,
  options: GeoJsonImportOptions = {},
): Validation<Annotation[]> {
  const r = new SchemaReader();
  const idFor = options.idFor ?? ((i: number) => `feature-${i}`);
  const root = r.object(value, '$');
  if (root === undefined) return { ok: false, issues: r.issues };
  const features = root['type'] === 'Feature' ? [root] : root['features'];
  const base = root['type'] === 'Feature' ? '$' : '$.features';
  if (
    root['type'] !== 'Feature' &&
    (root['type'] !== 'FeatureCollection' || !Array.isArray(features))
  ) {
    return {
      ok: false,
      issues: [{ path: '$', reason: 'must be a GeoJSON FeatureCollection or Feature' }],
    };
  }
  if (!Array.isArray(features)) return { ok: false, issues: r.issues };
  if (features.length > ANNOTATION_LIMITS.maxAnnotations) {
    return {
      ok: false,
      issues: [
        { path: base, reason: `must hold at most ${ANNOTATION_LIMITS.maxAnnotations} features` },
      ],
    };
  }
  const out: Annotation[] = [];
  const ids = new Set<string>();
  features.forEach((feature, i) => {
    const path = root['type'] === 'Feature' ? '$' : `${base}[${i}]`;
    const a = readFeature(r, feature, path, idFor(i));
    if (a === undefined) return;
    if (ids.has(a.id)) r.fail(`${path}.id`, `repeats the id ${a.id}`);
    ids.add(a.id);
    out.push(a);
  });
  return r.issues.length > 0 ? { ok: false, issues: r.issues } : { ok: true, value: out };
}
