import { parseListingId } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  GEOJSON_MEDIA_TYPE,
  ListingIdParamsSchema,
  SubdomainHeadersSchema,
  ThreadFeatureCollectionSchema,
} from '@unfurl/validators';
import { viewerOf, visibleListing } from './comment-access';
import { readListingComments } from './comment-read.queries';
import { threadFeatureCollection } from './thread-geojson';
import type { CommentsOptions } from './comments-options';

/**
 * `GET /v1/comments/listing/{id}/geojson`: the listing's comment thread as a GeoJSON
 * FeatureCollection to download (every annotation of every comment the caller may see, with the
 * comment's id, parent, author, text and time in its properties); 404 when the listing is not
 * visible, as for the thread itself.
 */
export const commentsGeojsonRoutes: ResourcePlugin<CommentsOptions> = async (app, { db }) => {
  app.get(
    '/v1/comments/listing/:id/geojson',
    {
      schema: {
        tags: ['comments'],
        summary: "A listing's comment annotations as a GeoJSON file",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: {
          200: { content: { [GEOJSON_MEDIA_TYPE]: { schema: ThreadFeatureCollectionSchema } } },
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const listing = await visibleListing(db, request, parseListingId(request.params.id));
      const comments = await readListingComments(db, listing.id, viewerOf(request));
      return reply
        .type(GEOJSON_MEDIA_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="listing-${listing.id}-comments.geojson"`,
        )
        .send(threadFeatureCollection(comments));
    },
  );
};
