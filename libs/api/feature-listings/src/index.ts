// Public API of @unfurl/api-feature-listings. Exports are listed by name, each with a one-line TSDoc.

/** The listings resource: its `/v1` routes on the request context and its file links. */
export { listingsPlugin } from './listings.plugin';
/** Options of {@link listingsPlugin}: database, object store, site address, mailer, COG cache. */
export type { ListingsOptions } from './listings-options';
/** Where share mails link to: the main site's URL and whether tenants live on its subdomains. */
export type { SiteAddress } from './share-mail';
/** An LRU of COGs opened for tiles, and how to make one (`cogs` option). */
export { createListingCogs } from './listing-cogs';
/** The COG cache and one opened COG. */
export type { ListingCogs, OpenedCog } from './listing-cogs';
/** The database search of a `GET /v1/listings` query (the listings benchmark times it). */
export { toListingSearch } from './listing-search-query';
/** The validated `GET /v1/listings` query. */
export type { ListingsQuery } from './listing-search-query';
