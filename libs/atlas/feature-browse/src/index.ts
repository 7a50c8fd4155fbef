// Public API of @unfurl/atlas-feature-browse. Exports by name.

/** Home page lists: 6 featured, 6 new, up to 25 worldwide. */
export { HomePanel } from './home/home-panel';
/** Fetches the three home lists. */
export { loadHomeLists } from './home/load-home-lists';
export type { HomeLists } from './home/load-home-lists';
/** The maps drawer: keyword results and bundles (global first). */
export { MapsPanel } from './maps/maps-panel';
/** A bundle page with its listings. */
export { BundleView } from './maps/bundle-view';
/** A single map page (/maps/{seoTitle}). */
export { ListingPanel } from './listing/listing-panel';
/** The signed-in user's bookmarked maps (/my-bookmarks). */
export { MyBookmarksPanel } from './social/my-bookmarks-panel';
/** The like and bookmark buttons of a map, with the abbreviated like count. */
export { ListingReactions } from './social/listing-reactions';
/** The signed-in user's maps with processing and review status (/my-maps). */
export { MyMapsPanel } from './my-maps/my-maps-panel';
/** Listing footprints from the API on the map, with the mini-popup. */
export { BrowseMapLayer } from './map/browse-map-layer';
/** Listing cards list. */
export { ListingList } from './cards/listing-list';
/** Card data of a listing. */
export { listingCardData } from './cards/listing-card-data';
/** WKT polygon of a view's bounds. */
export { boundsToWktPolygon } from './map/bounds-to-wkt';
