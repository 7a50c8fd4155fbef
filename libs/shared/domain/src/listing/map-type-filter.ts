import { LISTING_TYPE } from './listing-type';
import type { ListingType } from './listing-type';

/** Map type filter of listing search (1§3, R-206). */
export const MAP_TYPE_FILTER = {
  ALL: 'ALL',
  LOFI: 'LOFI',
  MAPS: 'MAPS',
  GIF: 'GIF',
} as const;

/** One map type filter value. */
export type MapTypeFilter = (typeof MAP_TYPE_FILTER)[keyof typeof MAP_TYPE_FILTER];

/** Every map type filter value, ALL first. */
export const MAP_TYPE_FILTERS: readonly MapTypeFilter[] = Object.values(MAP_TYPE_FILTER);

/** Display labels. */
export const MAP_TYPE_FILTER_LABELS: Readonly<Record<MapTypeFilter, string>> = {
  ALL: 'All Map Types',
  LOFI: 'LoFi Maps',
  MAPS: 'Georeferenced Maps',
  GIF: 'GIF Maps',
};

/** Help texts of LOFI, MAPS and GIF. */
export const MAP_TYPE_FILTER_HELP: Readonly<Record<Exclude<MapTypeFilter, 'ALL'>, string>> = {
  LOFI: 'Low-fidelity maps: sketches, photos and scans placed roughly on the globe by a point or area rather than pinned exactly.',
  MAPS: 'Georeferenced maps: images and tile layers fitted precisely to real-world coordinates so they line up with the base map.',
  GIF: 'GIF maps: animated maps that show change over time, such as weather, seasons or satellite time-lapses.',
};

/**
 * Listing types a filter value selects (sent as `listingTypes`); undefined for ALL (no
 * restriction). Georeferenced maps are every placed-map type except LoFi, GIF and orders.
 */
export function listingTypesForFilter(filter: MapTypeFilter): readonly ListingType[] | undefined {
  switch (filter) {
    case MAP_TYPE_FILTER.ALL:
      return undefined;
    case MAP_TYPE_FILTER.LOFI:
      return [LISTING_TYPE.LO_FI];
    case MAP_TYPE_FILTER.GIF:
      return [LISTING_TYPE.GIF];
    case MAP_TYPE_FILTER.MAPS:
      return [
        LISTING_TYPE.IMAGE,
        LISTING_TYPE.TILE_LAYER,
        LISTING_TYPE.WMS,
        LISTING_TYPE.WMTS,
        LISTING_TYPE.COG,
        LISTING_TYPE.EXTERNAL_TILE_LAYER,
      ];
    default: {
      const unhandled: never = filter;
      throw new Error(`Unhandled map type filter: ${String(unhandled)}`);
    }
  }
}
