import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from './string-enum.schema';

/** Limits of area follows (the API checks the rings, vertices and area beyond the schema). */
export const AREA_FOLLOW_LIMITS = {
  /** Areas one user may follow. */
  perUser: 50,
  nameMaxLength: 100,
  /** Positions of all rings of one area together. */
  verticesMax: 2_000,
  /** Square kilometres one area may cover (about France). */
  areaMaxKm2: 1_000_000,
} as const;

/** What an area follow watches: new listings, and newer scenes of satellite collections. */
export const AREA_WATCH = {
  listings: 'listings',
  sentinel2: 'sentinel-2-l2a',
  landsat: 'landsat-ot-l1',
  sentinel1: 'sentinel-1-grd',
} as const;

/** One of the {@link AREA_WATCH} values. */
export type AreaWatch = (typeof AREA_WATCH)[keyof typeof AREA_WATCH];

const WATCH_VALUES: readonly AreaWatch[] = Object.values(AREA_WATCH);

const Position = Type.Array(Type.Number(), { minItems: 2, maxItems: 3 });
const Ring = Type.Array(Position, { maxItems: AREA_FOLLOW_LIMITS.verticesMax });
const PolygonCoordinates = Type.Array(Ring, { minItems: 1, maxItems: 100 });

/** The followed area: a GeoJSON Polygon or MultiPolygon in lon/lat (RFC 7946). */
export const AreaFollowGeometrySchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('Polygon'), coordinates: PolygonCoordinates },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        type: Type.Literal('MultiPolygon'),
        coordinates: Type.Array(PolygonCoordinates, { minItems: 1, maxItems: 100 }),
      },
      { additionalProperties: false },
    ),
  ],
  { title: 'AreaFollowGeometry' },
);

const Name = Type.String({ minLength: 1, maxLength: AREA_FOLLOW_LIMITS.nameMaxLength });
const Watch = Type.Array(StringEnum(WATCH_VALUES), {
  minItems: 1,
  maxItems: WATCH_VALUES.length,
  uniqueItems: true,
  description: '`listings` and/or satellite types whose newer scenes notify.',
});

/** Body of `POST /v1/area-follows`. */
export const CreateAreaFollowBodySchema = Type.Object(
  { name: Name, geometry: AreaFollowGeometrySchema, watch: Watch },
  { additionalProperties: false },
);

/** Body of `PUT /v1/area-follows/{id}`: the fields to change (at least one). */
export const UpdateAreaFollowBodySchema = Type.Object(
  {
    name: Type.Optional(Name),
    geometry: Type.Optional(AreaFollowGeometrySchema),
    watch: Type.Optional(Watch),
  },
  { additionalProperties: false, minProperties: 1 },
);

/** Path of `PUT` and `DELETE /v1/area-follows/{id}`. */
export const AreaFollowParamsSchema = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** One followed area as the API answers it. */
export const AreaFollowSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    geometry: Type.Object({
      type: Type.Literal('MultiPolygon'),
      coordinates: Type.Array(Type.Array(Type.Array(Type.Array(Type.Number())))),
    }),
    watch: Type.Array(StringEnum(WATCH_VALUES)),
    /** Seconds since the epoch. */
    lastCheckedAt: Type.Number(),
    createdAt: Type.Number(),
  },
  { title: 'AreaFollow' },
);

/** Answer of `GET /v1/area-follows`: the caller's areas, newest first. */
export const AreaFollowListSchema = Type.Object(
  { areaFollows: Type.Array(AreaFollowSchema), total: Type.Integer({ minimum: 0 }) },
  { title: 'AreaFollowList' },
);

/** Answer of `DELETE /v1/area-follows/{id}`. */
export const AreaFollowDeletedSchema = Type.Object({ isSuccess: Type.Boolean() });

/** A followed area on the wire. */
export type AreaFollowWire = Static<typeof AreaFollowSchema>;
/** The area of a follow as sent. */
export type AreaFollowGeometryWire = Static<typeof AreaFollowGeometrySchema>;
/** Body of a new area follow. */
export type CreateAreaFollowBodyWire = Static<typeof CreateAreaFollowBodySchema>;
/** Body of a change to an area follow. */
export type UpdateAreaFollowBodyWire = Static<typeof UpdateAreaFollowBodySchema>;
/** The list of the caller's area follows. */
export type AreaFollowListWire = Static<typeof AreaFollowListSchema>;
