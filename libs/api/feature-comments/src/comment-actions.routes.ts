import { BadRequestError, requireSignIn, signedInUser } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  CommentIdParamsSchema,
  CommentReportSchema,
  CommentRefSchema,
  CommentVoteBodySchema,
  ReportBodySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { seesHiddenOf, visibleComment } from './comment-access';
import { setCommentVote, upsertCommentReport } from './comment-actions.queries';
import { commentAnswer } from './comment-answer';
import { CommentNotFoundError } from './comment-errors';
import { parseCommentId } from './comment-input';
import { isGoneMeanwhile } from './comment-write.queries';
import type { CommentsOptions } from './comments-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** Runs a write on a comment; a comment deleted meanwhile is a 404, not a 500. */
async function onLiveComment<T>(id: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isGoneMeanwhile(error)) throw new CommentNotFoundError(id);
    throw error;
  }
}

/**
 * `PUT /v1/comments/{id}/vote` (UP, DOWN or UNVOTE) and `POST
 * /v1/comments/{id}/report` (reason, message; R-289): signed-in users, on comments they can see.
 * One vote per user, idempotent; a repeated report replaces the earlier one.
 */
export const commentActionsRoutes: ResourcePlugin<CommentsOptions> = async (app, { db }) => {
  app.put(
    '/v1/comments/:id/vote',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['comments'],
        summary: 'Vote on a comment: UP, DOWN, or UNVOTE to take your vote back',
        headers: SubdomainHeadersSchema,
        params: CommentIdParamsSchema,
        body: CommentVoteBodySchema,
        response: { 200: CommentRefSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const comment = await visibleComment(db, request, parseCommentId(request.params.id));
      await onLiveComment(comment.id, () =>
        setCommentVote(db, comment.id, user.userId, request.body.vote),
      );
      return commentAnswer(db, comment.id, user.userId, seesHiddenOf(request));
    },
  );

  app.post(
    '/v1/comments/:id/report',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['comments'],
        summary: 'Report a comment with a reason (a repeat replaces your earlier report)',
        headers: SubdomainHeadersSchema,
        params: CommentIdParamsSchema,
        body: ReportBodySchema,
        response: { 201: CommentReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const reason = request.body.reason.trim();
      if (reason === '') throw new BadRequestError('body.reason must not be blank');
      const comment = await visibleComment(db, request, parseCommentId(request.params.id));
      const report = await onLiveComment(comment.id, () =>
        upsertCommentReport(db, {
          commentId: comment.id,
          userId: user.userId,
          reason,
          message: request.body.message?.trim() || undefined,
        }),
      );
      return reply.status(201).send(report);
    },
  );
};
