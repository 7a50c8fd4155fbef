import type { OwnListing } from '@unfurl/api-client';
import {
  ownListingStatus,
  PROCESSING_STATUS,
  processingStatusLabel,
  reviewStatusLabel,
} from './own-listing-status';

/** The processing and review status of one's own listing, under its card. */
export function OwnListingBadges({ listing }: { readonly listing: OwnListing }) {
  const { processing, review } = ownListingStatus(listing);
  return (
    <div className="my-maps-status" data-testid="my-map-status">
      <span
        className={`my-maps-badge my-maps-badge--${processing}`}
        data-status={processing}
        title="Processing"
      >
        {processingStatusLabel(processing)}
      </span>
      <span
        className={`my-maps-badge my-maps-badge--${review.toLowerCase()}`}
        data-review={review}
        title="Review"
      >
        {reviewStatusLabel(review)}
      </span>
      {processing === PROCESSING_STATUS.Failed && listing.statusReason ? (
        <span className="my-maps-status__reason">{listing.statusReason}</span>
      ) : null}
    </div>
  );
}
