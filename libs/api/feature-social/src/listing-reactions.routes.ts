import type { FastifyRequest } from 'fastify';
import type { Db } from '@unfurl/api-db';
import {
  NotFoundError,
  parseListingId,
  requireSignIn,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { LISTING_TYPE } from '@unfurl/domain';
import type { ListingType } from '@unfurl/domain';
import {
  ApiErrorSchema,
  ListingBookmarkSchema,
  ListingIdParamsSchema,
  ListingLikesSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { bookmarkListing, unbookmarkListing } from './listing-bookmarks.queries';
import { likeListing, unlikeListing } from './listing-likes.queries';
import { findVisibleListingType } from './social-target.queries';
import { OrderNotLikeableError } from './social-errors';
import type { SocialOptions } from './social-options';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** The signed-in user and the `{id}` of a listing visible to them (401, 400, 404 otherwise). */
async function visibleTarget(
  db: Db,
  request: FastifyRequest,
  rawId: string,
): Promise<{ userId: string; listingId: number; listingType: ListingType }> {
  const { userId } = signedInUser(request);
  const listingId = parseListingId(rawId);
  const listingType = await findVisibleListingType(db, tenantOf(request).scope, listingId);
  if (!listingType) throw new NotFoundError(`Listing ${listingId} not found`);
  return { userId, listingId, listingType };
}

/**
 * `PUT` and `DELETE /v1/listings/{id}/likes` (answer totalLikes) and `PUT` and `DELETE
 * /v1/listings/{id}/bookmarks` (1§7; ). Signed-in users only (401
 * first), on listings they can see (404); all four are idempotent. Orders cannot be liked (422).
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
      const target = await visibleTarget(db, request, request.params.id);
      if (target.listingType === LISTING_TYPE.ORDER) throw new OrderNotLikeableError();
      return likeListing(db, target.listingId, target.userId);
    },
  );
  app.delete(
    '/v1/listings/:id/likes',
    {
      preValidation: requireSignIn,
      schema: likeSchema('Unlike a listing; answers its like count'),
    },
    async (request) => {
      const target = await visibleTarget(db, request, request.params.id);
      return unlikeListing(db, target.listingId, target.userId);
    },
  );
  app.put(
    '/v1/listings/:id/bookmarks',
    { preValidation: requireSignIn, schema: bookmarkSchema('Bookmark a listing') },
    async (request) => {
      const target = await visibleTarget(db, request, request.params.id);
      await bookmarkListing(db, target.listingId, target.userId);
      return { listingId: target.listingId, isBookmarked: true };
    },
  );
  app.delete(
    '/v1/listings/:id/bookmarks',
    { preValidation: requireSignIn, schema: bookmarkSchema('Remove the bookmark of a listing') },
    async (request) => {
      const target = await visibleTarget(db, request, request.params.id);
      await unbookmarkListing(db, target.listingId, target.userId);
      return { listingId: target.listingId, isBookmarked: false };
    },
  );
};
