import { describe, expect, it } from 'vitest';
import { railModeForPath } from './rail-mode-for-path';

describe('railModeForPath', () => {
  it.each([
    ['/', 'NONE'],
    ['/maps', 'MAPS'],
    ['/maps/old-map-12', 'MAPS'],
    ['/satellites', 'SATELLITE'],
    ['/satellites/sentinel', 'SATELLITE'],
    ['/satellites/landsat/', 'SATELLITE'],
    ['/task', 'SATELLITE'],
    ['/draw', 'PROJECT'],
    ['/draw/new', 'PROJECT'],
    ['/draw/edit/5', 'PROJECT'],
    ['/draw/5', 'PROJECT'],
    ['/my-maps', 'PROFILE_ALL_MAPS'],
    ['/my-bookmarks', 'MY_BOOKMARKS'],
    ['/upload', 'SHARE_MAP'],
  ])('marks the rail item of %s', (path, mode) => {
    expect(railModeForPath(path, false)).toBe(mode);
  });
  it('marks the organisation maps item on an organisation site', () => {
    expect(railModeForPath('/maps/x-3', true)).toBe('SUBDOMAIN_MAPS');
  });
  it.each(['/login', '/account', '/profile/u1', '/somewhere-else', '/dashboard/overview'])(
    'marks no item on %s, a screen outside the rail',
    (path) => {
      expect(railModeForPath(path, false)).toBeNull();
    },
  );
});
