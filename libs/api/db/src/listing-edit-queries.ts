// Owner edits of a listing: metadata update, resubmission for review, and reports (migration 0008).
import type { Queryable } from './db';

/** Review statuses (1§3); anything else reads as PENDING. */
export const REVIEW_STATUS = {
  pending: 'PENDING',
  approved: 'APPROVED',
  rejected: 'REJECTED',
} as const;

/** One review status. */
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

/** Reads a stored review status; unknown values are PENDING (1§3). */
export function toReviewStatus(value: string | null | undefined): ReviewStatus {
  return value === REVIEW_STATUS.approved || value === REVIEW_STATUS.rejected
    ? value
    : REVIEW_STATUS.pending;
}

/** Metadata fields an owner may change; absent fields stay as they are. */
export interface ListingMetadataChanges {
  readonly title?: string;
  /** The slug part of the SEO title; set together with the title. */
  readonly seoTitle?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
}

const COLUMN = {
  title: 'title',
  seoTitle: 'seo_title',
  description: 'description',
  tags: 'tags',
  categories: 'categories',
} as const satisfies Record<keyof ListingMetadataChanges, string>;

/** Applies metadata changes to a live listing; returns false when it is gone. */
export async function updateListingMetadata(
  db: Queryable,
  listingId: number,
  changes: ListingMetadataChanges,
): Promise<boolean> {
  const params: unknown[] = [listingId];
  const sets = ['updated_at = now()'];
  for (const [field, column] of Object.entries(COLUMN) as [
    keyof ListingMetadataChanges,
    string,
  ][]) {
    const value = changes[field];
    if (value === undefined) continue;
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  const rows = await db.query<{ id: number }>(
    `UPDATE listings SET ${sets.join(', ')} WHERE id = $1 AND deleted_at IS NULL
     RETURNING id::float8 AS id`,
    params,
  );
  return rows.length > 0;
}

/**
 * Sends a live listing back to review: its review status becomes PENDING (so public lists leave it
 * out until a reviewer approves it again). Returns the status it had, or undefined when it is gone.
 */
export async function resubmitListing(
  db: Queryable,
  listingId: number,
): Promise<ReviewStatus | undefined> {
  const rows = await db.query<{ before: string }>(
    `UPDATE listings l SET review_status = 'PENDING', resubmitted_at = now(), updated_at = now()
     FROM (SELECT id, review_status FROM listings WHERE id = $1 AND deleted_at IS NULL FOR UPDATE) old
     WHERE l.id = old.id RETURNING old.review_status AS before`,
    [listingId],
  );
  return rows[0] ? toReviewStatus(rows[0].before) : undefined;
}

/** The stored review status of a live listing, or undefined. */
export async function getReviewStatus(
  db: Queryable,
  listingId: number,
): Promise<ReviewStatus | undefined> {
  const rows = await db.query<{ status: string }>(
    'SELECT review_status AS status FROM listings WHERE id = $1 AND deleted_at IS NULL',
    [listingId],
  );
  return rows[0] ? toReviewStatus(rows[0].status) : undefined;
}

/** A user's report of a listing. */
export interface ListingReport {
  readonly listingId: number;
  readonly userId: string;
  readonly reason: string;
  readonly message: string | null;
  /** Seconds since the epoch. */
  readonly createdAt: number;
}

/** Records a report; a second report by the same user replaces the first. */
export async function upsertListingReport(
  db: Queryable,
  report: {
    readonly listingId: number;
    readonly userId: string;
    readonly reason: string;
    readonly message?: string | undefined;
  },
): Promise<ListingReport> {
  const [row] = await db.query<ListingReport>(
    `INSERT INTO listing_reports (listing_id, user_id, reason, message) VALUES ($1, $2, $3, $4)
     ON CONFLICT (listing_id, user_id)
       DO UPDATE SET reason = EXCLUDED.reason, message = EXCLUDED.message, created_at = now()
     RETURNING listing_id::float8 AS "listingId", user_id::text AS "userId", reason, message,
       floor(extract(epoch FROM created_at))::float8 AS "createdAt"`,
    [report.listingId, report.userId, report.reason, report.message ?? null],
  );
  return row!;
}

/** Reports of a listing, newest first (for reviewers and tests). */
export async function listListingReports(
  db: Queryable,
  listingId: number,
): Promise<ListingReport[]> {
  return db.query<ListingReport>(
    `SELECT listing_id::float8 AS "listingId", user_id::text AS "userId", reason, message,
       floor(extract(epoch FROM created_at))::float8 AS "createdAt"
     FROM listing_reports WHERE listing_id = $1 ORDER BY created_at DESC, user_id`,
    [listingId],
  );
}
