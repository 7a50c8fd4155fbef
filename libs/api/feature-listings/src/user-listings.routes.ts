import { userListings } from '@unfurl/api-db';
import { requireSignIn, signedInUser, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  SubdomainHeadersSchema,
  UserListingsPageSchema,
  UserListingsQuerySchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';

/**
 * `GET /v1/user/listings` (2§7): the signed-in user's own listings on this tenant, newest first,
 * in every processing and review state and private ones included; NOT_SUPPORTED listings are
 * left out (1§3). Anonymous → 401 'Sign in to use this.' (the client shows 'Unauthorized').
 */
export const userListingsRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  app.get(
    '/v1/user/listings',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['user'],
        summary: 'Your listings on this site, with status and review status, and the total',
        headers: SubdomainHeadersSchema,
        querystring: UserListingsQuerySchema,
        response: { 200: UserListingsPageSchema, 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { query } = request;
      return userListings(db, {
        tenantId: tenantOf(request).tenant.id,
        userId: user.userId,
        limit: query.limit,
        offset: query.offset,
      });
    },
  );
};
