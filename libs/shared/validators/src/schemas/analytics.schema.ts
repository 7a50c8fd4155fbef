import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

/** Length limits of the analytics bodies (2§7): an event is small; anything longer is refused. */
export const ANALYTICS_LIMITS = {
  /** Bytes of one request body. */
  bodyBytes: 32 * 1024,
  /** action, provider, product, category. */
  name: 64,
  /** The imagery scene id. */
  sceneId: 256,
  label: 256,
  note: 1000,
  previewUrl: 2048,
  geometryWkt: 20_000,
} as const;

/** An action or category: a letter, then letters, digits, `_`, `-` or `.` (e.g. VIEW, download). */
const Name = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: ANALYTICS_LIMITS.name,
    pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
    description,
  });

const Text = (maxLength: number, description: string) => Type.String({ maxLength, description });

/** Body of `POST /v1/analytics` (2§7): an imagery event; a VIEW then refreshes the points. */
export const ImageryEventBodySchema = Type.Object(
  {
    action: Name('VIEW, DOWNLOAD or SHARE earn points; other actions are only recorded.'),
    provider: Type.Optional(Text(ANALYTICS_LIMITS.name, 'Imagery provider, e.g. SENTINEL.')),
    product: Type.Optional(Text(ANALYTICS_LIMITS.name, 'Product or overlay key, e.g. NDVI.')),
    geometryWKT: Type.Optional(
      Text(ANALYTICS_LIMITS.geometryWkt, 'The area seen, WKT in EPSG:4326 (lon lat).'),
    ),
    id: Type.Optional(Text(ANALYTICS_LIMITS.sceneId, 'The scene id (points need one).')),
    previewUrl: Type.Optional(Text(ANALYTICS_LIMITS.previewUrl, 'An http(s) preview link.')),
  },
  { title: 'ImageryEventBody' },
);

/** Body of `POST /v1/analytics/listing` (2§7): an event about one listing. */
export const ListingEventBodySchema = Type.Object(
  {
    action: Name('VIEW (counts toward popularity), DOWNLOAD, SHARE; others are only recorded.'),
    id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'Listing id.' }),
    note: Type.Optional(Text(ANALYTICS_LIMITS.note, 'Free text.')),
    isTask: Type.Optional(Type.Boolean({ description: 'The listing is a tasking order.' })),
  },
  { title: 'ListingEventBody' },
);

/** Body of `POST /v1/analytics/generic` (2§7): any other interface event; earns no points. */
export const GenericEventBodySchema = Type.Object(
  {
    category: Name('What part of the product, e.g. search.'),
    action: Name('What happened, e.g. open.'),
    label: Type.Optional(Text(ANALYTICS_LIMITS.label, 'Free label.')),
    note: Type.Optional(Text(ANALYTICS_LIMITS.note, 'Free text.')),
  },
  { title: 'GenericEventBody' },
);

/** Wire type of {@link ImageryEventBodySchema}. */
export type ImageryEventBodyWire = Static<typeof ImageryEventBodySchema>;
/** Wire type of {@link ListingEventBodySchema}. */
export type ListingEventBodyWire = Static<typeof ListingEventBodySchema>;
/** Wire type of {@link GenericEventBodySchema}. */
export type GenericEventBodyWire = Static<typeof GenericEventBodySchema>;
