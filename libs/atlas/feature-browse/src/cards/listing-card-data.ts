import { CATEGORY_LABELS, UPDATE_FREQUENCY_LABELS, toListingView } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import type { ListingCardData } from '@unfurl/ui-kit';

/** What a listing card shows: title, tags, date uploaded, category chip, chip, counts (1§3). */
export function listingCardData(listing: Listing, nowSeconds: number): ListingCardData {
  const view = toListingView(listing, { nowSeconds });
  const category = listing.categories[0];
  return {
    id: listing.id,
    title: listing.title,
    tags: listing.tags,
    dateUploaded: view.dateUploaded,
    chip: category ? CATEGORY_LABELS[category] : null,
    frequency: view.chip ? UPDATE_FREQUENCY_LABELS[view.chip] : null,
    totalLikes: listing.totalLikes,
    totalComments: listing.totalComments,
    previewUrl: listing.previewUrl,
  };
}
