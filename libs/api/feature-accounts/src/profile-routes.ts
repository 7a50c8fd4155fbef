import type { FastifyInstance } from 'fastify';
import { findTenantAccountUser, viewedListings } from '@unfurl/api-db';
import {
  ApiErrorSchema,
  PublicUserProfileSchema,
  SubdomainHeadersSchema,
  UserIdParamsSchema,
  ViewedListingsPageSchema,
  ViewedListingsQuerySchema,
} from '@unfurl/validators';
import type { Static } from '@sinclair/typebox';
import { ACCOUNTS_ERROR_CODE, AccountsError } from './accounts-error';
import type { Accounts } from './accounts-context';
import { toPublicProfile } from './profile-view';
import { decodeViewCursor, encodeViewCursor } from './view-cursor';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

/** `GET /v1/users/{id}` and `GET /v1/user/viewed-listings`. */
export function profileRoutes(app: FastifyInstance, accounts: Accounts): void {
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
      const { id } = request.params as Static<typeof UserIdParamsSchema>;
      const user = await findTenantAccountUser(accounts.db, id, accounts.context(request).tenant);
      if (!user) throw new AccountsError(404, ACCOUNTS_ERROR_CODE.notFound, 'User not found');
      return toPublicProfile(accounts.store, user, accounts.now());
    },
  );
  app.get(
    '/v1/user/viewed-listings',
    {
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
      const userId = accounts.userIdOf(request);
      const query = request.query as Static<typeof ViewedListingsQuerySchema>;
      const after = decodeViewCursor(query.nextCursor);
      const page = await viewedListings(accounts.db, accounts.context(request).scope, {
        userId,
        limit: query.limit,
        ...(after ? { after } : {}),
      });
      return {
        listings: page.listings,
        nextCursor: page.next ? encodeViewCursor(page.next) : null,
      };
    },
  );
}
