import { XMLParser } from 'fast-xml-parser';
import type { Annotation } from '../records/annotation';
import type { Validation } from '../records/schema-reader';
import { annotationsFromGeoJson, type GeoJsonImportOptions } from '../geojson/geojson-import';
import { fromKmlColor } from './kml-color';

type Node = Readonly<Record<string, unknown>>;

const CONTAINERS = new Set(['kml', 'Document', 'Folder']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  removeNSPrefix: true,
  isArray: (name) => ['Placemark', 'Folder', 'Document', 'Data'].includes(name),
});

function asNode(value: unknown): Node | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Node)
    : undefined;
}

function list(value: unknown): unknown[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const node = asNode(value);
  return typeof node?.['#text'] === 'string' ? node['#text'] : undefined;
}

/** Every Placemark in document order, however deep in Documents and Folders. */
function placemarks(node: Node, out: Node[] = []): Node[] {
  for (const [key, value] of Object.entries(node)) {
    if (key === 'Placemark') list(value).forEach((p) => asNode(p) && out.push(p as Node));
    else if (CONTAINERS.has(key))
      list(value).forEach((c) => asNode(c) && placemarks(c as Node, out));
  }
  return out;
}

/** "lng,lat[,alt] lng,lat…" as positions (NaN stays in, for the schema to refuse with a path). */
function positions(value: unknown): number[][] {
  return (text(value) ?? '')
    .trim()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .map((t) => t.split(',').slice(0, 2).map(Number));
}

function geometry(p: Node): unknown {
  const point = asNode(p['Point']);
  if (point) return { type: 'Point', coordinates: positions(point['coordinates'])[0] };
  const line = asNode(p['LineString']);
  if (line) return { type: 'LineString', coordinates: positions(line['coordinates']) };
  const polygon = asNode(p['Polygon']);
  const ring = asNode(asNode(asNode(polygon?.['outerBoundaryIs'])?.['LinearRing']));
  if (ring) return { type: 'Polygon', coordinates: [positions(ring['coordinates'])] };
  return { type: 'unsupported' };
}

/** ExtendedData values: JSON when they parse as JSON (ours), else the text (other tools'). */
function extendedData(p: Node): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const d of list(asNode(p['ExtendedData'])?.['Data'])) {
    const node = asNode(d);
    const name = node?.['@_name'];
    const value = text(node?.['value']);
    if (typeof name !== 'string' || value === undefined) continue;
    try {
      fields[name] = JSON.parse(value);
    } catch {
      fields[name] = value;
    }
  }
  return fields;
}

/** Style options of a Placemark without ours: its inline LineStyle and PolyStyle. */
function styleOptions(p: Node): Record<string, unknown> | undefined {
  const style = asNode(list(p['Style'])[0]);
  const line = fromKmlColor(text(asNode(style?.['LineStyle'])?.['color']) ?? '');
  const fill = fromKmlColor(text(asNode(style?.['PolyStyle'])?.['color']) ?? '');
  const width = Number(text(asNode(style?.['LineStyle'])?.['width']));
  const options: Record<string, unknown> = {};
  if (line) Object.assign(options, { color: line.color, opacity: line.opacity });
  if (fill) Object.assign(options, { fillColor: fill.color, fillOpacity: fill.opacity });
  if (Number.isFinite(width)) options['weight'] = width;
  return Object.keys(options).length > 0 ? options : undefined;
}

/** A Placemark as a GeoJSON Feature for the GeoJSON reader (a circle's centre back as its point). */
function toFeature(p: Node): Node {
  const properties = extendedData(p);
  let g = geometry(p);
  if (properties['kind'] === 'circle' && properties['center'] !== undefined) {
    g = { type: 'Point', coordinates: properties['center'] };
    delete properties['center'];
  }
  if (properties['options'] === undefined) {
    const options = styleOptions(p);
    if (options) properties['options'] = options;
  }
  const id = properties['id'] ?? p['@_id'];
  delete properties['id'];
  return { type: 'Feature', id, geometry: g, properties };
}

/**
 * Reads annotations from KML: our own export back without loss (ExtendedData), other tools'
 * points, lines and polygons with their line and fill styles. Issues name `Placemark[i]`.
 */
export function annotationsFromKml(
  kml: string,
  options: GeoJsonImportOptions = {},
): Validation<Annotation[]> {
  // KML never needs its own entities; refusing them rules out entity-expansion bombs.
  if (/<!ENTITY/i.test(kml)) {
    return {
      ok: false,
      issues: [{ path: '$', reason: 'is not KML: entity declarations are not accepted' }],
    };
  }
  let root: Node;
  try {
    root = parser.parse(kml, true) as Node;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'is not well-formed XML';
    return { ok: false, issues: [{ path: '$', reason: `is not KML: ${reason}` }] };
  }
  if (asNode(root['kml']) === undefined && root['Document'] === undefined) {
    return { ok: false, issues: [{ path: '$', reason: 'is not KML: no kml element' }] };
  }
  const features = placemarks(root).map(toFeature);
  const result = annotationsFromGeoJson({ type: 'FeatureCollection', features }, options);
  if (result.ok) return result;
  const issues = result.issues.map((i) => ({
    ...i,
    path: i.path.replace(/^\$\.features/, 'Placemark'),
  }));
  return { ok: false, issues };
}
