import { describe, expect, it } from 'vitest';
import { DRAWER_MODES } from '@unfurl/domain';
import { drawerModeForPath, pathForDrawerMode } from './drawer-mode-for-path';

describe('drawerModeForPath', () => {
  it('opens / with no drawer mode', () => {
    expect(drawerModeForPath('/', false)).toBe('NONE');
    expect(drawerModeForPath('/', true)).toBe('NONE');
  });
  it('defaults maps to maps on the main site and subdomain maps on an organisation site', () => {
    expect(drawerModeForPath('/maps', false)).toBe('MAPS');
    expect(drawerModeForPath('/maps/', true)).toBe('SUBDOMAIN_MAPS');
    expect(drawerModeForPath('/maps/old-map-12', false)).toBe('MAPS');
  });
  it.each([
    ['/draw', 'PROJECT'],
    ['/draw/new', 'DRAW_NEW'],
    ['/draw/edit', 'DRAW_EDIT'],
    ['/draw/edit/5', 'DRAW_EDIT'],
    ['/draw/5', 'DRAW_VIEW'],
    ['/satellites', 'SATELLITE'],
    ['/satellites/sentinel', 'SATELLITE_SENTINEL'],
    ['/satellites/landsat', 'SATELLITE_LANDSAT'],
    ['/my-maps', 'PROFILE_ALL_MAPS'],
    ['/my-bookmarks', 'MY_BOOKMARKS'],
    ['/task', 'SATELLITE'],
    ['/upload', 'SHARE_MAP'],
    ['/profile/u1', 'PROFILE'],
    ['/dashboard/overview', 'NONE'],
    ['/somewhere-else', 'NONE'],
  ])('%s opens %s', (path, mode) => {
    expect(drawerModeForPath(path, false)).toBe(mode);
  });
  it('gives every mode a path, and the path of a mode opens that mode again', () => {
    for (const mode of DRAWER_MODES) expect(pathForDrawerMode(mode)).toMatch(/^\//);
    for (const mode of ['MAPS', 'SATELLITE_LANDSAT', 'SHARE_MAP'] as const) {
      expect(drawerModeForPath(pathForDrawerMode(mode), false)).toBe(mode);
    }
  });
});
