// The client's types of the comment calls, derived from the TypeBox schemas of @unfurl/validators
// (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  AnnotationFeatureSchema,
  CommentDeletedSchema,
  CommentReportSchema,
  CommentSchema,
  CommentVoteBodySchema,
  CreateCommentBodySchema,
  UpdateCommentBodySchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** A comment as the API answers it, replies nested in `children` (1§3). */
export type CommentWire = Answer<Static<typeof CommentSchema>>;
/** One annotation of a comment: a GeoJSON Feature. */
export type CommentAnnotation = WireInput<Static<typeof AnnotationFeatureSchema>>;
/** Body of `POST /v1/comments`: listingId (a reply may leave it to its parent), text, annotations, parentId. */
export type NewComment = WireInput<Static<typeof CreateCommentBodySchema>>;
/** Body of `PUT /v1/comments/{id}`: new text or annotations. */
export type CommentChanges = WireInput<Static<typeof UpdateCommentBodySchema>>;
/** UP, DOWN or UNVOTE. */
export type CommentVoteValue = Static<typeof CommentVoteBodySchema>['vote'];
/** Answer of `POST /v1/comments/{id}/report`. */
export type CommentReport = Answer<Static<typeof CommentReportSchema>>;
/** Answer of `DELETE /v1/comments/{id}`: the ids removed (it and its replies) and the count after. */
export type CommentDeleted = Answer<Static<typeof CommentDeletedSchema>>;
