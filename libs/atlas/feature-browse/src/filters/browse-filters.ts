import {
  DEFAULT_SORT_OPTION,
  MAP_TYPE_FILTER,
  MAP_TYPE_FILTERS,
  SORT_OPTIONS,
  isCategory,
  listingTypesForFilter,
  type Category,
  type ListingsQuery,
  type MapTypeFilter,
  type SortOption,
} from '@unfurl/domain';

/** What the browse filter bar sets (1§3): one category or none, the sort, the map type. */
export interface BrowseFilters {
  readonly category: Category | null;
  readonly orderBy: SortOption;
  readonly mapType: MapTypeFilter;
}

/** No category ('Choose Filter'), Relevance, all map types. */
export const DEFAULT_BROWSE_FILTERS: BrowseFilters = {
  category: null,
  orderBy: DEFAULT_SORT_OPTION,
  mapType: MAP_TYPE_FILTER.ALL,
};

/**
 * The category a select value stands for: the 'Choose Filter' option (empty value) and anything
 * that is not a category reset the filter to none.
 */
export function categoryFromSelect(value: string): Category | null {
  return isCategory(value) ? value : null;
}

/** The sort a select value stands for; anything else is the default (Relevance). */
export function sortFromSelect(value: string): SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value)
    ? (value as SortOption)
    : DEFAULT_SORT_OPTION;
}

/** The map type a select value stands for; anything else is ALL. */
export function mapTypeFromSelect(value: string): MapTypeFilter {
  return (MAP_TYPE_FILTERS as readonly string[]).includes(value)
    ? (value as MapTypeFilter)
    : MAP_TYPE_FILTER.ALL;
}

/**
 * The listing query fields of the filters, every field present (undefined clears it) so that
 * merging into a query replaces the previous filters.
 */
export function filtersToQuery(
  filters: BrowseFilters,
): Pick<ListingsQuery, 'category' | 'orderBy' | 'listingTypes'> {
  return {
    category: filters.category ? [filters.category] : undefined,
    orderBy: filters.orderBy,
    listingTypes: listingTypesForFilter(filters.mapType),
  } as Pick<ListingsQuery, 'category' | 'orderBy' | 'listingTypes'>;
}

/** The filters a listing query holds (the inverse of {@link filtersToQuery}). */
export function filtersFromQuery(query: ListingsQuery): BrowseFilters {
  const types = query.listingTypes;
  const mapType =
    MAP_TYPE_FILTERS.find((filter) => {
      const wanted = listingTypesForFilter(filter);
      if (!wanted || !types) return !wanted && !types;
      return wanted.length === types.length && wanted.every((t) => types.includes(t));
    }) ?? MAP_TYPE_FILTER.ALL;
  return {
    category: query.category?.[0] ?? null,
    orderBy: query.orderBy ?? DEFAULT_SORT_OPTION,
    mapType,
  };
}

/** True when any filter differs from the defaults (the drawer then lists the results). */
export function filtersActive(filters: BrowseFilters): boolean {
  return filters.category !== null || filters.mapType !== MAP_TYPE_FILTER.ALL;
}
