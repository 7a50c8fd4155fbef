import {
  ANNOTATION_KINDS,
  UNITS,
  isAnnotationKind,
  meters,
  type AnnotationOptions,
  type Units,
} from '@unfurl/domain';
import { fillPatternOrDefault } from '@unfurl/validators';
import { assertNever, type Annotation } from './annotation';
import { ANNOTATION_LIMITS as L } from './annotation-limits';
import { isCoordinateDisplay, COORDINATE_DISPLAY } from './coordinate-display';
import { defaultCommonFields } from './create-annotation';
import { SchemaReader, type Validation } from './schema-reader';

type Fields = Readonly<Record<string, unknown>>;
const COLOR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{1,30})$/;

function readColor(r: SchemaReader, value: unknown, path: string): string | undefined {
  const s = r.string(value, path, L.colorLength, 1);
  if (s !== undefined && !COLOR.test(s))
    return r.fail(path, 'must be a #hex colour or a colour name');
  return s;
}

/** An image address a browser may load: http(s), a path on this site, or an inline image. */
const IMAGE_URL =
  /^(https?:\/\/[^\s]+|\/[^\s/][^\s]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+)$/;

function readImageUrl(r: SchemaReader, value: unknown, path: string): string | undefined {
  const s = r.string(value, path, L.urlLength, 1);
  if (s !== undefined && !IMAGE_URL.test(s)) {
    return r.fail(path, 'must be an http(s) address, a path on this site or a data:image URL');
  }
  return s;
}

function readOptions(r: SchemaReader, value: unknown, path: string): AnnotationOptions | undefined {
  const d = defaultCommonFields().options;
  if (value === undefined) return d;
  const o = r.object(value, path);
  if (o === undefined) return undefined;
  const color = r.optional(o['color'], d.color, (v) => readColor(r, v, `${path}.color`));
  const weight = r.optional(o['weight'], d.weight, (v) =>
    r.number(v, `${path}.weight`, 0, L.maxWeight),
  );
  const opacity = r.optional(o['opacity'], d.opacity, (v) => r.number(v, `${path}.opacity`, 0, 1));
  const fillColor = r.optional(o['fillColor'], color ?? d.fillColor, (v) =>
    readColor(r, v, `${path}.fillColor`),
  );
  const fillOpacity = r.optional(o['fillOpacity'], d.fillOpacity, (v) =>
    r.number(v, `${path}.fillOpacity`, 0, 1),
  );
  if (color === undefined || weight === undefined || opacity === undefined) return undefined;
  if (fillColor === undefined || fillOpacity === undefined) return undefined;
  return { color, weight, opacity, fillColor, fillOpacity };
}

function readUnits(r: SchemaReader, value: unknown, path: string): Units | undefined {
  const known = Object.values(UNITS) as readonly unknown[];
  return known.includes(value)
    ? (value as Units)
    : r.fail(path, `must be one of ${known.join(', ')}`);
}

/** The common fields: id and kind required, the style optional (absent takes the default). */
function readCommon(r: SchemaReader, o: Fields, path: string) {
  const d = defaultCommonFields();
  const flag = (key: 'showArea' | 'showLength' | 'showRadius') =>
    r.optional(o[key], d[key], (v) => r.boolean(v, `${path}.${key}`));
  const common = {
    id: r.string(o['id'], `${path}.id`, L.idLength, 1),
    zIndex: r.optional(o['zIndex'], d.zIndex, (v) => r.integer(v, `${path}.zIndex`, -1e6, 1e9)),
    options: readOptions(r, o['options'], `${path}.options`),
    // An unknown fill pattern falls back to none rather than refusing the annotation.
    fillPattern: fillPatternOrDefault(o['fillPattern']),
    labelColor: r.optional(o['labelColor'], d.labelColor, (v) =>
      readColor(r, v, `${path}.labelColor`),
    ),
    labelBgColor: r.optional(o['labelBgColor'], d.labelBgColor, (v) =>
      readColor(r, v, `${path}.labelBgColor`),
    ),
    units: r.optional(o['units'], d.units, (v) => readUnits(r, v, `${path}.units`)),
    showArea: flag('showArea'),
    showLength: flag('showLength'),
    showRadius: flag('showRadius'),
  };
  const bounds = o['bounds'] === undefined ? undefined : r.box(o['bounds'], `${path}.bounds`);
  return bounds === undefined ? common : { ...common, bounds };
}

