import { describe, expect, it } from 'vitest';
import { toListingFilter, toListingSearch } from './listing-search-query';

describe('toListingFilter', () => {
  it('trims keywords once and drops blank ones', () => {
    expect(toListingFilter({ keywords: '  flood  ' })).toEqual({
      orderBy: 'RELEVANCE',
      keywords: 'flood',
    });
    expect(toListingFilter({ keywords: ' \t ' })).toEqual({ orderBy: 'RELEVANCE' });
  });

  it('reads categories, listing types and sort in any case; unknown values are 400s', () => {
    expect(
      toListingFilter({ category: 'Radar, history,radar', listingTypes: 'gif', orderBy: 'title' }),
    ).toEqual({ orderBy: 'TITLE', categories: ['radar', 'history'], listingTypes: ['GIF'] });
    expect(() => toListingFilter({ category: 'volcanoes' })).toThrow(/volcanoes/);
    expect(() => toListingFilter({ listingTypes: 'PDF' })).toThrow(/PDF/);
  });
});

describe('toListingSearch', () => {
  it('is the filter plus the page', () => {
    expect(toListingSearch({ limit: 5, offset: 10, keywords: ' sahara ', onlyMaps: true })).toEqual(
      { orderBy: 'RELEVANCE', keywords: 'sahara', onlyMaps: true, limit: 5, offset: 10 },
    );
  });
});
