import type { ListingType } from '../listing/listing-type';
import type { ListingsQuery } from './listing';

/** Most rows one `GET /v1/listings/footprints` returns; past it the response says `truncated`. */
export const FOOTPRINTS_MAX = 20_000;

/**
 * One listing as the map draws it, compact: id, type and bounding box in EPSG:4326 degrees
 * (a point's box has west = east and south = north).
 */
export type ListingFootprint = readonly [
  id: number,
  listingType: ListingType,
  west: number,
  south: number,
  east: number,
  north: number,
];

/** Response of `GET /v1/listings/footprints`: every match (up to the cap), in the list's order. */
export interface ListingFootprints {
  readonly footprints: readonly ListingFootprint[];
  /** True when more listings matched than were returned. */
  readonly truncated: boolean;
}

/** Query of `GET /v1/listings/footprints`: the filters of `GET /v1/listings`, a row cap instead of a page. */
export type ListingFootprintsQuery = Omit<ListingsQuery, 'limit' | 'offset'> & {
  /** Most rows, 1..{@link FOOTPRINTS_MAX}; default {@link FOOTPRINTS_MAX}. */
  readonly limit?: number;
};
