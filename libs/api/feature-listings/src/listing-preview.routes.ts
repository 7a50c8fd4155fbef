import { getListingPreview } from '@unfurl/api-db';
import { NotFoundError, fileLinkScope } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  IdParamsSchema,
  ListingImageSchema,
  ListingPreviewQuerySchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';

/**
 * `GET /listing-preview/{id}?size=small|medium|sharing` (2§7 file links): the stored preview
 * image. The tenant comes from the `subdomain` query, else the `Subdomain` header, else the Host.
 * An id token in the `authorization` query (image tags send no headers) or the Authorization
 * header lets tenant members see previews of private listings (ADR 0003), cached privately.
 */
export const listingPreviewRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  app.get(
    '/listing-preview/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Preview image of a listing (JPEG)',
        params: IdParamsSchema,
        querystring: ListingPreviewQuerySchema,
        response: { 200: ListingImageSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { query } = request;
      const { scope, user } = await fileLinkScope(request);
      const preview = await getListingPreview(db, scope, id, query.size);
      if (!preview) throw new NotFoundError(`No ${query.size} preview for listing ${id}`);
      return reply
        .header('content-type', preview.contentType)
        .header('cache-control', `${user ? 'private' : 'public'}, max-age=3600`)
        .send(Buffer.from(preview.bytes));
    },
  );
};
