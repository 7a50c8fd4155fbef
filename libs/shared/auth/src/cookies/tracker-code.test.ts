import { describe, expect, it } from 'vitest';
import { trackerCodeFromSearch } from './tracker-code';

describe('trackerCodeFromSearch', () => {
  it('reads utm, else utm_campaign, else utm_source', () => {
    expect(trackerCodeFromSearch('?utm=partner-7&utm_campaign=spring')).toBe('partner-7');
    expect(trackerCodeFromSearch('?utm_source=news&utm_campaign=spring')).toBe('spring');
    expect(trackerCodeFromSearch('?utm_source=news')).toBe('news');
    expect(trackerCodeFromSearch('?pos=1,2,3&utm=%20')).toBeUndefined();
    expect(trackerCodeFromSearch('')).toBeUndefined();
  });
});
