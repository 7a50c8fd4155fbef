import type { DrawerMode } from '@unfurl/domain';
import { PRODUCT } from '@unfurl/domain';

/** Titles of the drawer modes as the drawer header shows them. */
export const DRAWER_MODE_TITLES: Readonly<Record<DrawerMode, string>> = {
  NONE: 'Home',
  PROJECT: `${PRODUCT.name} project`,
  DRAW_NEW: 'New drawing',
  DRAW_EDIT: 'Edit drawing',
  DRAW_VIEW: 'Drawing',
  MAPS: 'Maps',
  LOW_FI: 'LoFi maps',
  SUBDOMAIN_MAPS: 'Organisation maps',
  MY_BOOKMARKS: 'My bookmarks',
  SATELLITE: 'Satellites',
  SHARE_MAP: 'Share a map',
  FEATURED: 'Featured',
  PROFILE: 'Profile',
  PROFILE_ALL_MAPS: 'My maps',
  SATELLITE_SENTINEL: 'Sentinel imagery',
  SATELLITE_LANDSAT: 'Landsat imagery',
  MOBILE_NATIVE: 'App',
};