/** The kind's own fields, or undefined after recording why not. */
function readShape(r: SchemaReader, o: Fields, kind: Annotation['kind'], path: string) {
  const at = (key: string) => `${path}.${key}`;
  switch (kind) {
    case 'marker':
      return { position: r.lngLat(o['position'], at('position')) };
    case 'militaryMarker':
      return {
        position: r.lngLat(o['position'], at('position')),
        symbolCode: r.string(o['symbolCode'], at('symbolCode'), L.symbolCodeLength, 1),
      };
    case 'coordinate':
      return {
        position: r.lngLat(o['position'], at('position')),
        display: r.optional(o['display'], COORDINATE_DISPLAY.dd, (v) =>
          isCoordinateDisplay(v) ? v : r.fail(at('display'), 'must be WGS84 DD, DMS, UTM or MGRS'),
        ),
      };
    case 'polyline':
    case 'freehand':
      return { positions: r.positions(o['positions'], at('positions'), 2, L.maxPositions) };
    case 'polygon':
      return { positions: r.positions(o['positions'], at('positions'), 3, L.maxPositions) };
    case 'rectangle':
      return { box: r.box(o['box'], at('box')) };
    case 'circle': {
      const radius = r.number(o['radius'], at('radius'), Number.MIN_VALUE, L.maxRadius);
      return { center: r.lngLat(o['center'], at('center')), radius: radius && meters(radius) };
    }
    case 'arrow':
      return { start: r.lngLat(o['start'], at('start')), end: r.lngLat(o['end'], at('end')) };
    case 'image': {
      const shape = {
        box: r.box(o['box'], at('box')),
        url: readImageUrl(r, o['url'], at('url')),
      };
      if (o['drawImageId'] === undefined) return shape;
      return {
        ...shape,
        drawImageId: r.string(o['drawImageId'], at('drawImageId'), L.idLength, 1),
      };
    }
    case 'textBox':
      return {
        box: r.box(o['box'], at('box')),
        text: r.string(o['text'], at('text'), L.textLength),
        fontSize: r.optional(o['fontSize'], 14, (v) =>
          r.number(v, at('fontSize'), 1, L.maxFontSize),
        ),
      };
    default:
      return assertNever(kind);
  }
}

/** Reads one annotation into `r`; undefined when it has issues. */
export function readAnnotation(
  r: SchemaReader,
  value: unknown,
  path: string,
): Annotation | undefined {
  const o = r.object(value, path);
  if (o === undefined) return undefined;
  const kind = o['kind'];
  if (!isAnnotationKind(kind)) {
    return r.fail(`${path}.kind`, `must be one of ${ANNOTATION_KINDS.join(', ')}`);
  }
  const before = r.issues.length;
  const common = readCommon(r, o, path);
  const shape = readShape(r, o, kind, path);
  if (r.issues.length > before) return undefined;
  return { ...common, ...shape, kind } as Annotation;
}

/**
 * Checks one annotation and rebuilds it from its known fields: absent style fields take the
 * defaults, an unknown fill pattern becomes none; anything malformed is refused with its path.
 */
export function validateAnnotation(value: unknown): Validation<Annotation> {
  const r = new SchemaReader();
  const annotation = readAnnotation(r, value, '$');
  return annotation === undefined
    ? { ok: false, issues: r.issues }
    : { ok: true, value: annotation };
}

/** Checks an array of annotations: each one, their count and that ids are unique. */
export function validateAnnotations(value: unknown): Validation<Annotation[]> {
  const r = new SchemaReader();
  if (!Array.isArray(value))
    return { ok: false, issues: [{ path: '$', reason: 'must be an array' }] };
  if (value.length > L.maxAnnotations) {
    return {
      ok: false,
      issues: [{ path: '$', reason: `must hold at most ${L.maxAnnotations} annotations` }],
    };
  }
  const out: Annotation[] = [];
  const ids = new Set<string>();
  value.forEach((item, i) => {
    const a = readAnnotation(r, item, `$[${i}]`);
    if (a === undefined) return;
    if (ids.has(a.id)) r.fail(`$[${i}].id`, `repeats the id ${a.id}`);
    ids.add(a.id);
    out.push(a);
  });
  return r.issues.length > 0 ? { ok: false, issues: r.issues } : { ok: true, value: out };
}
