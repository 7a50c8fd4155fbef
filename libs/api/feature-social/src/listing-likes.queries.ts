// Likes and the listing's like count (migration 0012). Each call is one statement: it finds the
// listing as the scope sees it, changes the like row only on a real change, and moves the count
// with it, so counts stay exact however many likes race (the row's PRIMARY KEY decides who
// inserted; the UPDATE re-reads the locked listing row).
import { visibleOnTenantParams, visibleOnTenantSql } from '@unfurl/api-db';
import type { Queryable, TenantScope } from '@unfurl/api-db';
import { LISTING_TYPE, toListingType } from '@unfurl/domain';
import type { ListingType } from '@unfurl/domain';

/** A listing's like count and whether the user likes it, after a like or unlike. */
export interface LikeState {
  readonly totalLikes: number;
  readonly isLiked: boolean;
}

/** What a like or unlike found: the listing's type and the state after it (orders: unchanged). */
export interface LikeOutcome extends LikeState {
  readonly listingType: ListingType;
}

/** The live listing `$2` as the scope sees it (tenant `$1`). */
function targetSql(scope: TenantScope): string {
  return `SELECT l.id, l.listing_type FROM listings l
    WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $2`;
}

const ANSWER = `SELECT t.listing_type AS "listingType",
    coalesce((SELECT total_likes FROM counted),
             (SELECT total_likes FROM listings WHERE id = t.id), 0)::float8 AS "totalLikes"
  FROM target t`;

async function runLike(
  db: Queryable,
  sql: string,
  scope: TenantScope,
  listingId: number,
  userId: string,
  isLiked: boolean,
): Promise<LikeOutcome | undefined> {
  const [row] = await db.query<{ listingType: string; totalLikes: number }>(sql, [
    ...visibleOnTenantParams(scope),
    listingId,
    userId,
  ]);
  if (!row) return undefined;
  const listingType = toListingType(row.listingType);
  return { listingType, totalLikes: row.totalLikes, isLiked };
}

/**
 * Likes the listing for the user (a repeat changes nothing) and answers the count; undefined
 * when the scope does not show the listing. An order is never liked (its type tells the caller).
 */
export function likeListing(
  db: Queryable,
  scope: TenantScope,
  listingId: number,
  userId: string,
): Promise<LikeOutcome | undefined> {
  const sql = `WITH target AS (${targetSql(scope)}),
    added AS (
      INSERT INTO listing_likes (listing_id, user_id)
      SELECT id, $3::uuid FROM target WHERE listing_type <> '${LISTING_TYPE.ORDER}'
      ON CONFLICT (listing_id, user_id) DO NOTHING RETURNING listing_id
    ),
    counted AS (
      UPDATE listings SET total_likes = total_likes + 1
      WHERE id IN (SELECT listing_id FROM added) RETURNING total_likes
    )
    ${ANSWER}`;
  return runLike(db, sql, scope, listingId, userId, true);
}

/**
 * Removes the user's like (none: nothing changes) and answers the count, never below 0;
 * undefined when the scope does not show the listing.
 */
export function unlikeListing(
  db: Queryable,
  scope: TenantScope,
  listingId: number,
  userId: string,
): Promise<LikeOutcome | undefined> {
  const sql = `WITH target AS (${targetSql(scope)}),
    removed AS (
      DELETE FROM listing_likes
      WHERE listing_id IN (SELECT id FROM target) AND user_id = $3::uuid RETURNING listing_id
    ),
    counted AS (
      UPDATE listings SET total_likes = greatest(total_likes - 1, 0)
      WHERE id IN (SELECT listing_id FROM removed) RETURNING total_likes
    )
    ${ANSWER}`;
  return runLike(db, sql, scope, listingId, userId, false);
}
