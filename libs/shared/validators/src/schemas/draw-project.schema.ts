import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { StringEnum } from './string-enum.schema';

/**
 * Limits of draw projects (spec 1 §7, issue #15). The annotations themselves are checked by
 * `validateAnnotations` of `@unfurl/annotations-core` (its `ANNOTATION_LIMITS`), not here.
 */
export const DRAW_PROJECT_LIMITS = {
  titleMaxLength: 200,
  descriptionMaxLength: 5_000,
  keywordsMax: 30,
  keywordMaxLength: 50,
  layersMax: 50,
  /** Bytes of one save's JSON body; a bigger one is refused whole (413). */
  bodyMaxBytes: 16 * 1024 * 1024,
  /** Earlier saved versions kept per project (the oldest are dropped). */
  versionsKept: 20,
  pageMax: 100,
  /** Bytes of one draw image upload. */
  imageMaxBytes: 10 * 1024 * 1024,
} as const;

/** Access to a project: its owner, or a user it is shared with (EDIT saves, VIEW reads). */
export const DRAW_ACCESS = { owner: 'OWNER', edit: 'EDIT', view: 'VIEW' } as const;

/** One of the {@link DRAW_ACCESS} values. */
export type DrawAccess = (typeof DRAW_ACCESS)[keyof typeof DRAW_ACCESS];

/** What a project can be shared with: EDIT or VIEW. */
export const DRAW_SHARE_ACCESS = { edit: 'EDIT', view: 'VIEW' } as const;

/** One of the {@link DRAW_SHARE_ACCESS} values. */
export type DrawShareAccess = (typeof DRAW_SHARE_ACCESS)[keyof typeof DRAW_SHARE_ACCESS];

const Opacity = Type.Optional(Type.Number({ minimum: 0, maximum: 1 }));

/** A layer placed under the drawing: a listing, or a satellite image by its share record id. */
export const DrawLayerSchema = Type.Union(
  [
    Type.Object(
      { type: Type.Literal('LISTING'), listingId: Type.Integer({ minimum: 1 }), opacity: Opacity },
      { additionalProperties: false },
    ),
    Type.Object(
      {
        type: Type.Literal('SATELLITE'),
        shareId: Type.String({ pattern: '^[A-Za-z0-9_-]{4,64}$' }),
        opacity: Opacity,
      },
      { additionalProperties: false },
    ),
  ],
  { title: 'DrawLayer' },
);

/**
 * A project's data: its annotations (records of `@unfurl/annotations-core`, checked by the API
 * with path and reason of each issue) and its layers, bottom first.
 */
export const DrawProjectDataSchema = Type.Object(
  {
    annotations: Type.Array(Type.Unknown(), {
      description: 'Annotation records; checked by the server against the annotation schema.',
    }),
    layers: Type.Array(DrawLayerSchema, { maxItems: DRAW_PROJECT_LIMITS.layersMax }),
  },
  { additionalProperties: false, title: 'DrawProjectData' },
);

const Title = Type.String({ maxLength: DRAW_PROJECT_LIMITS.titleMaxLength });
const Description = Type.String({ maxLength: DRAW_PROJECT_LIMITS.descriptionMaxLength });
const Keywords = Type.Array(
  Type.String({ minLength: 1, maxLength: DRAW_PROJECT_LIMITS.keywordMaxLength }),
  { maxItems: DRAW_PROJECT_LIMITS.keywordsMax },
);

/** Body of `POST /v1/map-draw/projects`; the description is blanked on creation (1§7). */
export const CreateDrawProjectBodySchema = Type.Object(
  {
    title: Type.Optional(Title),
    keywords: Type.Optional(Keywords),
    data: DrawProjectDataSchema,
  },
  { additionalProperties: false },
);

/**
 * Body of `PUT /v1/map-draw/projects/{id}`: the fields to change and the `version` the change
 * is based on (or an `If-Match` header); an older version than the stored one is a 409.
 */
export const UpdateDrawProjectBodySchema = Type.Object(
  {
    version: Type.Optional(Type.Integer({ minimum: 1 })),
    title: Type.Optional(Title),
    description: Type.Optional(Description),
    keywords: Type.Optional(Keywords),
    data: Type.Optional(DrawProjectDataSchema),
  },
  { additionalProperties: false },
);

/** Headers of `PUT /v1/map-draw/projects/{id}`: the optional `If-Match` version. */
export const DrawProjectUpdateHeadersSchema = Type.Object({
  subdomain: Type.Optional(Type.String({ maxLength: 63 })),
  'if-match': Type.Optional(Type.String({ maxLength: 40 })),
});

/** Path of `/v1/map-draw/projects/{id}`. */
export const DrawProjectParamsSchema = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** Path of `/v1/map-draw/projects/{id}/shares/{userId}`. */
export const DrawShareParamsSchema = Type.Object({
  id: Type.String({ maxLength: 20 }),
  userId: Type.String({ maxLength: 64 }),
});

