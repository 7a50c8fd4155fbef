import type { ListingFootprintsQuery, ListingsQuery } from '@unfurl/domain';

/** What a query field is for: which listings match, which page of them, or which area. */
const FIELD_ROLE = {
  keywords: 'filter',
  category: 'filter',
  listingTypes: 'filter',
  userId: 'filter',
  onlyMaps: 'filter',
  orderBy: 'order',
  limit: 'page',
  offset: 'page',
  aoi: 'area',
} as const satisfies Record<keyof Required<ListingsQuery>, 'filter' | 'order' | 'page' | 'area'>;

/** The query fields that decide which listings match (every one, present or not). */
export type ListingsFilter = Pick<
  ListingsQuery,
  {
    [K in keyof typeof FIELD_ROLE]: (typeof FIELD_ROLE)[K] extends 'filter' ? K : never;
  }[keyof typeof FIELD_ROLE]
>;

const FILTER_FIELDS = (Object.keys(FIELD_ROLE) as (keyof typeof FIELD_ROLE)[]).filter(
  (key) => FIELD_ROLE[key] === 'filter',
);

/**
 * The filter of a browse query: every field that decides which listings match (keywords,
 * category, types, owner), none that pages, sorts or bounds them. The list, the map's footprints
 * and the hover details all take their filter from here, so they cannot disagree; a new field of
 * `ListingsQuery` does not compile until {@link FIELD_ROLE} says what it is for.
 */
export function listingsFilter(query: ListingsQuery): ListingsFilter {
  const filter: Record<string, unknown> = {};
  for (const key of FILTER_FIELDS) if (query[key] !== undefined) filter[key] = query[key];
  return filter as ListingsFilter;
}

/** The request of the results list (`GET /v1/listings`): the filter, the order and the page. */
export function listRequest(query: ListingsQuery): ListingsQuery {
  const { orderBy, limit, offset, aoi } = query;
  return { ...listingsFilter(query), ...defined({ orderBy, limit, offset, aoi }) };
}

/** The request of the map (`GET /v1/listings/footprints`): the same filter, within `aoi`. */
export function footprintsRequest(query: ListingsQuery, aoi: string): ListingFootprintsQuery {
  return { ...listingsFilter(query), ...defined({ orderBy: query.orderBy }), aoi };
}

function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
