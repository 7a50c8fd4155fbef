import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { getListingPreview } from '@unfurl/api-db';
import type { Db } from '@unfurl/api-db';
import { ApiErrorSchema, IdParamsSchema, ListingPreviewQuerySchema } from '@unfurl/validators';
import { NotFoundError, fileLinkScope } from '@unfurl/api-http';

/**
 * `GET /listing-preview/{id}?size=small|medium|sharing` (2§7 file links): the stored preview
 * image. The tenant comes from the `subdomain` query, else the `Subdomain` header, else the Host.
 * An id token in the `authorization` query (image tags send no headers) or the Authorization
 * header lets tenant members see previews of private listings (ADR 0003), cached privately.
 */
export async function listingPreviewRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
  },
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
      const { scope, user } = await fileLinkScope(request);
      const preview = await getListingPreview(options.db, scope, id, query.size);
      if (!preview) throw new NotFoundError(`No ${query.size} preview for listing ${id}`);
      return reply
        .header('content-type', preview.contentType)
        .header('cache-control', `${user ? 'private' : 'public'}, max-age=3600`)
        .send(Buffer.from(preview.bytes));
    },
  );
}
