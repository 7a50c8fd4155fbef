/** Review status of a listing (1§3, R-210). */
export const REVIEW_STATUS = {
  PENDING: 'PENDING',
  APPROVED: 'APPROVED',
  REJECTED: 'REJECTED',
} as const;

/** One review status. */
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** Every review status. */
export const REVIEW_STATUSES: readonly ReviewStatus[] = Object.values(REVIEW_STATUS);

/** Reads a review status; anything unknown is PENDING. */
export function toReviewStatus(value: unknown): ReviewStatus {
  return typeof value === 'string' && (REVIEW_STATUSES as readonly string[]).includes(value)
    ? (value as ReviewStatus)
    : REVIEW_STATUS.PENDING;
}
