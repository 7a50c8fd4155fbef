import { searchListingFootprints } from '@unfurl/api-db';
import { tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  ListingFootprintsQuerySchema,
  ListingFootprintsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';
import { toListingFilter } from './listing-search-query';

/**
 * `GET /v1/listings/footprints`: every listing `GET /v1/listings` would page through for the same
 * query (same parser, same SQL filter, so visibility and R-215 containment agree), as compact
 * `[id, listingType, west, south, east, north]` rows for the map, capped with `truncated`.
 */
export const listingFootprintsRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  app.get(
    '/v1/listings/footprints',
    {
      schema: {
        tags: ['listings'],
        summary: 'Compact footprints (id, type, bounding box) of every listing a search matches',
        description:
          'Takes the filters of GET /v1/listings. Rows come in the same order; at most `limit` ' +
          '(default and maximum 20000), with `truncated` true when more matched.',
        headers: SubdomainHeadersSchema,
        querystring: ListingFootprintsQuerySchema,
        response: { 200: ListingFootprintsSchema, 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { limit, ...filters } = request.query;
      return searchListingFootprints(db, tenantOf(request).scope, toListingFilter(filters), limit);
    },
  );
};
