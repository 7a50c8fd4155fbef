import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BROWSE_URL_STATE,
  readBrowseUrl,
  sameBrowseSearch,
  writeBrowseUrl,
} from './browse-url';

describe('browse search in the address', () => {
  it('round-trips keywords, category, sort and map type, keeping the other keys', () => {
    const search = writeBrowseUrl('?pos=1,2,3', {
      keywords: 'old maps',
      category: 'history',
      orderBy: 'NEWEST',
      mapType: 'GIF',
    });
    expect(search).toBe('?pos=1,2,3&q=old+maps&category=history&sort=NEWEST&type=GIF');
    expect(readBrowseUrl(search)).toEqual({
      keywords: 'old maps',
      category: 'history',
      orderBy: 'NEWEST',
      mapType: 'GIF',
    });
  });

  it('leaves the defaults out and removes cleared keys', () => {
    expect(writeBrowseUrl('?pos=1,2,3', DEFAULT_BROWSE_URL_STATE)).toBe('?pos=1,2,3');
    expect(writeBrowseUrl('?q=x&sort=TITLE', { keywords: '  ' })).toBe('?sort=TITLE');
    expect(writeBrowseUrl('?q=x', { keywords: '' })).toBe('');
  });

  it('reads unknown values as the defaults', () => {
    expect(readBrowseUrl('?category=nope&sort=UP&type=X&q=%20')).toEqual(DEFAULT_BROWSE_URL_STATE);
    expect(readBrowseUrl('category=History').category).toBe('history');
  });

  it('compares two searches by what they ask for', () => {
    const a = readBrowseUrl('?q=flood&sort=NEWEST');
    expect(sameBrowseSearch(a, readBrowseUrl('?sort=NEWEST&pos=1,2,3&q=flood'))).toBe(true);
    expect(sameBrowseSearch(a, readBrowseUrl('?q=flood'))).toBe(false);
  });
});
