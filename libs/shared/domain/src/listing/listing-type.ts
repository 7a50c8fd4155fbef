/** Listing types of the spec (1§3). */
export const LISTING_TYPE = {
  IMAGE: 'IMAGE',
  TILE_LAYER: 'TILE_LAYER',
  NOT_SUPPORTED: 'NOT_SUPPORTED',
  WMS: 'WMS',
  WMTS: 'WMTS',
  COG: 'COG',
  ORDER: 'ORDER',
  LO_FI: 'LO_FI',
  GIF: 'GIF',
  EXTERNAL_TILE_LAYER: 'EXTERNAL_TILE_LAYER',
} as const;

/** One of the listing types. */
export type ListingType = (typeof LISTING_TYPE)[keyof typeof LISTING_TYPE];

/** Every listing type, in spec order. */
export const LISTING_TYPES: readonly ListingType[] = Object.values(LISTING_TYPE);

/** Reads a listing type from the wire; any unknown value becomes NOT_SUPPORTED (1§3). */
export function toListingType(value: unknown): ListingType {
  return typeof value === 'string' && (LISTING_TYPES as readonly string[]).includes(value)
    ? (value as ListingType)
    : LISTING_TYPE.NOT_SUPPORTED;
}
