// The signed-in user's own listings on a tenant (GET /v1/user/listings).
import { LISTING_TYPE } from '@unfurl/domain';
import type { Listing } from '@unfurl/domain';
import type { Queryable } from './db';
import { toReviewStatus } from './listing-edit-queries';
import type { ReviewStatus } from './listing-edit-queries';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';

/** One of the user's listings with its processing and review status. */
export type OwnListing = Listing & {
  readonly status: string;
  readonly statusReason: string | null;
  readonly reviewStatus: ReviewStatus;
};

/** Listing types shown in per-user lists: NOT_SUPPORTED and unknown types are dropped (1§3). */
const SHOWN_TYPES = Object.values(LISTING_TYPE).filter(
  (type) => type !== LISTING_TYPE.NOT_SUPPORTED,
);

/**
 * A user's live listings on a tenant, newest first, whatever their status, review or privacy
 * (the owner sees them all), with the total.
 */
export async function userListings(
  db: Queryable,
  query: {
    readonly tenantId: number;
    readonly userId: string;
    readonly limit: number;
    readonly offset: number;
  },
): Promise<{ listings: OwnListing[]; total: number }> {
  // Ids, order and count first (no geometry work); the wire columns only for the page.
  const rows = await db.query<
    ListingRow & { status: string; statusReason: string | null; review: string; fullCount: number }
  >(
    `SELECT ${LISTING_COLUMNS}, l.status, l.status_reason AS "statusReason",
       l.review_status AS review, page.full_count AS "fullCount"
     FROM (
       SELECT p.id, p.full_count, row_number() OVER () AS ord FROM (
         SELECT l.id, count(*) OVER ()::float8 AS full_count FROM listings l
         WHERE l.tenant_id = $1 AND l.user_id = $2::uuid AND l.deleted_at IS NULL
           AND l.listing_type = ANY($3::text[])
         ORDER BY l.created_at DESC, l.id DESC LIMIT $4 OFFSET $5) p
     ) page
     JOIN listings l ON l.id = page.id JOIN users u ON u.id = l.user_id
     ORDER BY page.ord`,
    [query.tenantId, query.userId, SHOWN_TYPES, query.limit, query.offset],
  );
  let total = rows[0]?.fullCount;
  if (total === undefined) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::float8 AS n FROM listings l WHERE l.tenant_id = $1 AND l.user_id = $2::uuid
       AND l.deleted_at IS NULL AND l.listing_type = ANY($3::text[])`,
      [query.tenantId, query.userId, SHOWN_TYPES],
    );
    total = count?.n ?? 0;
  }
  return {
    total,
    listings: rows.map(({ status, statusReason, review, fullCount: _count, ...row }) => ({
      ...toListing(row),
      status,
      statusReason,
      reviewStatus: toReviewStatus(review),
    })),
  };
}
