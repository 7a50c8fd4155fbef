// Wire schemas of the imagery service (`/imagery/...`, issue #5, 2§7): TypeBox, shared by the
// server (libs/api/imagery) and any client.
import { Type } from '@sinclair/typebox';
import { LIMITS, MAX_IMAGE_PIXELS, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import { StringEnum } from './string-enum.schema';

/** Image formats the imagery service encodes (image/tiff: a GeoTIFF of the script's output). */
const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/tiff'] as const;

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

/** Body of `POST /imagery/available-dates`: the days with scenes over an area (issue 11). */
export const AvailableDatesBodySchema = Type.Object({
  bbox: BboxSchema,
  timeRange: TimeRangeSchema,
  satellites: Type.Array(SatelliteSchema, { default: [], maxItems: 4 }),
  maxCloudCover: Type.Number({
    minimum: 0,
    maximum: 100,
    default: 100,
    description: 'Leave out scenes with more cloud cover than this (percent)',
  }),
});

/** One day with scenes: how many, and the lowest cloud cover among them (percent). */
export const AvailableDateSchema = Type.Object(
  {
    day: Type.String({ description: 'YYYY-MM-DD (UTC)' }),
    scenes: Type.Integer({ minimum: 1 }),
    cloudCover: Type.Number({ description: 'Lowest cloud cover of the day, percent' }),
  },
  { title: 'AvailableDate' },
);

/**
 * Response of `POST /imagery/available-dates`: the days (oldest first) within the cloud limit,
 * what the limit left out, and whether any scene ever covers the area (newest day, any date), so a
 * client can name why a search finds nothing.
 */
export const AvailableDatesResponseSchema = Type.Object({
  days: Type.Array(AvailableDateSchema),
  scenesInRange: Type.Integer({ minimum: 0, description: 'Scenes in the range, any cloud cover' }),
  tooCloudy: Type.Integer({ minimum: 0, description: 'Scenes in the range over the cloud limit' }),
  covered: Type.Boolean({ description: 'Whether any scene of these satellites covers the area' }),
  newestDay: Type.Union([Type.String(), Type.Null()], {
    description: 'The newest day with a scene over the area, any date (null when none)',
  }),
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
  contentType: StringEnum<(typeof IMAGE_CONTENT_TYPES)[number]>(IMAGE_CONTENT_TYPES, {
    default: 'image/png',
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
  description:
    'PNG, JPEG or GeoTIFF image (Content-Type image/png, image/jpeg or image/tiff); a GeoTIFF keeps the script output bands and sampleType, georeferenced in the request CRS',
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

const wmsParam = (description: string) =>
  Type.Optional(Type.String({ maxLength: 200_000, description }));

/** Query of `GET /imagery/wms` (names are case-insensitive; see `parseWmsQuery`). */
export const WmsQuerySchema = Type.Object(
  {
    SERVICE: wmsParam('WMS'),
    VERSION: wmsParam('1.1.1 or 1.3.0 (default); EPSG:4326 BBOX is lat,lon under 1.3.0'),
    REQUEST: wmsParam('GetMap (default) or GetCapabilities'),
    LAYERS: wmsParam(
      'TRUE_COLOR, FALSE_COLOR, GEOLOGY, NDVI, SENTINEL_1_RADAR, LANDSAT_8 or a built-in script id',
    ),
    STYLES: wmsParam('ignored'),
    TIME: wmsParam('a date, or start/end'),
    BBOX: wmsParam('minx,miny,maxx,maxy in the CRS'),
    CRS: wmsParam('EPSG:3857 (default) or EPSG:4326 (WMS 1.3.0)'),
    SRS: wmsParam('the CRS under WMS 1.1.1'),
    WIDTH: wmsParam('pixels, up to 2500'),
    HEIGHT: wmsParam('pixels, up to 2500'),
    RESOLUTION: wmsParam('metres per pixel, instead of WIDTH and HEIGHT'),
    MAXCC: wmsParam('maximum cloud cover 0-100 (default 100)'),
    FORMAT: wmsParam('image/png (default), image/jpeg or image/tiff'),
    TRANSPARENT: wmsParam('ignored: PNG no-data is always transparent'),
    SATELLITE: wmsParam('the collection, when the layer does not decide it'),
    EVALSCRIPT: wmsParam('a custom evalscript, base64'),
  },
  {
    additionalProperties: Type.String({ maxLength: 200_000 }),
    description:
      'WMS 1.1.1/1.3.0 style; parameter names are case-insensitive (the names below, in any case).',
  },
);

/** Body of `POST /imagery/statistics`. */
export const StatisticsBodySchema = Type.Object({
  bbox: BboxSchema,
  timeRange: TimeRangeSchema,
  satellite: SatelliteSchema,
  evalscript: Type.Optional(Type.String({ maxLength: 100_000 })),
  evalscriptName: Type.Optional(Type.String({ maxLength: 200 })),
  resolution: Type.Number({
    exclusiveMinimum: 0,
    maximum: 100_000,
    default: 200,
    description: 'Metres per pixel of the statistics grid (default 200, 2§9)',
  }),
  maxCloudCoverage: Type.Number({ minimum: 0, maximum: 100, default: 100 }),
});

const Stat = Type.Union([Type.Number(), Type.Null()]);

/** Statistics of one band (Sentinel Hub Statistical API names). */
export const BandStatisticsSchema = Type.Object({
  min: Stat,
  max: Stat,
  mean: Stat,
  stDev: Stat,
  sampleCount: Type.Integer(),
  noDataCount: Type.Integer(),
  percentiles: Type.Object({ '10.0': Stat, '50.0': Stat, '90.0': Stat }),
});

/** Response of `POST /imagery/statistics`: one interval per day with scenes, oldest first. */
export const StatisticsResponseSchema = Type.Object(
  {
    data: Type.Array(
      Type.Object({
        interval: Type.Object({ from: Type.String(), to: Type.String() }),
        outputs: Type.Record(
          Type.String(),
          Type.Object({
            bands: Type.Record(Type.String(), Type.Object({ stats: BandStatisticsSchema })),
          }),
        ),
      }),
    ),
    status: Type.Literal('OK'),
  },
  { title: 'ImageryStatistics' },
);

/** Body of `POST /imagery/point-value`: the script's values at one place on one day. */
export const PointValueBodySchema = Type.Object({
  lon: Type.Number({ minimum: -180, maximum: 180, description: 'Longitude, degrees' }),
  lat: Type.Number({ minimum: -85, maximum: 85, description: 'Latitude, degrees' }),
  day: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'The UTC day of the image, YYYY-MM-DD',
  }),
  satellite: SatelliteSchema,
  evalscript: Type.Optional(Type.String({ maxLength: 100_000 })),
  evalscriptName: Type.Optional(Type.String({ maxLength: 200 })),
  maxCloudCoverage: Type.Number({ minimum: 0, maximum: 100, default: 100 }),
});

/**
 * Answer of `POST /imagery/point-value`: per output of the measured script (a built-in's index,
 * a visual script's band reflectance, a user script's raw values), one value per band; null where
 * the pixel has no data.
 */
export const PointValueResponseSchema = Type.Object(
  {
    lon: Type.Number(),
    lat: Type.Number(),
    day: Type.String(),
    outputs: Type.Record(Type.String(), Type.Array(Type.Union([Type.Number(), Type.Null()]))),
  },
  { title: 'ImageryPointValue' },
);

/**
 * The 4xx body of a failing evalscript (`EVALSCRIPT_ERROR`): `{ message, code }` whose message
 * ends in ` (line L, column C)` when the error has a place in the user's own script (syntax or
 * runtime; the isolate's wrapper lines are taken off), which editors read to mark the line.
 */
export const EvalscriptErrorSchema = Type.Object(
  {
    message: Type.String({
      description:
        "What is wrong; ends in ' (line L, column C)' (1-based, the user's own script) when known.",
    }),
    code: Type.String({ description: 'EVALSCRIPT_ERROR, EVALSCRIPT_TIME_LIMIT, ...' }),
  },
  { title: 'EvalscriptError' },
);
