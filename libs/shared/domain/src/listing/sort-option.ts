/** Sort options of listing search (1§3); the value is what `orderBy` carries on the wire. */
export const SORT_OPTION = {
  Relevance: 'RELEVANCE',
  Newest: 'NEWEST',
  Title: 'TITLE',
  Oldest: 'OLDEST',
  Modified: 'MODIFIED',
} as const;

/** One sort option. */
export type SortOption = (typeof SORT_OPTION)[keyof typeof SORT_OPTION];

/** Every sort option, default (Relevance) first. */
export const SORT_OPTIONS: readonly SortOption[] = Object.values(SORT_OPTION);

/** The default sort option. */
export const DEFAULT_SORT_OPTION: SortOption = SORT_OPTION.Relevance;

/** Display label of each sort option. */
export const SORT_OPTION_LABELS: Readonly<Record<SortOption, string>> = {
  RELEVANCE: 'Relevance',
  NEWEST: 'Newest',
  TITLE: 'Title',
  OLDEST: 'Last Posted',
  MODIFIED: 'Last Modified',
};
