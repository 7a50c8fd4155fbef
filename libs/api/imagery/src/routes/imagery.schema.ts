import { Type } from '@sinclair/typebox';
import { LIMITS, MAX_IMAGE_PIXELS, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { StringEnum } from '@unfurl/validators';
import { IMAGE_CONTENT_TYPE } from '../render/encode-image';
import type { ImageContentType } from '../render/encode-image';

const SATELLITES = Object.values(SENTINEL_SATELLITE_TYPE) as SentinelSatelliteType[];

/** `[west, south, east, north]` in degrees (EPSG:4326). */
export const BboxSchema = Type.Array(Type.Number(), {
  minItems: 4,
  maxItems: 4,
  description: '[west, south, east, north] in degrees (EPSG:4326)',
});

/** An inclusive time range of ISO instants. */
export const TimeRangeSchema = Type.Object({
  from: Type.String({ description: 'ISO instant, e.g. 2020-02-01T00:00:00Z', maxLength: 40 }),
  to: Type.String({ description: 'ISO instant, e.g. 2020-02-29T23:59:59Z', maxLength: 40 }),
});

/** A satellite (rendering-script) type. */
export const SatelliteSchema = StringEnum(SATELLITES, { description: 'Satellite type (2§3)' });

/** Body of `POST /imagery/search`. */
export const ImagerySearchBodySchema = Type.Object({
  bbox: BboxSchema,
  timeRange: TimeRangeSchema,
  satellites: Type.Array(SatelliteSchema, { default: [], maxItems: 4 }),
  limit: Type.Integer({ minimum: 1, maximum: 500, default: LIMITS.satelliteSearchLimit }),
});

/** One search item: the spec's search hit plus bbox, collection, resolution and preview. */
export const ImagerySearchItemSchema = Type.Object(
  {
    id: Type.String(),
    datetime: Type.String(),
    satellite: Type.String(),
    cloudCover: Type.Number(),
    instruments: Type.Array(Type.String()),
    bands: Type.Array(Type.String()),
    constellation: Type.String(),
    bbox: Type.Array(Type.Number()),
    collection: Type.String(),
    resolution: Type.Number(),
    previewUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ImagerySearchItem' },
);

/** Response of `POST /imagery/search`. */
export const ImagerySearchResponseSchema = Type.Object({
  items: Type.Array(ImagerySearchItemSchema),
});

/** Body of `POST /imagery/generate-image` and `/generate-thumbnail`. */
export const GenerateImageBodySchema = Type.Object({
  bbox: BboxSchema,
  timeRange: TimeRangeSchema,
  satellite: SatelliteSchema,
  evalscript: Type.Optional(Type.String({ maxLength: 100_000 })),
  evalscriptName: Type.Optional(Type.String({ maxLength: 200 })),
  width: Type.Integer({ minimum: 1, description: `At most ${MAX_IMAGE_PIXELS} px` }),
  height: Type.Integer({ minimum: 1, description: `At most ${MAX_IMAGE_PIXELS} px` }),
  contentType: StringEnum(Object.values(IMAGE_CONTENT_TYPE) as ImageContentType[], {
    default: IMAGE_CONTENT_TYPE.png,
  }),
  quality: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  previewMode: Type.Optional(Type.String({ maxLength: 40 })),
  processing: Type.Optional(
    Type.Object({
      upsampling: Type.Optional(StringEnum(['NEAREST', 'BILINEAR'])),
      downsampling: Type.Optional(StringEnum(['NEAREST', 'BILINEAR'])),
      orthorectify: Type.Optional(Type.Boolean()),
      backCoeff: Type.Optional(Type.String({ maxLength: 40 })),
      demInstance: Type.Optional(Type.String({ maxLength: 40 })),
    }),
  ),
});

/** The image bytes of a render. */
export const ImageResponseSchema = Type.String({
  format: 'binary',
  description: 'PNG or JPEG image (Content-Type image/png or image/jpeg)',
});

/** A short-link record (2§3); `id` optional on create. */
export const ShortUrlBodySchema = Type.Object({
  id: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' })),
  bbox: BboxSchema,
  date: Type.String({ maxLength: 40 }),
  evalscript: Type.String({ maxLength: 100_000 }),
  satellite: Type.String({ maxLength: 40 }),
  pixelWidth: Type.Integer({ minimum: 1 }),
  pixelHeight: Type.Integer({ minimum: 1 }),
  thumbnailPixelWidth: Type.Integer({ minimum: 1 }),
  thumbnailPixelHeight: Type.Integer({ minimum: 1 }),
  resolution: Type.Number({ exclusiveMinimum: 0 }),
  imageUrl: Type.String({ default: '', maxLength: 2000 }),
});

/** The stored short-link record. */
export const ShortUrlRecordSchema = Type.Object(
  { ...ShortUrlBodySchema.properties, id: Type.String() },
  { title: 'ShortLinkRecord' },
);

/** Response of `POST /imagery/short-url`. */
export const ShortUrlIdSchema = Type.Object({ id: Type.String() });

/** Path of `GET /imagery/short-url/{id}`. */
export const ShortUrlParamsSchema = Type.Object({ id: Type.String({ maxLength: 200 }) });
