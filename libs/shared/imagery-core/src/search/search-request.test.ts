import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchRequestLimit, shareLinkSearch } from './search-request';

describe('searchRequestLimit', () => {
  it('defaults to 20 and adds 30 (R-438, R-439)', () => {
    expect(searchRequestLimit()).toBe(50);
    expect(searchRequestLimit(50)).toBe(80);
    expect(searchRequestLimit(0)).toBe(50);
    expect(searchRequestLimit(2.5)).toBe(50);
  });

  it('is always the requested positive integer plus 30', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => searchRequestLimit(n) === n + 30),
    );
  });
});

describe('shareLinkSearch', () => {
  it('searches one month from the image day, whole days, limit 50 (R-465, R-466, R-455)', () => {
    expect(shareLinkSearch('2024-05-11T10:30:00Z')).toEqual({
      timeRange: { from: '2024-05-11T00:00:00Z', to: '2024-06-11T23:59:59Z' },
      limit: 50,
    });
    expect(shareLinkSearch('2024-01-31').timeRange.to).toBe('2024-02-29T23:59:59Z');
    expect(shareLinkSearch('2024-12-15T00:00:00Z').timeRange.to).toBe('2025-01-15T23:59:59Z');
    expect(() => shareLinkSearch('soon')).toThrow('Not a date: soon');
  });
});
