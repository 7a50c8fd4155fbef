// Public API of @unfurl/domain. Exports are listed by name, each with a one-line TSDoc.

// --- listings: closed sets (spec 1§3) ---
export { LISTING_TYPE, LISTING_TYPES, toListingType } from './listing/listing-type';
export type { ListingType } from './listing/listing-type';
export { CATEGORY, CATEGORIES, CATEGORY_LABELS, CHOOSE_FILTER_LABEL, isCategory } from './listing/category';
export type { Category } from './listing/category';
export { SORT_OPTION, SORT_OPTIONS, DEFAULT_SORT_OPTION, SORT_OPTION_LABELS } from './listing/sort-option';
export type { SortOption } from './listing/sort-option';

// --- entities, closed sets, constants and rules (spec sections 3, 6, 9) ---

// --- wire contract: API response shapes (shared by the server and api-client) ---
export type { Listing, ListingsQuery, ListingsPage, ListingsCursorPage, NearbyQuery } from './wire/listing';
export type { Bundle, BundlesResponse, BundleListingsPage } from './wire/bundle';
export type { TenantConfig } from './wire/tenant-config';
export { MAIN_SUBDOMAIN } from './wire/tenant-config';
export type { ApiErrorBody } from './wire/api-error';
