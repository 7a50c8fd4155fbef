import { RECOMMENDATION_SOURCE, recommendedListings, similarListings } from '@unfurl/api-db';
import type { RecommendationSource } from '@unfurl/api-db';
import {
  BadRequestError,
  NotFoundError,
  decodeOffsetCursor,
  encodeOffsetCursor,
  isUserAuth,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  IdParamsSchema,
  ListingsCursorPageSchema,
  RecommendedQuerySchema,
  SimilarQuerySchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';

/** The default template, in this order (1§7, R-227). */
export const DEFAULT_TEMPLATE: readonly RecommendationSource[] = [
  RECOMMENDATION_SOURCE.personal,
  RECOMMENDATION_SOURCE.popular,
  RECOMMENDATION_SOURCE.following,
];

const SOURCES = new Set<string>(Object.values(RECOMMENDATION_SOURCE));

/** Reads `template` (comma-joined, any case); blank is the default; unknown names → 400. */
export function parseTemplate(raw: string | undefined): readonly RecommendationSource[] {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter(Boolean);
  if (names.length === 0) return DEFAULT_TEMPLATE;
  const unknown = names.find((name) => !SOURCES.has(name));
  if (unknown !== undefined) {
    throw new BadRequestError(
      `Unknown template: ${unknown.slice(0, 30)} (use PERSONAL, POPULAR or FOLLOWING)`,
    );
  }
  return [...new Set(names)] as RecommendationSource[];
}

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** `GET /v1/listings/recommended` and `GET /v1/listings/{id}/similar` (1§7). */
export const listingDiscoveryRoutes: ResourcePlugin<ListingsOptions> = async (app, { db }) => {
  app.get(
    '/v1/listings/recommended',
    {
      schema: {
        tags: ['listings'],
        summary:
          'Recommended listings: PERSONAL (like the ones you viewed), POPULAR, FOLLOWING (by people you follow)',
        headers: SubdomainHeadersSchema,
        querystring: RecommendedQuerySchema,
        response: { 200: ListingsCursorPageSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const template = parseTemplate(query.template);
      const offset = decodeOffsetCursor(query.nextCursor);
      const page = await recommendedListings(db, tenantOf(request).scope, {
        template,
        userId: isUserAuth(request.auth) ? request.auth.userId : undefined,
        limit: query.limit,
        offset,
      });
      return {
        listings: page.listings,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + query.limit) : null,
      };
    },
  );
  app.get(
    '/v1/listings/:id/similar',
    {
      schema: {
        tags: ['listings'],
        summary: 'Listings like this one: shared categories and tags first, then the nearest',
        headers: SubdomainHeadersSchema,
        params: IdParamsSchema,
        querystring: SimilarQuerySchema,
        response: { 200: ListingsCursorPageSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { query } = request;
      const offset = decodeOffsetCursor(query.nextCursor);
      const page = await similarListings(db, tenantOf(request).scope, {
        listingId: id,
        limit: query.limit,
        offset,
      });
      if (!page) throw new NotFoundError(`Listing ${id} not found`);
      return {
        listings: page.listings,
        nextCursor: page.hasMore ? encodeOffsetCursor(offset + query.limit) : null,
      };
    },
  );
};
