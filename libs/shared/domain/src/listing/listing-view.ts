import { LIMITS } from '../limits/limits';
import { squareBoundsAround } from '../geo/square-bounds';
import type { BoundingBox, LatLng } from '../geo/units';
import { geometryBoundingBox, geometryCentroid, parseWkt } from '../geo/wkt';
import type { Listing } from '../wire/listing';
import { LISTING_TYPE } from './listing-type';
import { NEW_LISTING_DAYS, updateFrequencyChip } from './update-frequency';
import type { UpdateFrequency } from './update-frequency';

/** A listing with the fields the interface derives from it (1§3). */
export interface ListingView extends Listing {
  /** createdAt (seconds) as a Date. */
  readonly dateUploaded: Date;
  /** Centroid of the footprint; undefined when the WKT is missing or invalid. */
  readonly position: LatLng | undefined;
  /** [minLng, minLat, maxLng, maxLat] of the footprint (bboxWKT for COG when present). */
  readonly boundingBox: BoundingBox | undefined;
  /** The update-frequency chip, from featured/new and the categories and tags. */
  readonly chip: UpdateFrequency | undefined;
  /** Tags as shown, each prefixed with '#'. */
  readonly tagLabels: readonly string[];
}

/** Options of {@link toListingView}. */
export interface ListingViewOptions {
  /** Current time in seconds since the epoch; needed for the New chip (omitted: no New chip). */
  readonly nowSeconds?: number | undefined;
}

/** A tag as shown: prefixed with '#' (once). */
export function tagLabel(tag: string): string {
  const t = tag.trim();
  return t.startsWith('#') ? t : `#${t}`;
}

function boundingBoxOf(listing: Listing, position: LatLng | undefined): BoundingBox | undefined {
  const preferBbox = listing.listingType === LISTING_TYPE.COG && listing.bboxWKT;
  const source = parseWkt(preferBbox ? listing.bboxWKT : listing.geometryWKT);
  const fromWkt = source && geometryBoundingBox(source);
  const degenerate = fromWkt && fromWkt[0] === fromWkt[2] && fromWkt[1] === fromWkt[3];
  // An image placed by a single point gets the 300 m box around it (1§9, ruling 12).
  if (listing.listingType === LISTING_TYPE.IMAGE && position && (!fromWkt || degenerate)) {
    return squareBoundsAround(position, LIMITS.imageBoundsMetres);
  }
  return fromWkt;
}

/** Derives dateUploaded, position, boundingBox, chip and tag labels from a wire listing. */
export function toListingView(listing: Listing, options: ListingViewOptions = {}): ListingView {
  const geometry = parseWkt(listing.geometryWKT) ?? parseWkt(listing.bboxWKT);
  const position = geometry && geometryCentroid(geometry);
  const ageDays =
    options.nowSeconds === undefined ? Infinity : (options.nowSeconds - listing.createdAt) / 86400;
  return {
    ...listing,
    dateUploaded: new Date(listing.createdAt * 1000),
    position,
    boundingBox: boundingBoxOf(listing, position),
    chip: updateFrequencyChip({
      isFeatured: listing.isFeatured,
      isNew: ageDays >= 0 && ageDays < NEW_LISTING_DAYS,
      labels: [...listing.categories, ...listing.tags],
    }),
    tagLabels: listing.tags.map(tagLabel),
  };
}

/** Drops listings whose type is NOT_SUPPORTED, as per-user lists do (1§3). */
export function dropUnsupported<T extends Pick<Listing, 'listingType'>>(
  listings: readonly T[],
): T[] {
  return listings.filter((l) => l.listingType !== LISTING_TYPE.NOT_SUPPORTED);
}
