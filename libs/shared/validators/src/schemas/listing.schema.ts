import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { CATEGORIES, LIMITS, LISTING_TYPES, SORT_OPTIONS } from '@unfurl/domain';
import type { Category, Listing } from '@unfurl/domain';
import { StringEnum } from './string-enum.schema';

/** A listing as the API returns it (1§3); createdAt/updatedAt in seconds since the epoch. */
export const ListingSchema = Type.Object(
  {
    id: Type.Integer(),
    seoTitle: Type.String({ description: 'Slug ending in -{id}.' }),
    title: Type.String(),
    description: Type.String(),
    listingType: StringEnum(LISTING_TYPES),
    geometryWKT: Type.String({ description: 'Footprint, WKT in EPSG:4326.' }),
    bboxWKT: Type.Union([Type.String(), Type.Null()]),
    // Unsafe only narrows the static type to the domain's readonly arrays (what the db layer
    // returns); the JSON schema is the plain array.
    tags: Type.Unsafe<readonly string[]>(Type.Array(Type.String())),
    categories: Type.Unsafe<readonly Category[]>(Type.Array(StringEnum(CATEGORIES))),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
    updatedAt: Type.Integer({ description: 'Seconds since the epoch.' }),
    userId: Type.String(),
    userName: Type.Union([Type.String(), Type.Null()]),
    totalComments: Type.Integer(),
    totalLikes: Type.Integer(),
    previewUrl: Type.Union([Type.String(), Type.Null()]),
    isPrivate: Type.Boolean(),
    isFeatured: Type.Boolean(),
    status: Type.Optional(
      Type.String({ description: 'pending-upload, processing, ready or failed (single fetch).' }),
    ),
    statusReason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    reviewStatus: Type.Optional(Type.String({ description: 'PENDING, APPROVED or REJECTED.' })),
  },
  { title: 'Listing' },
);

const SORT_VALUES = [...SORT_OPTIONS, ...SORT_OPTIONS.map((option) => option.toLowerCase())];

const PageFields = {
  limit: Type.Integer({ minimum: 1, maximum: LIMITS.listingsMax, default: LIMITS.defaultPageSize }),
  offset: Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 }),
};

/** Query of `GET /v1/listings` (1§7). Category values are checked against the closed set by the server. */
export const ListingsQuerySchema = Type.Object({
  ...PageFields,
  keywords: Type.Optional(
    Type.String({ maxLength: 500, description: 'Full-text search (web search syntax).' }),
  ),
  category: Type.Optional(
    Type.String({
      maxLength: 500,
      description: 'Comma-joined lower-case categories; any may match.',
    }),
  ),
  aoi: Type.Optional(
    Type.String({
      maxLength: 200_000,
      description: 'Area of interest: WKT POLYGON or MULTIPOLYGON in EPSG:4326.',
    }),
  ),
  orderBy: Type.Optional(
    StringEnum(SORT_VALUES, { description: 'Sort option (case-insensitive).' }),
  ),
  userId: Type.Optional(Type.String({ format: 'uuid' })),
  onlyMaps: Type.Optional(
    Type.Boolean({ description: 'Leave out ORDER and NOT_SUPPORTED listings.' }),
  ),
  listingTypes: Type.Optional(
    Type.String({ maxLength: 500, description: 'Extension: comma-joined listing types to keep.' }),
  ),
});

/** Query of `GET /v1/listings/featured`. */
export const FeaturedQuerySchema = Type.Object(PageFields);

/** Response of `GET /v1/listings`. */
export const ListingsPageSchema = Type.Object({
  listings: Type.Array(ListingSchema),
  total: Type.Integer({
    description: 'Exact up to 1,000 matches; beyond, the planner estimate (see totalIsEstimate).',
  }),
  totalIsEstimate: Type.Optional(
    Type.Boolean({
      description: 'True when total is an estimate ("about N"). The server always sends it.',
    }),
  ),
});

/** Response of the featured and nearby calls (`nextCursor` only where paging applies). */
export const ListingsCursorPageSchema = Type.Object({
  listings: Type.Array(ListingSchema),
  nextCursor: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

/** Query of `GET /v1/listings/nearby`. */
export const NearbyQuerySchema = Type.Object({
  lat: Type.Number({ minimum: -90, maximum: 90 }),
  lng: Type.Number({ minimum: -180, maximum: 180 }),
  distance: Type.Number({
    exclusiveMinimum: 0,
    maximum: 20_000_000,
    default: LIMITS.nearbyDistance,
  }),
  limit: PageFields.limit,
  nextCursor: Type.Optional(Type.String({ maxLength: 200 })),
});

/** Path parameters `{id}` of listing and bundle routes. */
export const IdParamsSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});

/** Query of `GET /listing-preview/{id}`. */
export const ListingPreviewQuerySchema = Type.Object({
  size: StringEnum(['small', 'medium', 'sharing'] as const, { default: 'medium' }),
  subdomain: Type.Optional(Type.String({ maxLength: 63 })),
  authorization: Type.Optional(
    Type.String({ maxLength: 4096, description: 'An id token: members see private previews.' }),
  ),
});

// Compile-time check: the runtime schema produces exactly the wire type of @unfurl/domain.
type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Writable<T> = { -readonly [K in keyof T]: T[K] };
const listingMatchesDomain: Equal<Static<typeof ListingSchema>, Writable<Listing>> = true;
void listingMatchesDomain;
