import {
  CHOOSE_FILTER_LABEL,
  MAP_TYPE_FILTER,
  MAP_TYPE_FILTERS,
  MAP_TYPE_FILTER_HELP,
  MAP_TYPE_FILTER_LABELS,
  SORT_OPTIONS,
  SORT_OPTION_LABELS,
} from '@unfurl/domain';
import { Select, type SelectOption } from '@unfurl/ui-kit';
import {
  categoryFromSelect,
  mapTypeFromSelect,
  sortFromSelect,
  type BrowseFilters,
} from './browse-filters';
import { CATEGORY_CHOICES } from './category-choices';

/** Props of <BrowseFilterBar>. */
export interface BrowseFilterBarProps {
  readonly filters: BrowseFilters;
  readonly onChange: (filters: BrowseFilters) => void;
}

const CATEGORY_OPTIONS: readonly SelectOption<string>[] = [
  { value: '', label: CHOOSE_FILTER_LABEL },
  ...CATEGORY_CHOICES,
];
const SORT_SELECT = SORT_OPTIONS.map((s) => ({ value: s, label: SORT_OPTION_LABELS[s] }));
const MAP_TYPE_SELECT = MAP_TYPE_FILTERS.map((m) => ({
  value: m,
  label: MAP_TYPE_FILTER_LABELS[m],
}));

/**
 * The browse filters (1§3): category with 'Choose Filter' to reset it, sort defaulting to
 * Relevance, and the map type with the chosen type's help text.
 */
export function BrowseFilterBar({ filters, onChange }: BrowseFilterBarProps) {
  const help =
    filters.mapType === MAP_TYPE_FILTER.ALL ? undefined : MAP_TYPE_FILTER_HELP[filters.mapType];
  return (
    <div className="browse-filters" data-testid="browse-filters">
      <Select
        label="Category"
        testId="filter-category"
        value={filters.category ?? ''}
        options={CATEGORY_OPTIONS}
        onChange={(value) => onChange({ ...filters, category: categoryFromSelect(value) })}
      />
      <Select
        label="Sort by"
        testId="filter-sort"
        value={filters.orderBy}
        options={SORT_SELECT}
        onChange={(value) => onChange({ ...filters, orderBy: sortFromSelect(value) })}
      />
      <Select
        label="Map type"
        testId="filter-map-type"
        value={filters.mapType}
        options={MAP_TYPE_SELECT}
        onChange={(value) => onChange({ ...filters, mapType: mapTypeFromSelect(value) })}
      />
      {help ? (
        <p className="browse-filters__help atlas-muted" data-testid="filter-map-type-help">
          {help}
        </p>
      ) : null}
    </div>
  );
}
