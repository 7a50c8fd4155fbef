import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORIES, CATEGORY_LABELS, CHOOSE_FILTER_LABEL, isCategory } from './category';
import { LISTING_TYPES, toListingType } from './listing-type';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS, SORT_OPTION_LABELS } from './sort-option';

describe('listing types, categories and sort options', () => {
  it('listing types are the closed set of ten (R-190)', () => {
    expect(LISTING_TYPES).toEqual([
      'IMAGE',
      'TILE_LAYER',
      'NOT_SUPPORTED',
      'WMS',
      'WMTS',
      'COG',
      'ORDER',
      'LO_FI',
      'GIF',
      'EXTERNAL_TILE_LAYER',
    ]);
  });

  it('an unknown listing type becomes NOT_SUPPORTED (R-191)', () => {
    expect(toListingType('COG')).toBe('COG');
    expect(toListingType('HOLOGRAM')).toBe('NOT_SUPPORTED');
    expect(toListingType(undefined)).toBe('NOT_SUPPORTED');
    fc.assert(fc.property(fc.string(), (s) => LISTING_TYPES.includes(toListingType(s))));
  });

  it('categories are the closed set of sixteen (R-201) with the spec labels (R-202)', () => {
    expect(CATEGORIES).toHaveLength(16);
    expect(CATEGORY_LABELS['earth-art']).toBe('Earth Art');
    expect(CATEGORY_LABELS['marine-nautical']).toBe('Marine / Nautical');
    expect(CATEGORY_LABELS['elevation-topography']).toBe('Elevation / Topography');
    expect(CHOOSE_FILTER_LABEL).toBe('Choose Filter');
    expect(isCategory('urban')).toBe(true);
    expect(isCategory('Urban')).toBe(false);
  });

  it('sort options are Relevance (default), Newest, Title, Oldest, Modified (R-204)', () => {
    expect(SORT_OPTIONS).toEqual(['RELEVANCE', 'NEWEST', 'TITLE', 'OLDEST', 'MODIFIED']);
    expect(DEFAULT_SORT_OPTION).toBe('RELEVANCE');
    expect(SORT_OPTION_LABELS.OLDEST).toBe('Last Posted');
    expect(SORT_OPTION_LABELS.MODIFIED).toBe('Last Modified');
  });
});
