import { useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import type { ListingsOptions } from './listings-options';
import { listingActionsRoutes } from './listing-actions.routes';
import { listingDiscoveryRoutes } from './listing-discovery.routes';
import { listingFileLinksRoutes } from './listing-file-links.routes';
import { listingFilesRoutes } from './listing-files.routes';
import { listingFootprintsRoutes } from './listing-footprints.routes';
import { listingPreviewRoutes } from './listing-preview.routes';
import { listingShareRoutes } from './listing-share.routes';
import { listingTilesRoutes } from './listing-tiles.routes';
import { listingsRoutes } from './listings.routes';
import { userListingsRoutes } from './user-listings.routes';

/** The `/v1` routes: tenant from the `Subdomain` header, the requester from the bearer token. */
const V1_ROUTES = [
  listingsRoutes,
  listingFootprintsRoutes,
  listingDiscoveryRoutes,
  listingActionsRoutes,
  listingFilesRoutes,
  listingShareRoutes,
  userListingsRoutes,
] as const;

/** The file links (2§7): tenant and reader from the query, else the headers (`fileLinkScope`). */
const FILE_LINK_ROUTES = [
  listingPreviewRoutes,
  listingFileLinksRoutes,
  listingTilesRoutes,
] as const;

/**
 * The listings resource: search, featured, nearby, footprints, one listing, recommended and
 * similar, metadata edits, resubmit, report, email share, added files and your listings under
 * `/v1` on the request context; the file links `/listing-preview`, `/listing-original`,
 * `/listing-file` and `/listing-tiles` outside it (image tags send no headers).
 */
export const listingsPlugin: ResourcePlugin<ListingsOptions> = async (app, options) => {
  await app.register(async (v1) => {
    useRequestContext(v1);
    for (const routes of V1_ROUTES) await v1.register(routes, options);
  });
  for (const routes of FILE_LINK_ROUTES) await app.register(routes, options);
};
