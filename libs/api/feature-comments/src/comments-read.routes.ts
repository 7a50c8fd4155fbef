import { parseListingId } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  CommentIdParamsSchema,
  CommentRefSchema,
  ListingCommentsSchema,
  ListingIdParamsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { seesHiddenOf, viewerOf, visibleComment, visibleListing } from './comment-access';
import { parseCommentId } from './comment-input';
import { commentAnswer } from './comment-answer';
import { readListingComments } from './comment-read.queries';
import { nestComments } from './comment-tree';
import type { CommentsOptions } from './comments-options';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * `GET /v1/comments/listing/{id}` and `GET /v1/comments/{id}` (1§7; ): anyone who can
 * see the listing reads its comments; replies nested under their parent, every level in server
 * (creation) order, which the atlas shows reversed. A comment hidden by moderation, and
 * the replies below it, reach only its author and the tenant's admins.
 */
export const commentsReadRoutes: ResourcePlugin<CommentsOptions> = async (app, { db }) => {
  app.get(
    '/v1/comments/listing/:id',
    {
      schema: {
        tags: ['comments'],
        summary: "A listing's comments, oldest first, replies nested under their parent",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: ListingCommentsSchema, ...errors },
      },
    },
    async (request) => {
      const listing = await visibleListing(db, request, parseListingId(request.params.id));
      const viewer = viewerOf(request);
      return nestComments(
        await readListingComments(db, listing.id, viewer, seesHiddenOf(request)),
      );
    },
  );

  app.get(
    '/v1/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'One comment with its replies',
        headers: SubdomainHeadersSchema,
        params: CommentIdParamsSchema,
        response: { 200: CommentRefSchema, ...errors },
      },
    },
    async (request) => {
      const comment = await visibleComment(db, request, parseCommentId(request.params.id));
      return commentAnswer(db, comment.id, viewerOf(request), seesHiddenOf(request));
    },
  );
};
