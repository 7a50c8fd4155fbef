import type {
  Listing,
  ListingFootprints,
  ListingsCursorPage,
  ListingsPage,
  ListingsQuery,
} from '@unfurl/domain';
import { LIMITS } from '@unfurl/domain';
import type { GetJson } from '../http/requester';
import { DEFAULT_RECOMMENDED_TEMPLATE, type ListingsApi } from '../types';
import { orEmpty } from './swallow';

/** Default nearby search radius in metres (1§7, 1§9). */
export const NEARBY_DEFAULT_DISTANCE: number = LIMITS.nearbyDistance;

const emptyPage = (): ListingsPage => ({ listings: [], total: 0 });
const emptyCursorPage = (): ListingsCursorPage => ({ listings: [], nextCursor: null });
const noFootprints = (): ListingFootprints => ({ footprints: [], truncated: false });

/** Query string of `GET /v1/listings` (1§7): category comma-joined lower case. */
export function listingsSearchParams(q: ListingsQuery) {
  return {
    limit: q.limit,
    offset: q.offset,
    keywords: q.keywords?.trim() ? q.keywords : undefined,
    category: q.category?.map((c) => c.toLowerCase()),
    aoi: q.aoi,
    orderBy: q.orderBy,
    userId: q.userId,
    onlyMaps: q.onlyMaps,
    listingTypes: q.listingTypes,
  };
}

/** The listing calls. */
export function createListingsApi(get: GetJson): ListingsApi {
  return {
    list: (query = {}, options) =>
      orEmpty(
        get<ListingsPage>('v1/listings', listingsSearchParams(query), options),
        emptyPage(),
        options,
      ),
    footprints: ({ limit, ...filters } = {}, options) =>
      orEmpty(
        get<ListingFootprints>(
          'v1/listings/footprints',
          { ...listingsSearchParams(filters), limit },
          options,
        ),
        noFootprints(),
        options,
      ),
    featured: (query = {}, options) =>
      get<ListingsCursorPage>('v1/listings/featured', { ...query }, options),
    nearby: (query, options) =>
      orEmpty(
        get<ListingsCursorPage>(
          'v1/listings/nearby',
          { ...query, distance: query.distance ?? NEARBY_DEFAULT_DISTANCE },
          options,
        ),
        emptyCursorPage(),
        options,
      ),
    recommended: (query = {}, options) =>
      orEmpty(
        get<ListingsCursorPage>(
          'v1/listings/recommended',
          { ...query, template: query.template ?? DEFAULT_RECOMMENDED_TEMPLATE },
          options,
        ),
        emptyCursorPage(),
        options,
      ),
    similar: (id, options) =>
      orEmpty(
        get<ListingsCursorPage>(`v1/listings/${id}/similar`, {}, options),
        emptyCursorPage(),
        options,
      ),
    get: (id, options) => get<Listing>(`v1/listings/${id}`, {}, options),
  };
}
