import { isUserAuth, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  SavedListingsPageSchema,
  SavedListingsQuerySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { SAVE_KIND, savedListings } from './saved-listings.queries';
import type { SaveKind } from './saved-listings.queries';
import type { SocialOptions } from './social-options';

const ROUTES: readonly { path: string; kind: SaveKind; summary: string }[] = [
  {
    path: '/v1/user/likes',
    kind: SAVE_KIND.like,
    summary: 'The listings you like, newest like first',
  },
  {
    path: '/v1/user/bookmarks',
    kind: SAVE_KIND.bookmark,
    summary: 'The listings you bookmarked, newest bookmark first',
  },
];

/**
 * `GET /v1/user/likes` and `GET /v1/user/bookmarks` (limit, offset; 1§7, R-313..R-315, R-317):
 * listingIds, listings and total of the listings still visible on this site; empty, not a 401,
 * when nobody is signed in.
 */
export const savedListingsRoutes: ResourcePlugin<SocialOptions> = async (app, { db }) => {
  for (const { path, kind, summary } of ROUTES) {
    app.get(
      path,
      {
        schema: {
          tags: ['user'],
          summary,
          headers: SubdomainHeadersSchema,
          querystring: SavedListingsQuerySchema,
          response: { 200: SavedListingsPageSchema, 400: ApiErrorSchema },
        },
      },
      async (request) => {
        const { auth } = request;
        if (!auth || !isUserAuth(auth)) return { listingIds: [], listings: [], total: 0 };
        const { limit, offset } = request.query;
        return savedListings(db, tenantOf(request).scope, {
          kind,
          userId: auth.userId,
          limit,
          offset,
        });
      },
    );
  }
};
