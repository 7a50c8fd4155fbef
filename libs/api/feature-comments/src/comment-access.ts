// The request side of the comment routes: the caller, the scope, and the comment or listing
// they act on, with the 404 of the spec's "unknown or invisible" and the edit and delete rules.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '@unfurl/api-db';
import { ForbiddenError, NotFoundError, isUserAuth, tenantOf } from '@unfurl/api-http';
import type { UserAuth } from '@unfurl/api-http';
import { hasAdminAccess } from '@unfurl/domain';
import { CommentNotFoundError } from './comment-errors';
import { findVisibleComment, findVisibleListing } from './comment-target.queries';
import type { CommentTarget, CommentedListing } from './comment-target.queries';

/** The caller's user id, or null when anonymous (their vote is shown only to them). */
export function viewerOf(request: FastifyRequest): string | null {
  return request.auth && isUserAuth(request.auth) ? request.auth.userId : null;
}

/** Whether the caller sees comments hidden by moderation: the tenant's admins. */
export function seesHiddenOf(request: FastifyRequest): boolean {
  return !!request.auth && isUserAuth(request.auth) && hasAdminAccess(request.auth.permission);
}

/** The listing `id` when the caller can see it, else a 404. */
export async function visibleListing(
  db: Queryable,
  request: FastifyRequest,
  id: number,
): Promise<CommentedListing> {
  const listing = await findVisibleListing(db, tenantOf(request).scope, id);
  if (!listing) throw new NotFoundError(`Listing ${id} not found`);
  return listing;
}

/**
 * The comment `id` when the caller can see its listing and, once hidden by moderation, is its
 * author or a tenant admin; else a 404.
 */
export async function visibleComment(
  db: Queryable,
  request: FastifyRequest,
  id: number,
): Promise<CommentTarget> {
  const comment = await findVisibleComment(db, tenantOf(request).scope, id);
  if (!comment) throw new CommentNotFoundError(id);
  const viewer = viewerOf(request);
  if (comment.hidden && !seesHiddenOf(request) && (!viewer || comment.userId !== viewer)) {
    throw new CommentNotFoundError(id);
  }
  return comment;
}

/** Only the author edits a comment (403 otherwise). */
export function assertMayEdit(user: UserAuth, comment: CommentTarget): void {
  if (comment.userId !== user.userId) {
    throw new ForbiddenError('Only its author can edit a comment.');
  }
}

/** The author, the listing's owner and the tenant's admins delete a comment (403 otherwise). */
export function assertMayDelete(user: UserAuth, comment: CommentTarget): void {
  const allowed =
    comment.userId === user.userId ||
    comment.listing.ownerId === user.userId ||
    hasAdminAccess(user.permission);
  if (!allowed) {
    throw new ForbiddenError(
      "Only its author, the map's owner or an administrator can delete a comment.",
    );
  }
}
