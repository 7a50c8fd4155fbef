import type { Listing } from '@unfurl/domain';

/** Shown on a map's page when there is no picture of it to draw, only its outline. */
export const NO_PICTURE_NOTE = 'No picture of this map is stored yet: the map shows its outline.';

/**
 * The note for a listing drawn from its own file (a COG, image, low-fi map or GIF) that has no
 * preview, such as the generated demo listings; null when there is a picture, or when the listing
 * is a layer drawn from another server.
 */
export function pictureNote(listing: Pick<Listing, 'listingType' | 'previewUrl'>): string | null {
  if (listing.previewUrl) return null;
  switch (listing.listingType) {
    case 'COG':
    case 'IMAGE':
    case 'LO_FI':
    case 'GIF':
      return NO_PICTURE_NOTE;
    default:
      return null;
  }
}
