/** The 17 side-drawer modes (2§2, R-161). `{product} project` is the draw-project (Stoary) mode. */
export const DRAWER_MODE = {
  NONE: 'NONE',
  PROJECT: 'PROJECT',
  DRAW_NEW: 'DRAW_NEW',
  DRAW_EDIT: 'DRAW_EDIT',
  DRAW_VIEW: 'DRAW_VIEW',
  MAPS: 'MAPS',
  LOW_FI: 'LOW_FI',
  SUBDOMAIN_MAPS: 'SUBDOMAIN_MAPS',
  MY_BOOKMARKS: 'MY_BOOKMARKS',
  SATELLITE: 'SATELLITE',
  SHARE_MAP: 'SHARE_MAP',
  FEATURED: 'FEATURED',
  PROFILE: 'PROFILE',
  PROFILE_ALL_MAPS: 'PROFILE_ALL_MAPS',
  SATELLITE_SENTINEL: 'SATELLITE_SENTINEL',
  SATELLITE_LANDSAT: 'SATELLITE_LANDSAT',
  MOBILE_NATIVE: 'MOBILE_NATIVE',
} as const;

/** One side-drawer mode. */
export type DrawerMode = (typeof DRAWER_MODE)[keyof typeof DRAWER_MODE];

/** Every drawer mode, in spec order. */
export const DRAWER_MODES: readonly DrawerMode[] = Object.values(DRAWER_MODE);

/** Default mode: maps on the main product, subdomain maps on organisation sites. */
export function defaultDrawerMode(isOrganisationSite: boolean): DrawerMode {
  return isOrganisationSite ? DRAWER_MODE.SUBDOMAIN_MAPS : DRAWER_MODE.MAPS;
}

/** True when the value is a drawer mode. */
export function isDrawerMode(value: unknown): value is DrawerMode {
  return typeof value === 'string' && (DRAWER_MODES as readonly string[]).includes(value);
}
