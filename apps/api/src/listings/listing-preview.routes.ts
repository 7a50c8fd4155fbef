import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { getListingPreview } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { ApiErrorSchema, IdParamsSchema, ListingPreviewQuerySchema } from '@unfurl/validators';
import { NotFoundError } from '../errors/api-error';
import type { ResolvedTenant } from '../tenants/tenant-resolver';
import { subdomainFromHost, subdomainKey } from '../tenants/tenant-resolver';

/**
 * `GET /listing-preview/{id}?size=small|medium|sharing` (2§7 file links): the stored preview
 * image. The tenant comes from the `subdomain` query, else the `Subdomain` header, else the Host.
 */
export async function listingPreviewRoutes(
  app: FastifyInstance,
  options: { db: Db; resolveTenant: (key: string) => Promise<ResolvedTenant> },
): Promise<void> {
  app.get(
    '/listing-preview/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Preview image of a listing (JPEG)',
        params: IdParamsSchema,
        querystring: ListingPreviewQuerySchema,
        response: { 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params as Static<typeof IdParamsSchema>;
      const query = request.query as Static<typeof ListingPreviewQuerySchema>;
      const key =
        query.subdomain !== undefined
          ? subdomainKey(query.subdomain)
          : request.headers['subdomain'] !== undefined
            ? subdomainKey(request.headers['subdomain'])
            : subdomainFromHost(request.headers.host);
      const { scope } = await options.resolveTenant(key);
      const preview = await getListingPreview(options.db, scope, id, query.size);
      if (!preview) throw new NotFoundError(`No ${query.size} preview for listing ${id}`);
      return reply
        .header('content-type', preview.contentType)
        .header('cache-control', 'public, max-age=3600')
        .send(Buffer.from(preview.bytes));
    },
  );
}
