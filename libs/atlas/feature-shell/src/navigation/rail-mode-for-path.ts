import { DRAWER_MODE } from '@unfurl/domain';
import type { DrawerMode } from '@unfurl/domain';
import { drawerModeForPath } from './drawer-mode-for-path';

/**
 * The navigation rail item that is current on a path (`aria-current="page"`), or null when no
 * item is. A screen inside a rail item's area marks that item: the Sentinel and Landsat searches
 * and tasking mark Satellites, every draw screen marks Draw, a listing marks Maps, another
 * user's profile marks none. Screens outside the rail (sign-in, account, unknown addresses) mark
 * none; only `/` itself marks Home.
 */
export function railModeForPath(pathname: string, isOrganisationSite: boolean): DrawerMode | null {
  const mode = drawerModeForPath(pathname, isOrganisationSite);
  switch (mode) {
    case DRAWER_MODE.NONE:
      return pathname.replace(/\/+$/, '') === '' ? DRAWER_MODE.NONE : null;
    case DRAWER_MODE.MAPS:
    case DRAWER_MODE.SUBDOMAIN_MAPS:
    case DRAWER_MODE.SATELLITE:
    case DRAWER_MODE.PROJECT:
    case DRAWER_MODE.PROFILE_ALL_MAPS:
    case DRAWER_MODE.MY_BOOKMARKS:
    case DRAWER_MODE.SHARE_MAP:
      return mode;
    case DRAWER_MODE.LOW_FI:
    case DRAWER_MODE.FEATURED:
      return isOrganisationSite ? DRAWER_MODE.SUBDOMAIN_MAPS : DRAWER_MODE.MAPS;
    case DRAWER_MODE.SATELLITE_SENTINEL:
    case DRAWER_MODE.SATELLITE_LANDSAT:
      return DRAWER_MODE.SATELLITE;
    case DRAWER_MODE.DRAW_NEW:
    case DRAWER_MODE.DRAW_EDIT:
    case DRAWER_MODE.DRAW_VIEW:
      return DRAWER_MODE.PROJECT;
    case DRAWER_MODE.PROFILE:
    case DRAWER_MODE.MOBILE_NATIVE:
      return null;
    default: {
      const unhandled: never = mode;
      return unhandled;
    }
  }
}
