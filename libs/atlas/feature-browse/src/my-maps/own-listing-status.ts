import { REVIEW_STATUS, toReviewStatus, type ReviewStatus } from '@unfurl/domain';

/** Processing status of one's own listing, as `GET /v1/user/listings` sends it. */
export const PROCESSING_STATUS = {
  PendingUpload: 'pending-upload',
  Processing: 'processing',
  Ready: 'ready',
  Failed: 'failed',
} as const;

/** One processing status. */
export type ProcessingStatus = (typeof PROCESSING_STATUS)[keyof typeof PROCESSING_STATUS];

const PROCESSING_STATUSES: readonly string[] = Object.values(PROCESSING_STATUS);

/** Reads a processing status; absent or unknown reads as ready (listings made before statuses). */
export function toProcessingStatus(value: unknown): ProcessingStatus {
  return typeof value === 'string' && PROCESSING_STATUSES.includes(value)
    ? (value as ProcessingStatus)
    : PROCESSING_STATUS.Ready;
}

/** Label of a processing status. */
export function processingStatusLabel(status: ProcessingStatus): string {
  switch (status) {
    case PROCESSING_STATUS.PendingUpload:
      return 'Awaiting upload';
    case PROCESSING_STATUS.Processing:
      return 'Processing';
    case PROCESSING_STATUS.Ready:
      return 'Ready';
    case PROCESSING_STATUS.Failed:
      return 'Processing failed';
    default:
      return unhandled(status);
  }
}

/** Label of a review status (unknown reads as PENDING, R-211). */
export function reviewStatusLabel(status: ReviewStatus): string {
  switch (status) {
    case REVIEW_STATUS.PENDING:
      return 'In review';
    case REVIEW_STATUS.APPROVED:
      return 'Approved';
    case REVIEW_STATUS.REJECTED:
      return 'Rejected';
    default:
      return unhandled(status);
  }
}

/** The statuses of one own listing, read leniently. */
export function ownListingStatus(listing: {
  readonly status?: string | undefined;
  readonly reviewStatus?: string | undefined;
}): { readonly processing: ProcessingStatus; readonly review: ReviewStatus } {
  return {
    processing: toProcessingStatus(listing.status),
    review: toReviewStatus(listing.reviewStatus),
  };
}

function unhandled(value: never): never {
  throw new Error(`Unhandled status: ${String(value)}`);
}
