import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { followsRoutes } from './follows.routes';
import { listingReactionsRoutes } from './listing-reactions.routes';
import { savedListingsRoutes } from './saved-listings.routes';
import type { SocialOptions } from './social-options';

/** The `/v1` routes: tenant from the `Subdomain` header, the requester from the bearer token. */
const V1_ROUTES = [listingReactionsRoutes, savedListingsRoutes, followsRoutes] as const;

/**
 * The likes, bookmarks and follows resource (1§7): like and bookmark a listing, the user's liked
 * and bookmarked listings, follow and unfollow users and the follower and following lists.
 */
export const socialPlugin: ResourcePlugin<SocialOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    for (const routes of V1_ROUTES) await v1.register(routes, options);
  });
};