/** Body of `PUT /v1/map-draw/projects/{id}/shares/{userId}`. */
export const DrawShareBodySchema = Type.Object(
  { access: StringEnum(Object.values(DRAW_SHARE_ACCESS)) },
  { additionalProperties: false },
);

/** Query of the project lists: `limit` (default 20) and `offset`. */
export const DrawProjectPageQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DRAW_PROJECT_LIMITS.pageMax })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

/** Query of `GET /v1/map-draw/projects/search`: paging, keywords, area of interest. */
export const DrawProjectSearchQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: DRAW_PROJECT_LIMITS.pageMax })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  keywords: Type.Optional(Type.String({ maxLength: 200 })),
  aoi: Type.Optional(
    Type.String({
      maxLength: 100_000,
      description: 'WKT POLYGON or MULTIPOLYGON, or GeoJSON Polygon / MultiPolygon, in lon/lat.',
    }),
  ),
});

const Owner = Type.Object({ id: Type.String(), name: Type.String() });

/** A project without its data, as the lists answer it. */
export const DrawProjectSummarySchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    keywords: Type.Array(Type.String()),
    /** The envelope of the annotations (GeoJSON), null while there is none. */
    aoi: Type.Unknown(),
    version: Type.Integer(),
    access: StringEnum(Object.values(DRAW_ACCESS)),
    owner: Owner,
    /** Seconds since the epoch. */
    createdAt: Type.Number(),
    updatedAt: Type.Number(),
  },
  { title: 'DrawProjectSummary' },
);

/** One project with its data. */
export const DrawProjectSchema = Type.Composite(
  [DrawProjectSummarySchema, Type.Object({ data: DrawProjectDataSchema })],
  { title: 'DrawProject' },
);

/** A page of projects. */
export const DrawProjectListSchema = Type.Object(
  {
    projects: Type.Array(DrawProjectSummarySchema),
    total: Type.Integer({ minimum: 0 }),
    limit: Type.Integer(),
    offset: Type.Integer(),
  },
  { title: 'DrawProjectList' },
);

/** Answer of `DELETE /v1/map-draw/projects/{id}` (the atlas shows 'Stoary deleted successfully!'). */
export const DrawProjectDeletedSchema = Type.Object({
  isSuccess: Type.Boolean(),
  id: Type.Integer(),
  title: Type.String(),
});

/** One user a project is shared with. */
export const DrawShareSchema = Type.Object(
  {
    userId: Type.String(),
    name: Type.String(),
    access: StringEnum(Object.values(DRAW_SHARE_ACCESS)),
  },
  { title: 'DrawShare' },
);

/** Answer of `GET /v1/map-draw/projects/{id}/shares`. */
export const DrawShareListSchema = Type.Object({ shares: Type.Array(DrawShareSchema) });

/** Body of `POST /v1/map-draw/image/upload`. */
export const DrawImageUploadBodySchema = Type.Object(
  { filename: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

/** Path of `GET /v1/map-draw/image/{drawImageId}/{name}`. */
export const DrawImageParamsSchema = Type.Object({
  drawImageId: Type.String({ maxLength: 36 }),
  name: Type.String({ maxLength: 120 }),
});

/** Answer of `POST /v1/map-draw/image/upload`: PUT the image to `url`, then use `drawImageId`. */
export const DrawImageUploadSchema = Type.Object(
  {
    drawImageId: Type.String(),
    path: Type.String({ description: 'Object storage path of the image.' }),
    imageUrl: Type.String({
      description: 'Site path that shows the image once uploaded (the image annotation url).',
    }),
    url: Type.String({ description: 'Signed upload URL.' }),
    method: Type.Literal('PUT'),
    maxBytes: Type.Integer(),
    expiresAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'DrawImageUpload' },
);

/** A layer under a drawing. */
export type DrawLayerWire = Static<typeof DrawLayerSchema>;
/** A project's data on the wire. */
export type DrawProjectDataWire = Static<typeof DrawProjectDataSchema>;
/** Body of a new project. */
export type CreateDrawProjectBodyWire = Static<typeof CreateDrawProjectBodySchema>;
/** Body of a project save. */
export type UpdateDrawProjectBodyWire = Static<typeof UpdateDrawProjectBodySchema>;
/** Query of a project search. */
export type DrawProjectSearchQueryWire = Static<typeof DrawProjectSearchQuerySchema>;
/** A project in a list. */
export type DrawProjectSummaryWire = Static<typeof DrawProjectSummarySchema>;
/** A project with its data. */
export type DrawProjectWire = Static<typeof DrawProjectSchema>;
/** A page of projects. */
export type DrawProjectListWire = Static<typeof DrawProjectListSchema>;
/** Answer of a project deletion. */
export type DrawProjectDeletedWire = Static<typeof DrawProjectDeletedSchema>;
/** One share of a project. */
export type DrawShareWire = Static<typeof DrawShareSchema>;
/** Answer of a draw image upload. */
export type DrawImageUploadWire = Static<typeof DrawImageUploadSchema>;
