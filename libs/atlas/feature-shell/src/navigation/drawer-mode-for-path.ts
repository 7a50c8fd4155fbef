import { DRAWER_MODE, defaultDrawerMode } from '@unfurl/domain';
import type { DrawerMode } from '@unfurl/domain';

function clean(pathname: string): string[] {
  return pathname.replace(/\/+$/, '').split('/').filter(Boolean);
}

/**
 * The side drawer mode a path opens (2§2): / has no drawer mode; /maps opens the default
 * maps mode of the site; the other map screens and main-app paths open their own.
 */
export function drawerModeForPath(pathname: string, isOrganisationSite: boolean): DrawerMode {
  const [first, second, third] = clean(pathname);
  switch (first) {
    case undefined:
      return DRAWER_MODE.NONE;
    case 'maps':
      return defaultDrawerMode(isOrganisationSite);
    case 'draw':
      if (second === undefined) return DRAWER_MODE.PROJECT;
      if (second === 'new') return DRAWER_MODE.DRAW_NEW;
      if (second === 'edit') return DRAWER_MODE.DRAW_EDIT;
      return third === undefined ? DRAWER_MODE.DRAW_VIEW : DRAWER_MODE.NONE;
    case 'satellites':
      if (second === 'sentinel') return DRAWER_MODE.SATELLITE_SENTINEL;
      if (second === 'landsat') return DRAWER_MODE.SATELLITE_LANDSAT;
      return DRAWER_MODE.SATELLITE;
    case 'task':
      return DRAWER_MODE.SATELLITE;
    case 'my-maps':
      return DRAWER_MODE.PROFILE_ALL_MAPS;
    case 'my-bookmarks':
      return DRAWER_MODE.MY_BOOKMARKS;
    case 'upload':
      return DRAWER_MODE.SHARE_MAP;
    case 'profile':
      return DRAWER_MODE.PROFILE;
    default:
      return DRAWER_MODE.NONE;
  }
}

/** Where choosing a drawer mode from the navigation rail goes. */
export function pathForDrawerMode(mode: DrawerMode): string {
  switch (mode) {
    case 'MAPS':
    case 'SUBDOMAIN_MAPS':
    case 'LOW_FI':
    case 'FEATURED':
      return '/maps';
    case 'PROJECT':
      return '/draw';
    case 'DRAW_NEW':
      return '/draw/new';
    case 'DRAW_EDIT':
      return '/draw/edit';
    case 'DRAW_VIEW':
      return '/draw';
    case 'SATELLITE':
      return '/satellites';
    case 'SATELLITE_SENTINEL':
      return '/satellites/sentinel';
    case 'SATELLITE_LANDSAT':
      return '/satellites/landsat';
    case 'MY_BOOKMARKS':
      return '/my-bookmarks';
    case 'SHARE_MAP':
      return '/upload';
    case 'PROFILE':
    case 'PROFILE_ALL_MAPS':
      return '/my-maps';
    case 'NONE':
    case 'MOBILE_NATIVE':
      return '/';
    default: {
      const unhandled: never = mode;
      return unhandled;
    }
  }
}
