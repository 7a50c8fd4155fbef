// Public API of @unfurl/domain. Exports are listed by name, each with a one-line TSDoc.

// --- listings: closed sets (spec 1§3) ---
export { LISTING_TYPE, LISTING_TYPES, toListingType } from './listing/listing-type';
export type { ListingType } from './listing/listing-type';
export {
  CATEGORY,
  CATEGORIES,
  CATEGORY_LABELS,
  CHOOSE_FILTER_LABEL,
  isCategory,
} from './listing/category';
export type { Category } from './listing/category';
export {
  SORT_OPTION,
  SORT_OPTIONS,
  DEFAULT_SORT_OPTION,
  SORT_OPTION_LABELS,
} from './listing/sort-option';
export type { SortOption } from './listing/sort-option';

// --- entities, closed sets, constants and rules (spec sections 3, 6, 9) ---
/** Map type filter (ALL, LOFI, MAPS, GIF), labels, help texts and the listing types each selects. */
export {
  MAP_TYPE_FILTER,
  MAP_TYPE_FILTERS,
  MAP_TYPE_FILTER_LABELS,
  MAP_TYPE_FILTER_HELP,
  listingTypesForFilter,
} from './listing/map-type-filter';
/** One map type filter value. */
export type { MapTypeFilter } from './listing/map-type-filter';

/** Permission levels (None -1 .. Owner 4), server-string mapping, labels and access checks. */
export {
  PERMISSION_LEVEL,
  PERMISSION_STRING,
  permissionFromString,
  permissionToString,
  permissionLabel,
  hasReadAccess,
  hasWriteAccess,
  hasAdminAccess,
} from './permissions/permission-level';
/** A numeric permission level and a server permission string. */
export type { PermissionLevel, PermissionString } from './permissions/permission-level';
/** The user's permission on a tenant, from the domains list. */
export { permissionForTenant } from './permissions/permission-for-tenant';
/** A domains-list entry and the options of permissionForTenant. */
export type {
  DomainPermission,
  PermissionForTenantOptions,
} from './permissions/permission-for-tenant';

/** Product identity: name Unfurl, slug, version 6.4.1, environment production. */
export { PRODUCT } from './product/product';
/** The product identity type. */
export type { Product } from './product/product';
/** The five splash taglines and a pure picker. */
export { SPLASH_TAGLINES, pickSplashTagline } from './product/splash-taglines';

/** Side-drawer modes (17) and the default per site kind. */
export {
  DRAWER_MODE,
  DRAWER_MODES,
  defaultDrawerMode,
  isDrawerMode,
} from './navigation/drawer-mode';
/** One side-drawer mode. */
export type { DrawerMode } from './navigation/drawer-mode';
/** Map-screen paths and the router rule. */
export { MAP_SCREEN_PATHS, isMapScreenPath } from './navigation/map-screen-paths';
/** Legal pages, the about site and its operator pages. */
export {
  ABOUT_SITE,
  ABOUT_LINKS,
  SATELLITE_OPERATORS,
  LEGAL_PAGES,
  REDIRECTING_TEXT,
  legalPageForPath,
} from './navigation/legal-pages';
/** One legal page (path, external url, title). */
export type { LegalPage } from './navigation/legal-pages';
/** Map URL query keys, legacy keys to strip, and share keys. */
export {
  MAP_QUERY_KEYS,
  LEGACY_IMAGERY_KEYS,
  LEGACY_SHARE_KEYS,
  SHARE_QUERY_KEYS,
  CARRIED_QUERY_KEYS,
  stripLegacyImageryKeys,
} from './navigation/map-query-keys';
/** One map query key. */
export type { MapQueryKey } from './navigation/map-query-keys';
/** The pos query parameter: parse and format (zoom to 2 decimals). */
export { parsePos, formatPos } from './navigation/pos';
/** A map position with zoom. */
export type { MapPos } from './navigation/pos';
/** Map slugs: id from slug and slug from title and id. */
export { slugToId, toSlug } from './navigation/slug';

/** Layout constants (nav bar, drawers, radius, font sizes, z-index layers). */
export { LAYOUT } from './layout/layout';
/** The layout constants type. */
export type { Layout } from './layout/layout';
/** Business limits and constants of 1§9 and 2§9. */
export { LIMITS } from './limits/limits';
/** The limits type. */
export type { Limits } from './limits/limits';

/** Global bundles (fixed ids) and composing them with the server bundles. */
export {
  GLOBAL_BUNDLES,
  GLOBAL_BUNDLE_ID,
  EXCLUDED_BUNDLE_TITLE,
  composeBundleList,
  isGlobalBundleId,
} from './bundles/global-bundles';
/** One global bundle id. */
export type { GlobalBundleId } from './bundles/global-bundles';

/** Display name rule and its fallback label. */
export { displayName, FALLBACK_DISPLAY_NAME } from './users/display-name';
/** The name fields a display name is built from. */
export type { NameFields } from './users/display-name';

/** Branded units and geographic value types. */
export { degrees, meters } from './geo/units';
/** Degrees, Meters, LatLng and BoundingBox. */
export type { Degrees, Meters, LatLng, BoundingBox } from './geo/units';

/** Annotation kinds. */
export { ANNOTATION_KIND, ANNOTATION_KINDS, isAnnotationKind } from './annotations/annotation-kind';
/** One annotation kind. */
export type { AnnotationKind } from './annotations/annotation-kind';
/** Annotation tool names and labels. */
export {
  ANNOTATION_TOOL,
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_LABELS,
} from './annotations/annotation-tool';
/** One annotation tool name. */
export type { AnnotationTool } from './annotations/annotation-tool';
/** Annotation defaults (z-index 401, #eed926, weight 3, ...), units and coordinate display. */
export {
  ANNOTATION_DEFAULTS,
  UNITS,
  DEFAULT_COORDINATE_DISPLAY,
} from './annotations/annotation-defaults';
/** One unit system. */
export type { Units } from './annotations/annotation-defaults';
/** Fill patterns (none first) and a guard. */
export { FILL_PATTERNS, DEFAULT_FILL_PATTERN, isFillPattern } from './annotations/fill-pattern';
/** One fill pattern. */
export type { FillPattern } from './annotations/fill-pattern';
/** Label colours and backgrounds. */
export {
  LABEL_COLORS,
  LABEL_BACKGROUNDS,
  LABEL_BACKGROUND_OPACITY,
} from './annotations/label-colors';
/** One label colour and one label background. */
export type { LabelColor, LabelBackground } from './annotations/label-colors';

// --- wire contract: API response shapes (shared by the server and api-client) ---
export type {
  Listing,
  ListingsQuery,
  ListingsPage,
  ListingsCursorPage,
  NearbyQuery,
} from './wire/listing';
export type { Bundle, BundlesResponse, BundleListingsPage } from './wire/bundle';
export type { TenantConfig } from './wire/tenant-config';
export { MAIN_SUBDOMAIN } from './wire/tenant-config';
export type { ApiErrorBody } from './wire/api-error';
