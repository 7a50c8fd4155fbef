import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE_FILTERS,
  categoryFromSelect,
  filtersActive,
  filtersFromQuery,
  filtersToQuery,
  mapTypeFromSelect,
  sortFromSelect,
} from './browse-filters';

describe('browse filters (1§3)', () => {
  it('defaults to no category, Relevance and all map types (R-205)', () => {
    expect(DEFAULT_BROWSE_FILTERS).toEqual({
      category: null,
      orderBy: 'RELEVANCE',
      mapType: 'ALL',
    });
    expect(filtersActive(DEFAULT_BROWSE_FILTERS)).toBe(false);
  });

  it("'Choose Filter' and unknown values reset the category (R-203)", () => {
    expect(categoryFromSelect('')).toBeNull();
    expect(categoryFromSelect('Choose Filter')).toBeNull();
    expect(categoryFromSelect('geology')).toBe('geology');
    expect(categoryFromSelect('Geology')).toBeNull();
  });

  it('reads sort and map type values, falling back to the defaults', () => {
    expect(sortFromSelect('OLDEST')).toBe('OLDEST');
    expect(sortFromSelect('bogus')).toBe('RELEVANCE');
    expect(mapTypeFromSelect('GIF')).toBe('GIF');
    expect(mapTypeFromSelect('')).toBe('ALL');
  });

  it('turns the filters into query fields and back', () => {
    const filters = { category: 'history', orderBy: 'NEWEST', mapType: 'MAPS' } as const;
    const query = filtersToQuery(filters);
    expect(query.category).toEqual(['history']);
    expect(query.orderBy).toBe('NEWEST');
    expect(query.listingTypes).toContain('COG');
    expect(query.listingTypes).not.toContain('GIF');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersActive(filters)).toBe(true);
  });

  it('clears the category and types when reset, so a merge drops the old filters', () => {
    const query = filtersToQuery(DEFAULT_BROWSE_FILTERS);
    expect('category' in query && query.category === undefined).toBe(true);
    expect('listingTypes' in query && query.listingTypes === undefined).toBe(true);
    expect(filtersFromQuery({ ...query })).toEqual(DEFAULT_BROWSE_FILTERS);
  });
});
