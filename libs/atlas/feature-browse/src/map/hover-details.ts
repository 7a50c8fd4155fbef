import type { ApiClient } from '@unfurl/api-client';
import type { Listing, ListingFootprint, ListingsQuery } from '@unfurl/domain';
import { boundsToWktPolygon } from './bounds-to-wkt';
import { FootprintCache } from './footprint-cache';

/** Full listings kept for the mini-popup. */
const DETAILS_MAX = 2_000;
/** A point footprint's box is widened by this many degrees so it makes a valid area. */
const PAD_DEGREES = 1e-4;
/** Listings asked for around a hovered footprint (its neighbours come along, cached too). */
const AROUND_LIMIT = 50;

/** The area of interest that holds a footprint wholly: its box, a hair wider. */
export function footprintAoi(row: ListingFootprint): string {
  const [, , west, south, east, north] = row;
  return boundsToWktPolygon({
    west: west - PAD_DEGREES,
    south: south - PAD_DEGREES,
    east: east + PAD_DEGREES,
    north: north + PAD_DEGREES,
  });
}

/**
 * Full listings for the footprints the pointer visits (title, categories, seoTitle). A miss asks
 * `GET /v1/listings` for the footprint's own box with the drawer's filters: the listing lies
 * wholly inside, so it is in the answer, and unlike `GET /v1/listings/{id}` this never counts
 * as a view of the map.
 */
export class HoverDetails {
  private readonly cache = new FootprintCache<Listing>(DETAILS_MAX);

  constructor(private readonly client: ApiClient) {}

  get(id: number): Listing | undefined {
    return this.cache.get(id);
  }

  add(listings: readonly Listing[]): void {
    this.cache.add(listings);
  }

  clear(): void {
    this.cache.clear();
  }

  /** The full listing of a footprint, from the cache or the API; undefined when not found. */
  async load(
    row: ListingFootprint,
    filters: ListingsQuery,
    signal: AbortSignal,
  ): Promise<Listing | undefined> {
    const known = this.cache.get(row[0]);
    if (known) return known;
    const { listings } = await this.client.listings.list(
      { ...filters, aoi: footprintAoi(row), limit: AROUND_LIMIT },
      { signal },
    );
    this.cache.add(listings);
    return this.cache.get(row[0]);
  }
}
