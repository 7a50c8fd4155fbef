import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';
import { COMMENT_VOTE } from '@unfurl/domain';
import { StringEnum } from './string-enum.schema';

/** Size limits of a comment (beyond the spec: it gives none). */
export const COMMENT_LIMITS = {
  /** Characters of the text, a string or all lines together. */
  textMax: 10_000,
  linesMax: 500,
  annotationsMax: 100,
  /** Positions of all annotations of one comment together. */
  positionsMax: 10_000,
  /** Replies below a top-level comment (a reply's reply is depth 2). */
  replyDepthMax: 20,
} as const;

const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const Latitude = Type.Number({ minimum: -90, maximum: 90 });
/** `[longitude, latitude]` or `[longitude, latitude, altitude]`, WGS 84 degrees. */
const Position = Type.Union([
  Type.Tuple([Longitude, Latitude]),
  Type.Tuple([Longitude, Latitude, Type.Number()]),
]);
const Line = Type.Array(Position, { minItems: 2 });
const Ring = Type.Array(Position, { minItems: 4 });

const geometry = <T extends TSchema>(type: string, coordinates: T) =>
  Type.Object({ type: Type.Literal(type), coordinates }, { additionalProperties: false });

/** A GeoJSON geometry of an annotation (RFC 7946; no GeometryCollection). */
export const AnnotationGeometrySchema = Type.Union([
  geometry('Point', Position),
  geometry('MultiPoint', Type.Array(Position, { minItems: 1 })),
  geometry('LineString', Line),
  geometry('MultiLineString', Type.Array(Line, { minItems: 1 })),
  geometry('Polygon', Type.Array(Ring, { minItems: 1 })),
  geometry('MultiPolygon', Type.Array(Type.Array(Ring, { minItems: 1 }), { minItems: 1 })),
]);

/** One annotation: a GeoJSON Feature pinned to the listing's map; properties hold its style. */
export const AnnotationFeatureSchema = Type.Object(
  {
    type: Type.Literal('Feature'),
    id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number()])),
    geometry: AnnotationGeometrySchema,
    properties: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  },
  { additionalProperties: false, title: 'AnnotationFeature' },
);

/** A comment's annotations: GeoJSON features, or null for none. */
export const CommentAnnotationsSchema = Type.Union([
  Type.Array(AnnotationFeatureSchema, { maxItems: COMMENT_LIMITS.annotationsMax }),
  Type.Null(),
]);

/** Comment text as written (1§3): a string or a list of lines. */
export const CommentTextSchema = Type.Union([
  Type.String({ minLength: 1, maxLength: COMMENT_LIMITS.textMax }),
  Type.Array(Type.String({ maxLength: COMMENT_LIMITS.textMax }), {
    minItems: 1,
    maxItems: COMMENT_LIMITS.linesMax,
  }),
]);

/** Body of `POST /v1/comments` (1§7): text, annotations, and parentId for a reply. */
export const CreateCommentBodySchema = Type.Object({
  listingId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'The listing; a reply may leave it to its parent.' }),
  ),
  parentId: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      description: 'The comment this one replies to, on the same listing.',
    }),
  ),
  text: CommentTextSchema,
  annotations: Type.Optional(CommentAnnotationsSchema),
});

/** Body of `PUT /v1/comments/{id}` (1§7): new text and annotations (absent: unchanged). */
export const UpdateCommentBodySchema = Type.Object({
  text: Type.Optional(CommentTextSchema),
  annotations: Type.Optional(CommentAnnotationsSchema),
});

/** Body of `PUT /v1/comments/{id}/vote` (1§7). */
export const CommentVoteBodySchema = Type.Object({
  vote: StringEnum(Object.values(COMMENT_VOTE), { description: 'UNVOTE removes your vote.' }),
});

/** The `{id}` of a comment route. */
export const CommentIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 20 }) });

/** A comment and its replies as the API answers it (1§3, recursive through `children`). */
export const CommentSchema = Type.Recursive(
  (This) =>
    Type.Object({
      id: Type.Integer(),
      listingId: Type.Integer(),
      parentId: Type.Union([Type.Integer(), Type.Null()]),
      userId: Type.Union([Type.String(), Type.Null()]),
      userName: Type.Union([Type.String(), Type.Null()], {
        description: 'Null once the author has no account any more.',
      }),
      text: Type.Union([Type.String(), Type.Array(Type.String())]),
      annotations: CommentAnnotationsSchema,
      children: Type.Array(This, { description: 'Replies, oldest first.' }),
      userVote: StringEnum(Object.values(COMMENT_VOTE), {
        description: "The caller's vote; UNVOTE when none (or anonymous).",
      }),
      upVotes: Type.Integer({ minimum: 0 }),
      downVotes: Type.Integer({ minimum: 0 }),
      createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
      updatedAt: Type.Integer({ description: 'Seconds since the epoch.' }),
      hidden: Type.Optional(
        Type.Boolean({
          description: 'Hidden by moderation; only its author and tenant admins see it.',
        }),
      ),
      hiddenReason: Type.Optional(
        Type.Union([Type.String(), Type.Null()], {
          description: "The moderator's reason (null on a reply hidden with its parent).",
        }),
      ),
    }),
  { $id: 'Comment', title: 'Comment' },
);

/**
 * {@link CommentSchema} by reference (`{ $ref: 'Comment' }`): a server that `addSchema`s
 * CommentSchema answers with it, and its OpenAPI document names the shape once.
 */
export const CommentRefSchema = Type.Unsafe<Static<typeof CommentSchema>>(Type.Ref('Comment'));

/** Answer of `GET /v1/comments/listing/{id}`: top-level comments in server (creation) order. */
export const ListingCommentsSchema = Type.Array(CommentRefSchema);

/** Answer of `POST /v1/comments/{id}/report`: the recorded report. */
export const CommentReportSchema = Type.Object(
  {
    commentId: Type.Integer(),
    reason: Type.String(),
    message: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'CommentReport' },
);

/** Answer of `DELETE /v1/comments/{id}`: how many comments went (it and its replies). */
export const CommentDeletedSchema = Type.Object(
  {
    deletedIds: Type.Array(Type.Integer()),
    totalComments: Type.Integer({ minimum: 0, description: "The listing's count after it." }),
  },
  { title: 'CommentDeleted' },
);

/** A comment as the API answers it. */
export type CommentWire = Static<typeof CommentSchema>;
/** One annotation feature. */
export type AnnotationFeatureWire = Static<typeof AnnotationFeatureSchema>;
/** A recorded comment report. */
export type CommentReportWire = Static<typeof CommentReportSchema>;
/** What a delete removed. */
export type CommentDeletedWire = Static<typeof CommentDeletedSchema>;
