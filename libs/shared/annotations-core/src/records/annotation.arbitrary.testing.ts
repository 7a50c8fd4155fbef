import fc from 'fast-check';
import { FILL_PATTERNS, LABEL_COLORS, UNITS, meters, type BoundingBox } from '@unfurl/domain';
import type { Annotation, LngLat } from './annotation';
import { COORDINATE_DISPLAYS } from './coordinate-display';

// Arbitrary annotations of every kind for property-based tests (test data for this lib).

/** A finite double in [min, max], never -0 (JSON and XML cannot tell it from 0). */
const coordinate = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((v) => v + 0);

const lngLat: fc.Arbitrary<LngLat> = fc.tuple(coordinate(-180, 180), coordinate(-90, 90));

const box: fc.Arbitrary<BoundingBox> = fc
  .tuple(coordinate(-180, 180), coordinate(-90, 90), coordinate(-180, 180), coordinate(-90, 90))
  .map(([w, a, e, b]) => [w, Math.min(a, b), e, Math.max(a, b)] as const);

const color = fc.oneof(
  fc.constantFrom(...LABEL_COLORS, 'transparent'),
  fc.stringMatching(/^#[0-9a-f]{6}$/),
);

/** Text with XML-special characters and non-ASCII letters, without control characters. */
const text = (minLength: number, maxLength: number) =>
  fc.string({
    minLength,
    maxLength,
    unit: fc.constantFrom('a', 'Z', ' ', '<', '&', '"', "'", '>', 'é', '漢', '\n'),
  });

const common = fc.record(
  {
    id: text(1, 24).filter((s) => s.trim() === s && s.length > 0),
    zIndex: fc.integer({ min: 0, max: 100_000 }),
    options: fc.record({
      color,
      weight: fc.integer({ min: 0, max: 20 }),
      opacity: fc.double({ min: 0, max: 1, noNaN: true }).map((v) => v + 0),
      fillColor: color,
      fillOpacity: fc.double({ min: 0, max: 1, noNaN: true }).map((v) => v + 0),
    }),
    fillPattern: fc.constantFrom(...FILL_PATTERNS),
    labelColor: color,
    labelBgColor: color,
    units: fc.constantFrom(...Object.values(UNITS)),
    showArea: fc.boolean(),
    showLength: fc.boolean(),
    showRadius: fc.boolean(),
    bounds: box,
  },
  {
    requiredKeys: [
      'id',
      'zIndex',
      'options',
      'fillPattern',
      'labelColor',
      'labelBgColor',
      'units',
      'showArea',
      'showLength',
      'showRadius',
    ],
  },
);

const path = (min: number) => fc.array(lngLat, { minLength: min, maxLength: 12 });

const shapes = fc.oneof(
  fc.record({ kind: fc.constant('marker' as const), position: lngLat }),
  fc.record({
    kind: fc.constant('militaryMarker' as const),
    position: lngLat,
    symbolCode: fc.stringMatching(/^[A-Z0-9-]{15}$/),
  }),
  fc.record({
    kind: fc.constant('coordinate' as const),
    position: lngLat,
    display: fc.constantFrom(...COORDINATE_DISPLAYS),
  }),
  fc.record({ kind: fc.constant('polyline' as const), positions: path(2) }),
  fc.record({ kind: fc.constant('freehand' as const), positions: path(2) }),
  fc.record({ kind: fc.constant('polygon' as const), positions: path(3) }),
  fc.record({ kind: fc.constant('rectangle' as const), box }),
  fc.record({
    kind: fc.constant('circle' as const),
    center: lngLat,
    radius: fc.double({ min: 0.001, max: 1e7, noNaN: true }).map(meters),
  }),
  fc.record({ kind: fc.constant('arrow' as const), start: lngLat, end: lngLat }),
  fc.record(
    { kind: fc.constant('image' as const), box, url: fc.webUrl(), drawImageId: fc.uuid() },
    { requiredKeys: ['kind', 'box', 'url'] },
  ),
  fc.record({
    kind: fc.constant('textBox' as const),
    box,
    text: text(0, 40),
    fontSize: fc.integer({ min: 1, max: 200 }),
  }),
);

/** Any valid annotation. */
export const annotationArbitrary: fc.Arbitrary<Annotation> = fc
  .tuple(common, shapes)
  .map(([c, s]) => ({ ...c, ...s }) as Annotation);

/** Valid annotations with unique ids. */
export const annotationsArbitrary: fc.Arbitrary<Annotation[]> = fc.uniqueArray(
  annotationArbitrary,
  {
    maxLength: 8,
    selector: (a) => a.id,
  },
);
