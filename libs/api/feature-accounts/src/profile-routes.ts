import { findTenantAccountUser, viewedListings } from '@unfurl/api-db';
import { NotFoundError, requireSignIn, signedInUser, tenantOf } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  PublicUserProfileSchema,
  SubdomainHeadersSchema,
  UserIdParamsSchema,
  ViewedListingsPageSchema,
  ViewedListingsQuerySchema,
} from '@unfurl/validators';
import type { Accounts } from './accounts-options';
import { toPublicProfile } from './profile-view';
import { decodeViewCursor, encodeViewCursor } from './view-cursor';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** `GET /v1/users/{id}` and `GET /v1/user/viewed-listings`. */
export function profileRoutes(app: TypedApp, accounts: Accounts): void {
  app.get(
    '/v1/users/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'A user’s public profile (404 for unknown users and users of other tenants)',
        headers: SubdomainHeadersSchema,
        params: UserIdParamsSchema,
        response: { 200: PublicUserProfileSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = tenantOf(request);
      const user = await findTenantAccountUser(accounts.db, request.params.id, tenant);
      if (!user) throw new NotFoundError('User not found');
      return toPublicProfile(accounts.store, user, accounts.now());
    },
  );
  app.get(
    '/v1/user/viewed-listings',
    {
      preValidation: requireSignIn,
      schema: {
        tags: ['user'],
        summary:
          'Listings the signed-in user viewed on this tenant, most recent first (401 anonymous)',
        headers: SubdomainHeadersSchema,
        querystring: ViewedListingsQuerySchema,
        response: { 200: ViewedListingsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = signedInUser(request);
      const { limit, nextCursor } = request.query;
      const after = decodeViewCursor(nextCursor);
      const page = await viewedListings(accounts.db, tenantOf(request).scope, {
        userId,
        limit,
        ...(after ? { after } : {}),
      });
      return {
        listings: [...page.listings],
        nextCursor: page.next ? encodeViewCursor(page.next) : null,
      };
    },
  );
}
