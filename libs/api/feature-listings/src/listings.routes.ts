import {
  featuredListings,
  getListing,
  getListingStatus,
  nearbyListings,
  recordListingView,
  searchListings,
} from '@unfurl/api-db';
import {
  ApiErrorSchema,
  FeaturedQuerySchema,
  IdParamsSchema,
  ListingSchema,
  ListingsCursorPageSchema,
  ListingsPageSchema,
  ListingsQuerySchema,
  NearbyQuerySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import {
  NotFoundError,
  decodeOffsetCursor,
  encodeOffsetCursor,
  isUserAuth,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { ListingsOptions } from './listings-options';
import { toListingSearch } from './listing-search-query';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** `GET /v1/listings`, `/featured`, `/nearby` and `/{id}` (1§7). */
export const listingsRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  app.get(
    '/v1/listings',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Search listings (keywords, categories, area of interest, user, type) with a total',
        headers: SubdomainHeadersSchema,
        querystring: ListingsQuerySchema,
        response: { 200: ListingsPageSchema, ...errors },
      },
    },
    async (request) => searchListings(db, tenantOf(request).scope, toListingSearch(request.query)),
  );
  app.get(
    '/v1/listings/featured',
    {
      schema: {
        tags: ['listings'],
        summary: 'Featured listings, newest first',
        headers: SubdomainHeadersSchema,
        querystring: FeaturedQuerySchema,
        response: { 200: ListingsCursorPageSchema, ...errors },
      },
    },
    async (request) => ({
      listings: await featuredListings(db, tenantOf(request).scope, request.query),
    }),
  );
  app.get(
    '/v1/listings/nearby',
    {
      schema: {
        tags: ['listings'],
        summary: 'Listings within `distance` metres (default 10000) of a point, nearest first',
        headers: SubdomainHeadersSchema,
        querystring: NearbyQuerySchema,
        response: { 200: ListingsCursorPageSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const offset = decodeOffsetCursor(query.nextCursor);
      const page = await nearbyListings(db, tenantOf(request).scope, { ...query, offset });
      return {
        listings: page.listings,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + query.limit) : null,
      };
    },
  );
  app.get(
    '/v1/listings/:id',
    {
      schema: {
        tags: ['listings'],
        summary: 'One listing (404 when missing, deleted or of another tenant)',
        headers: SubdomainHeadersSchema,
        params: IdParamsSchema,
        response: { 200: ListingSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const listing = await getListing(db, tenantOf(request).scope, id);
      if (!listing) throw new NotFoundError(`Listing ${id} not found`);
      // A signed-in user's fetch is a view (GET /v1/user/viewed-listings).
      if (isUserAuth(request.auth)) {
        const at = new Date().toISOString();
        await recordListingView(db, { userId: request.auth.userId, listingId: id, at });
      }
      const status = await getListingStatus(db, id);
      if (!status) return listing;
      return {
        ...listing,
        status: status.status,
        statusReason: status.statusReason,
        reviewStatus: ['APPROVED', 'REJECTED'].includes(status.reviewStatus)
          ? status.reviewStatus
          : 'PENDING',
      };
    },
  );
};
