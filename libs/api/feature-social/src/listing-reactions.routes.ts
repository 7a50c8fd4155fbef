import type { FastifyRequest } from 'fastify';
import {
  NotFoundError,
  parseListingId,
  requireSignIn,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { LISTING_TYPE } from '@unfurl/domain';
import {
  ApiErrorSchema,
  ListingBookmarkSchema,
  ListingIdParamsSchema,
  ListingLikesSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { bookmarkListing, unbookmarkListing } from './listing-bookmarks.queries';
import { likeListing, unlikeListing } from './listing-likes.queries';
import type { LikeOutcome } from './listing-likes.queries';
import { OrderNotLikeableError } from './social-errors';
import type { SocialOptions } from './social-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** The signed-in user, the request's scope and the `{id}` (401 first, then 400). */
function target(request: FastifyRequest, rawId: string) {
  const { userId } = signedInUser(request);
  const listingId = parseListingId(rawId);
  return { userId, listingId, scope: tenantOf(request).scope };
}

const notFound = (listingId: number) => new NotFoundError(`Listing ${listingId} not found`);

/** The like answer, or 404 for a listing the site does not show and 422 for an order. */
function likeAnswer(outcome: LikeOutcome | undefined, listingId: number) {
  if (!outcome) throw notFound(listingId);
  if (outcome.isLiked && outcome.listingType === LISTING_TYPE.ORDER) {
    throw new OrderNotLikeableError();
  }
  return { totalLikes: outcome.totalLikes, isLiked: outcome.isLiked };
}

/**
 * `PUT` and `DELETE /v1/listings/{id}/likes` (answer totalLikes) and `PUT` and `DELETE
 * /v1/listings/{id}/bookmarks` (1§7; ). Signed-in users only (401
 * first), on listings they can see (404); all four are idempotent and one statement each. Orders
 * cannot be liked (422).
 */
export const listingReactionsRoutes: ResourcePlugin<SocialOptions> = async (app, { db }) => {
  const likeSchema = (summary: string) => ({
    tags: ['listings'],
    summary,
    headers: SubdomainHeadersSchema,
    params: ListingIdParamsSchema,
    response: { 200: ListingLikesSchema, ...errors, 422: ApiErrorSchema },
  });
  const bookmarkSchema = (summary: string) => ({
    tags: ['listings'],
    summary,
    headers: SubdomainHeadersSchema,
    params: ListingIdParamsSchema,
    response: { 200: ListingBookmarkSchema, ...errors },
  });

  app.put(
    '/v1/listings/:id/likes',
    { preValidation: requireSignIn, schema: likeSchema('Like a listing; answers its like count') },
    async (request) => {
      const { userId, listingId, scope } = target(request, request.params.id);
      return likeAnswer(await likeListing(db, scope, listingId, userId), listingId);
    },
  );
  app.delete(
    '/v1/listings/:id/likes',
    {
      preValidation: requireSignIn,
      schema: likeSchema('Unlike a listing; answers its like count'),
    },
    async (request) => {
      const { userId, listingId, scope } = target(request, request.params.id);
      return likeAnswer(await unlikeListing(db, scope, listingId, userId), listingId);
    },
  );
  app.put(
    '/v1/listings/:id/bookmarks',
    { preValidation: requireSignIn, schema: bookmarkSchema('Bookmark a listing') },
    async (request) => {
      const { userId, listingId, scope } = target(request, request.params.id);
      if (!(await bookmarkListing(db, scope, listingId, userId))) throw notFound(listingId);
      return { listingId, isBookmarked: true };
    },
  );
  app.delete(
    '/v1/listings/:id/bookmarks',
    { preValidation: requireSignIn, schema: bookmarkSchema('Remove the bookmark of a listing') },
    async (request) => {
      const { userId, listingId, scope } = target(request, request.params.id);
      if (!(await unbookmarkListing(db, scope, listingId, userId))) throw notFound(listingId);
      return { listingId, isBookmarked: false };
    },
  );
};
