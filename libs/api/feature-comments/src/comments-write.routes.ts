import {
  BadRequestError,
  requireConfirmedEmail,
  requireSignIn,
  signedInUser,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { LISTING_TYPE } from '@unfurl/domain';
import {
  ApiErrorSchema,
  COMMENT_LIMITS,
  CommentDeletedSchema,
  CommentIdParamsSchema,
  CommentRefSchema,
  CreateCommentBodySchema,
  SubdomainHeadersSchema,
  UpdateCommentBodySchema,
} from '@unfurl/validators';
import { assertMayDelete, assertMayEdit, visibleComment, visibleListing } from './comment-access';
import { commentAnswer } from './comment-answer';
import {
  COMMENT_ERROR_CODE,
  CommentInputError,
  CommentNotFoundError,
  OrderNotCommentableError,
  ParentOnOtherListingError,
  ReplyTooDeepError,
} from './comment-errors';
import { commentDepth } from './comment-target.queries';
import { checkAnnotations, checkCommentText, parseCommentId } from './comment-input';
import {
  deleteCommentTree,
  insertComment,
  isGoneMeanwhile,
  updateComment,
} from './comment-write.queries';
import type { CommentsOptions } from './comments-options';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/**
 * `POST /v1/comments`, `PUT /v1/comments/{id}` and `DELETE /v1/comments/{id}` (1§7; R-286..R-288,
 * Signed-in users comment on listings they can see (401 first, then 404), never on
 * orders (422); a reply names its parent, on the same listing. Only the author edits; the author,
 * the listing's owner and tenant admins delete, and the replies go too.
 */
export const commentsWriteRoutes: ResourcePlugin<CommentsOptions> = async (app, { db }) => {
  app.post(
    '/v1/comments',
    {
      preValidation: [requireSignIn, requireConfirmedEmail],
      schema: {
        tags: ['comments'],
        summary: 'Comment on a listing, or reply to a comment (parentId)',
        headers: SubdomainHeadersSchema,
        body: CreateCommentBodySchema,
        response: { 201: CommentRefSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { body } = request;
      const annotations = body.annotations ?? null;
      checkCommentText(body.text);
      checkAnnotations(annotations);
      const parentId = body.parentId ?? null;
      let listingId = body.listingId;
      if (parentId !== null) {
        const parent = await visibleComment(db, request, parentId);
        if (listingId !== undefined && listingId !== parent.listingId) {
          throw new ParentOnOtherListingError(parentId);
        }
        const depthMax = COMMENT_LIMITS.replyDepthMax;
        if ((await commentDepth(db, parentId, depthMax)) + 1 > depthMax) {
          throw new ReplyTooDeepError(depthMax);
        }
        listingId = parent.listingId;
      }
      if (listingId === undefined) {
        throw new BadRequestError('body.listingId is required (or parentId for a reply)');
      }
      const listing = await visibleListing(db, request, listingId);
      if (listing.listingType === LISTING_TYPE.ORDER) throw new OrderNotCommentableError();
      let id: number;
      try {
        id = await insertComment(db, {
          listingId,
          parentId,
          userId: user.userId,
          text: body.text,
          annotations,
        });
      } catch (error) {
        if (isGoneMeanwhile(error)) throw new CommentNotFoundError(parentId ?? 0);
        throw error;
      }
      return reply.status(201).send(await commentAnswer(db, id, user.userId));
    },
  );

  app.put(
    '/v1/comments/:id',
    {
      preValidation: [requireSignIn, requireConfirmedEmail],
      schema: {
        tags: ['comments'],
        summary: "Change a comment's text or annotations (its author only)",
        headers: SubdomainHeadersSchema,
        params: CommentIdParamsSchema,
        body: UpdateCommentBodySchema,
        response: { 200: CommentRefSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const comment = await visibleComment(db, request, parseCommentId(request.params.id));
      assertMayEdit(user, comment);
      const { text, annotations } = request.body;
      if (text === undefined && annotations === undefined) {
        throw new CommentInputError(
          'Send text or annotations to change.',
          COMMENT_ERROR_CODE.nothingToChange,
        );
      }
      if (text !== undefined) checkCommentText(text);
      if (annotations !== undefined) checkAnnotations(annotations);
      const changes = {
        ...(text === undefined ? {} : { text }),
        ...(annotations === undefined ? {} : { annotations }),
      };
      if (!(await updateComment(db, comment.id, changes))) {
        throw new CommentNotFoundError(comment.id);
      }
      return commentAnswer(db, comment.id, user.userId);
    },
  );

  app.delete(
    '/v1/comments/:id',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['comments'],
        summary:
          "Delete a comment and its replies (author, map owner or admin); the map's count after",
        headers: SubdomainHeadersSchema,
        params: CommentIdParamsSchema,
        response: { 200: CommentDeletedSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const comment = await visibleComment(db, request, parseCommentId(request.params.id));
      assertMayDelete(user, comment);
      const deleted = await deleteCommentTree(db, comment.id, comment.listingId);
      if (deleted.deletedIds.length === 0) throw new CommentNotFoundError(comment.id);
      return deleted;
    },
  );
};
