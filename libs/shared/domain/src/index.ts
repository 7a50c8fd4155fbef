// Public API of @unfurl/domain. Exports are listed by name, each with a one-line TSDoc.

// --- listings: closed sets (spec 1§3) ---
export { LISTING_TYPE, LISTING_TYPES, toListingType } from './listing/listing-type';
export type { ListingType } from './listing/listing-type';
/** What an owner may write on a listing and its files (shared by the API and the atlas). */
export {
  LISTING_FILE_LIMITS,
  LISTING_METADATA_LIMITS,
  MEDIA_TYPE_PATTERN,
} from './listing/listing-edit-limits';
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
  type MapTypeFilter,
} from './listing/map-type-filter';
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
  type PermissionLevel,
  type PermissionString,
} from './permissions/permission-level';
/** The user's permission on a tenant, from the domains list. */
export {
  permissionForTenant,
  type DomainPermission,
  type PermissionForTenantOptions,
} from './permissions/permission-for-tenant';
/** Product identity: name Unfurl, slug, version 6.4.1, environment production. */
export { PRODUCT, type Product } from './product/product';
/** The five splash taglines and a pure picker. */
export { SPLASH_TAGLINES, pickSplashTagline } from './product/splash-taglines';
/** Side-drawer modes (17) and the default per site kind. */
export {
  DRAWER_MODE,
  DRAWER_MODES,
  defaultDrawerMode,
  isDrawerMode,
  type DrawerMode,
} from './navigation/drawer-mode';
/** Legal pages, the about site and its operator pages. */
export {
  DEFAULT_ABOUT_URL,
  ABOUT_URL_META,
  ABOUT_SITE_PAGES,
  aboutLinks,
  SATELLITE_OPERATORS,
  LEGAL_PAGES,
  REDIRECTING_TEXT,
  legalPageForPath,
  legalPageUrl,
  type AboutSitePage,
  type LegalPage,
} from './navigation/legal-pages';
/** Map URL query keys, legacy keys to strip, and share keys. */
export {
  MAP_QUERY_KEYS,
  LEGACY_IMAGERY_KEYS,
  LEGACY_SHARE_KEYS,
  SHARE_QUERY_KEYS,
  CARRIED_QUERY_KEYS,
  stripLegacyImageryKeys,
  type MapQueryKey,
} from './navigation/map-query-keys';
/** The pos query parameter: parse and format (zoom to 2 decimals). */
export { parsePos, formatPos, type MapPos } from './navigation/pos';
/** Map slugs: id from slug, slug from title and id, and the stored SEO title of a title. */
export { slugToId, titleSlug, toSlug } from './navigation/slug';
/** Layout constants (nav bar, drawers, radius, font sizes, z-index layers). */
export { LAYOUT, type Layout } from './layout/layout';
/** Business limits and constants of 1§9 and 2§9. */
export { LIMITS, type Limits } from './limits/limits';
/** Global bundles (fixed ids) and composing them with the server bundles. */
export {
  GLOBAL_BUNDLES,
  GLOBAL_BUNDLE_ID,
  EXCLUDED_BUNDLE_TITLE,
  composeBundleList,
  isGlobalBundleId,
  type GlobalBundleId,
} from './bundles/global-bundles';
/** Display name rule and its fallback label. */
export { displayName, FALLBACK_DISPLAY_NAME, type NameFields } from './users/display-name';
/** Branded units and geographic value types. */
export {
  degrees,
  meters,
  type Degrees,
  type Meters,
  type LatLng,
  type BoundingBox,
} from './geo/units';
/** Web Mercator (EPSG:3857) radius, square world and max latitude. */
export {
  WEB_MERCATOR_HALF_WORLD,
  WEB_MERCATOR_MAX_LAT,
  WEB_MERCATOR_RADIUS,
} from './geo/web-mercator';
/** Web Mercator degrees ↔ metres, per axis and per point (latitudes clamped at the poles). */
export {
  latToMercatorY,
  lonLatToMercator,
  lonToMercatorX,
  mercatorToLonLat,
  mercatorXToLon,
  mercatorYToLat,
} from './geo/web-mercator';
/** Annotation kinds. */
export {
  ANNOTATION_KIND,
  ANNOTATION_KINDS,
  isAnnotationKind,
  type AnnotationKind,
} from './annotations/annotation-kind';
/** Annotation tool names and labels. */
export {
  ANNOTATION_TOOL,
  ANNOTATION_TOOLS,
  ANNOTATION_TOOL_LABELS,
  type AnnotationTool,
} from './annotations/annotation-tool';
/** Annotation defaults (z-index 401, #eed926, weight 3, ...), units and coordinate display. */
export {
  ANNOTATION_DEFAULTS,
  UNITS,
  DEFAULT_COORDINATE_DISPLAY,
  type Units,
} from './annotations/annotation-defaults';
/** Fill patterns (none first) and a guard. */
export {
  FILL_PATTERNS,
  DEFAULT_FILL_PATTERN,
  isFillPattern,
  type FillPattern,
} from './annotations/fill-pattern';
/** Label colours and backgrounds. */
export {
  LABEL_COLORS,
  LABEL_BACKGROUNDS,
  LABEL_BACKGROUND_OPACITY,
  type LabelColor,
  type LabelBackground,
} from './annotations/label-colors';
/** Access modes (PREVIEW, VIEW, DOWNLOAD, SEARCH). */
export { ACCESS_MODE, ACCESS_MODES, type AccessMode } from './listing/access-mode';
/** Entry origins of an opened listing. */
export { ENTRY_ORIGIN, ENTRY_ORIGINS, type EntryOrigin } from './listing/entry-origin';
/** Review status; unknown reads as PENDING. */
export {
  REVIEW_STATUS,
  REVIEW_STATUSES,
  toReviewStatus,
  type ReviewStatus,
} from './listing/review-status';
/** Coordinate systems (EPSG:3395, 3857, 4326) and image MIME types. */
export {
  COORDINATE_SYSTEM,
  COORDINATE_SYSTEMS,
  IMAGE_TYPE,
  IMAGE_TYPES,
  type CoordinateSystem,
  type ImageType,
} from './geo/coordinate-system';
/** WKT parsing (wkx) to GeoJSON, bounding boxes and centroids. */
export {
  parseWkt,
  geometryPositions,
  geometryBoundingBox,
  geometryCentroid,
  toWkt,
} from './geo/wkt';
/** A square box of a given side in metres around a position. */
export { squareBoundsAround } from './geo/square-bounds';
/** Update-frequency chips, labels, priority and the chip rule. */
export {
  UPDATE_FREQUENCY,
  UPDATE_FREQUENCY_LABELS,
  UPDATE_FREQUENCY_PRIORITY,
  NEW_LISTING_DAYS,
  frequencyForInterval,
  frequencyForLabel,
  updateFrequencyChip,
  type UpdateFrequency,
  type UpdateFrequencyInput,
} from './listing/update-frequency';
/** Listing view derivation, tag labels and the per-user-list filter. */
export {
  toListingView,
  tagLabel,
  dropUnsupported,
  type ListingView,
  type ListingViewOptions,
} from './listing/listing-view';
/** Order statuses (with the product name), progress and labels. */
export {
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_PROGRESS,
  ORDER_STATUS_LABELS,
  isOrderStatus,
  type OrderStatus,
} from './orders/order-status';
/** Orders, payment previews and draw projects (Stoaries). */
export { type Order, type PaymentPreview, type DrawProject } from './orders/order';
/** Users: profile, account state, auth result; the new-profile rule. */
export {
  isNewProfile,
  type UserProfile,
  type MyProfile,
  type AccountState,
  type AuthResult,
} from './users/user-profile';
/** Comment votes, notification types and the social rules. */
export {
  COMMENT_VOTE,
  NOTIFICATION_TYPE,
  sortNotifications,
  countComments,
  type CommentVote,
  type Comment,
  type Report,
  type Notification,
  type NotificationsPage,
  type FollowList,
  type ListingIdList,
} from './social/social';
/** Cookie names, token cookie attributes and lifetimes. */
export {
  cookieNames,
  TOKEN_COOKIE_ATTRIBUTES,
  COOKIE_LIFETIME_SECONDS,
  type CookieNames,
} from './limits/cookie-names';
/** Monitoring sample rates and the recording rule. */
export {
  MONITORING,
  monitoringRates,
  isRecordingAllowed,
  type MonitoringRates,
} from './limits/monitoring';
/** The listing count figure (about 1.04 million, 2025-08-07). */
export { LISTING_COUNT_FIGURE } from './limits/listing-count';
/** Number, area and currency formatting. */
export { abbreviateNumber } from './format/abbreviate-number';
/** Area in km² or M km², and comma grouping. */
export { formatArea, groupThousands } from './format/format-area';
/** Currency display and cents conversion. */
export { formatCurrency, toCents, fromCents } from './format/format-currency';
/** Error codes, identity error codes and the API failure message rule (the error classes live in @unfurl/api-client). */
export {
  CLIENT_ERROR_CODE,
  IDENTITY_ERROR_CODE,
  API_ERROR_CODE,
  toIdentityErrorCode,
  apiErrorMessage,
  type ClientErrorCode,
  type IdentityErrorCode,
  type ApiErrorCode,
} from './errors/error-codes';
/** User-facing messages of the error catalogues. */
export { MESSAGES, fetchNotificationsFailed, type MessageKey } from './messages/messages';
/** Imagery overlays, script names, satellite types and base layers. */
export {
  OVERLAY_KEY,
  OVERLAY_KEYS,
  SENTINEL_SATELLITE_TYPE,
  SENTINEL_SCRIPT_NAMES,
  LANDSAT_SCRIPT_NAMES,
  DEFAULT_SCRIPT_NAME,
  QUICK_SCRIPT_NAMES,
  BASE_LAYER,
  BASE_LAYERS,
  BASE_LAYER_LABELS,
  isBaseLayer,
  type OverlayKey,
  type SentinelSatelliteType,
  type BaseLayer,
} from './imagery/overlays';
/** Preview sizes. */
export {
  PREVIEW_SIZE,
  type ImageryBbox,
  type SatelliteImageFeature,
  type SearchHit,
  type RenderScript,
  type ShortLinkRecord,
  type SubdomainUser,
  type InvitationPayload,
  type AdminListing,
  type PreviewSize,
} from './imagery/imagery-entities';
/** Resolutions, quality labels, thumbnail sizes and tasking limits. */
export {
  PIXEL_RESOLUTIONS,
  LANDSAT_RESOLUTION,
  MAX_IMAGE_PIXELS,
  qualityLabel,
  thumbnailSize,
  chooseResolution,
  TASKING_LIMITS,
  type PixelResolution,
  type TaskingMode,
} from './imagery/resolution';
/** Dashboard sections and the admin-only ones. */
export {
  DASHBOARD_SECTION,
  ADMIN_DASHBOARD_SECTIONS,
  type DashboardSection,
} from './navigation/dashboard-section';
/** Overlay definitions (class, satellite, description, preview; Landsat resolution 30). */
export { OVERLAY_DEFINITIONS, type OverlayDefinition } from './imagery/overlay-definitions';
/** The live orbit display catalogue and orbit error codes. */
export {
  ORBIT_CATALOGUE,
  ORBIT_ERROR_CODES,
  type CatalogueSatellite,
} from './imagery/orbit-catalogue';
/** Image cache key, image fetch error rule and recommended templates. */
export {
  imageCacheKey,
  imageFetchErrorMessage,
  RECOMMENDED_TEMPLATES,
  type ImageCacheKeyParts,
} from './imagery/image-requests';
/** Native wrapper detection from the user agent (truncated at 500). */
export {
  NATIVE_WRAPPER_MARKER,
  isNativeWrapper,
  truncateUserAgent,
} from './product/native-wrapper';
/** Comment tree rules: display order, add, delete with count, and count decrement. */
export {
  commentsForDisplay,
  subtreeSize,
  deleteComment,
  addComment,
  decrementCount,
} from './social/comment-tree';
/** Common annotation fields and style options. */
export { type AnnotationCommon, type AnnotationOptions } from './annotations/annotation-fields';

// --- wire contract: API response shapes (shared by the server and api-client) ---
export type { Listing, ListingsQuery } from './wire/listing';
/** Compact listing footprints for the map (`GET /v1/listings/footprints`) and their row cap. */
export { FOOTPRINTS_MAX } from './wire/listing-footprints';
export type {
  ListingFootprint,
  ListingFootprints,
  ListingFootprintsQuery,
} from './wire/listing-footprints';
/** Remote layer listings (tile, WMS, WMTS registered by URL): types, description, request. */
export { REMOTE_LAYER_TYPES, isRemoteLayerType } from './wire/remote-layer';
export type { RemoteLayer, RemoteLayerType } from './wire/remote-layer';
export type { Bundle } from './wire/bundle';
export type { TenantConfig } from './wire/tenant-config';
export { MAIN_SUBDOMAIN } from './wire/tenant-config';
