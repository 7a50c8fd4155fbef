import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { bundleListings, getBundle, listBundles } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import {
  ApiErrorSchema,
  BundleListingsPageSchema,
  BundleListingsQuerySchema,
  BundleSchema,
  BundlesResponseSchema,
  IdParamsSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { decodeOffsetCursor, encodeOffsetCursor } from '../listings/offset-cursor';
import { NotFoundError, tenantOf } from '@unfurl/api-http';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** `GET /v1/bundles`, `/v1/bundles/{id}` and `/v1/bundles/{id}/listings` (1§7). */
export async function bundlesRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
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
      const { id } = request.params as Static<typeof IdParamsSchema>;
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
      const { id } = request.params as Static<typeof IdParamsSchema>;
      const query = request.query as Static<typeof BundleListingsQuerySchema>;
      const { scope } = tenantOf(request);
      if (!(await getBundle(db, scope, id))) throw new NotFoundError(`Bundle ${id} not found`);
      const offset = decodeOffsetCursor(query.nextCursor);
      const page = await bundleListings(db, scope, id, { limit: query.limit, offset });
      return {
        listings: page.listings,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + query.limit) : null,
      };
    },
  );
}
