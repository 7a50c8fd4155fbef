// Public API of @unfurl/atlas-feature-shell. Exports by name.

/** Creates the services (API client, tenant, stores) for one page load. */
export { createAtlasServices } from './services/atlas-services';
export type { AtlasServices, AtlasEnvironment } from './services/atlas-services';
/** Provides and reads the atlas services. */
export { AtlasServicesProvider, useAtlasServices } from './services/services-context';
/** Analytics events of the atlas (listing views, imagery events); points read again after each. */
export { createAtlasAnalytics } from './analytics/analytics-events';
/** The analytics calls and what they need. */
export type { AnalyticsServices, AtlasAnalytics } from './analytics/analytics-events';
/** The atlas's analytics calls over the page's services. */
export { useAtlasAnalytics } from './analytics/use-atlas-analytics';
/** The shell layout route: nav bar, rail, side drawer with <Outlet/>, map, minimap, toasts, splash. */
export { AtlasShell } from './shell/atlas-shell';
export type { AtlasShellProps } from './shell/atlas-shell';
/** Placeholder panel for screens of later issues. */
export { ComingSoon } from './shell/coming-soon';
/** The panel of an unknown address: what happened and a link back to the map. */
export { NotFoundPage } from './shell/not-found-page';
/** The shell's drawer-collapse store. */
export { createShellStore } from './shell/shell-store';
export type { ShellStore, ShellState } from './shell/shell-store';
/** A legal page that shows 'Redirecting...' and leaves for the about site. */
export { LegalRedirect } from './legal/legal-redirect';
export type { LegalRedirectProps, PageRedirect } from './legal/legal-redirect';
/** Tenant of a host name. */
export { subdomainFromHostname, isOrganisationSubdomain } from './tenant/subdomain-from-hostname';
/** Map URL state: pos/basemap read and write, carrying, legacy keys, listing address. */
export {
  readMapUrlState,
  writeMapUrlState,
  carryMapQuery,
  withoutLegacyKeys,
  hasLegacyKeys,
  listingAddress,
} from './url/map-url';
export type { MapUrlState } from './url/map-url';
/** The browse search (keywords, category, sort, map type) in the address. */
export {
  BROWSE_QUERY_KEYS,
  DEFAULT_BROWSE_URL_STATE,
  readBrowseUrl,
  writeBrowseUrl,
  sameBrowseSearch,
} from './url/browse-url';
export type { BrowseUrlState } from './url/browse-url';
/** Drawer mode of a path and path of a mode; mode titles. */
export { drawerModeForPath, pathForDrawerMode } from './navigation/drawer-mode-for-path';
export { DRAWER_MODE_TITLES } from './navigation/drawer-mode-labels';
/** Navigate carrying pos and basemap. */
export { useCarryNavigate } from './navigation/use-carry-navigate';
/** Search box intent (coordinates or keywords); the parser itself loads with the first search. */
export type { SearchIntent } from './search/interpret-search';
/** Draws a listing as itself on the map (tiles, image, GIF or remote layer) at an opacity. */
export { useListingLayer } from './listing-layer/use-listing-layer';
/** The address of a listing's preview image in one size (small, medium, sharing). */
export { previewImageUrl } from './listing-layer/preview-image-url';
