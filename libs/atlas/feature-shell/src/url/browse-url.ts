import {
  DEFAULT_SORT_OPTION,
  MAP_TYPE_FILTER,
  MAP_TYPE_FILTERS,
  SORT_OPTIONS,
  isCategory,
  type Category,
  type MapTypeFilter,
  type SortOption,
} from '@unfurl/domain';

/** The query keys of the browse search in the address. */
export const BROWSE_QUERY_KEYS = {
  keywords: 'q',
  category: 'category',
  orderBy: 'sort',
  mapType: 'type',
} as const;

/** The browse search as the address holds it: keywords, one category, the sort, the map type. */
export interface BrowseUrlState {
  readonly keywords: string;
  readonly category: Category | null;
  readonly orderBy: SortOption;
  readonly mapType: MapTypeFilter;
}

/** No keywords, no category, Relevance, all map types: what an address without the keys means. */
export const DEFAULT_BROWSE_URL_STATE: BrowseUrlState = {
  keywords: '',
  category: null,
  orderBy: DEFAULT_SORT_OPTION,
  mapType: MAP_TYPE_FILTER.ALL,
};

const params = (search: string) =>
  new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Reads the browse search from a query string; unknown values read as the default. */
export function readBrowseUrl(search: string): BrowseUrlState {
  const query = params(search);
  const category = query.get(BROWSE_QUERY_KEYS.category)?.toLowerCase() ?? '';
  return {
    keywords: (query.get(BROWSE_QUERY_KEYS.keywords) ?? '').trim(),
    category: isCategory(category) ? category : null,
    orderBy: oneOf(SORT_OPTIONS, query.get(BROWSE_QUERY_KEYS.orderBy), DEFAULT_SORT_OPTION),
    mapType: oneOf(MAP_TYPE_FILTERS, query.get(BROWSE_QUERY_KEYS.mapType), MAP_TYPE_FILTER.ALL),
  };
}

/**
 * The query string with the browse search written in (defaults left out, so a plain browse has
 * a plain address); other keys are kept in their order.
 */
export function writeBrowseUrl(search: string, state: Partial<BrowseUrlState>): string {
  const query = params(search);
  const next = { ...readBrowseUrl(search), ...state };
  const put = (key: string, value: string, fallback: string) => {
    if (value === fallback) query.delete(key);
    else query.set(key, value);
  };
  put(BROWSE_QUERY_KEYS.keywords, next.keywords.trim(), '');
  put(BROWSE_QUERY_KEYS.category, next.category ?? '', '');
  put(BROWSE_QUERY_KEYS.orderBy, next.orderBy, DEFAULT_SORT_OPTION);
  put(BROWSE_QUERY_KEYS.mapType, next.mapType, MAP_TYPE_FILTER.ALL);
  const text = query.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/** True when two browse searches ask for the same listings in the same order. */
export function sameBrowseSearch(a: BrowseUrlState, b: BrowseUrlState): boolean {
  return (
    a.keywords === b.keywords &&
    a.category === b.category &&
    a.orderBy === b.orderBy &&
    a.mapType === b.mapType
  );
}
