import { bundleListings, getBundle, listBundles } from '@unfurl/api-db';
import { NotFoundError, decodeOffsetCursor, encodeOffsetCursor, tenantOf } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  BundleListingsPageSchema,
  BundleListingsQuerySchema,
  BundleSchema,
  BundlesResponseSchema,
  IdParamsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { BundlesOptions } from './bundles.plugin';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** The bundle routes (1§7); {@link bundlesPlugin} registers them on the request context. */
export const bundlesRoutes: ResourcePlugin<BundlesOptions> = async (app, { db }) => {
  app.get(
    '/v1/bundles',
    {
      schema: {
        tags: ['bundles'],
        summary: "The tenant's bundles in display order",
        headers: SubdomainHeadersSchema,
        response: { 200: BundlesResponseSchema, ...errors },
      },
    },
    async (request) => ({ bundles: await listBundles(db, tenantOf(request).scope) }),
  );

  app.get(
    '/v1/bundles/:id',
    {
      schema: {
        tags: ['bundles'],
        summary: 'One bundle',
        headers: SubdomainHeadersSchema,
        params: IdParamsSchema,
        response: { 200: BundleSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const bundle = await getBundle(db, tenantOf(request).scope, id);
      if (!bundle) throw new NotFoundError(`Bundle ${id} not found`);
      return bundle;
    },
  );

  app.get(
    '/v1/bundles/:id/listings',
    {
      schema: {
        tags: ['bundles'],
        summary: "A page of a bundle's listings; pass nextCursor for the next page",
        headers: SubdomainHeadersSchema,
        params: IdParamsSchema,
        querystring: BundleListingsQuerySchema,
        response: { 200: BundleListingsPageSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { limit, nextCursor } = request.query;
      const { scope } = tenantOf(request);
      if (!(await getBundle(db, scope, id))) throw new NotFoundError(`Bundle ${id} not found`);
      const offset = decodeOffsetCursor(nextCursor);
      const page = await bundleListings(db, scope, id, { limit, offset });
      return {
        listings: page.listings,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + limit) : null,
      };
    },
  );
};
