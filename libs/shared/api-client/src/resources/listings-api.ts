import type { ListingsQuery } from '@unfurl/domain';
import { LIMITS } from '@unfurl/domain';
import type { GetJson } from '../http/requester';
import { DEFAULT_RECOMMENDED_TEMPLATE, type ListingsApi } from '../types';
import type {
  FeaturedQuery,
  ListingFootprintsWire,
  ListingFootprintsWireQuery,
  ListingsCursorPage,
  ListingsPage,
  ListingsWireQuery,
  ListingWire,
  NearbyQuery,
  RecommendedWireQuery,
} from '../wire';
import { orEmpty } from './swallow';

/** Default nearby search radius in metres (1§7, 1§9). */
export const NEARBY_DEFAULT_DISTANCE: number = LIMITS.nearbyDistance;

const emptyPage = (): ListingsPage => ({ listings: [], total: 0 });
const emptyCursorPage = (): ListingsCursorPage => ({ listings: [], nextCursor: null });
const noFootprints = (): ListingFootprintsWire => ({ footprints: [], truncated: false });

/** Query string of `GET /v1/listings` (1§7): categories comma-joined lower case, types comma-joined. */
export function listingsSearchParams(q: ListingsQuery): ListingsWireQuery {
  return {
    limit: q.limit,
    offset: q.offset,
    keywords: q.keywords?.trim() ? q.keywords : undefined,
    category: joined(q.category?.map((c) => c.toLowerCase())),
    aoi: q.aoi,
    orderBy: q.orderBy,
    userId: q.userId,
    onlyMaps: q.onlyMaps,
    listingTypes: joined(q.listingTypes),
  };
}

/** A list comma-joined for the query string; an empty or absent list is left out. */
const joined = (values: readonly string[] | undefined): string | undefined =>
  values?.length ? values.join(',') : undefined;

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
        get<ListingFootprintsWire>(
          'v1/listings/footprints',
          { ...listingsSearchParams(filters), limit } satisfies ListingFootprintsWireQuery,
          options,
        ),
        noFootprints(),
        options,
      ),
    featured: (query = {}, options) =>
      get<ListingsCursorPage>(
        'v1/listings/featured',
        { ...query } satisfies FeaturedQuery,
        options,
      ),
    nearby: (query, options) =>
      orEmpty(
        get<ListingsCursorPage>(
          'v1/listings/nearby',
          { ...query, distance: query.distance ?? NEARBY_DEFAULT_DISTANCE } satisfies NearbyQuery,
          options,
        ),
        emptyCursorPage(),
        options,
      ),
    recommended: (query = {}, options) =>
      orEmpty(
        get<ListingsCursorPage>(
          'v1/listings/recommended',
          {
            ...query,
            template: joined(query.template ?? DEFAULT_RECOMMENDED_TEMPLATE),
          } satisfies RecommendedWireQuery,
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
    get: (id, options) => get<ListingWire>(`v1/listings/${id}`, {}, options),
  };
}
