// Bookmarks (migration 0012): one row per user and listing; both writes are idempotent and one
// statement each, finding the listing as the scope sees it.
import { visibleOnTenantParams, visibleOnTenantSql } from '@unfurl/api-db';
import type { Queryable, TenantScope } from '@unfurl/api-db';

async function runBookmark(
  db: Queryable,
  write: string,
  scope: TenantScope,
  listingId: number,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `WITH target AS (
       SELECT l.id FROM listings l
       WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $2
     ), changed AS (${write})
     SELECT 1 FROM target`,
    [...visibleOnTenantParams(scope), listingId, userId],
  );
  return rows.length > 0;
}

/** Bookmarks the listing (a repeat keeps the first); false when the scope does not show it. */
export function bookmarkListing(
  db: Queryable,
  scope: TenantScope,
  listingId: number,
  userId: string,
): Promise<boolean> {
  const write = `INSERT INTO listing_bookmarks (listing_id, user_id)
    SELECT id, $3::uuid FROM target ON CONFLICT (listing_id, user_id) DO NOTHING`;
  return runBookmark(db, write, scope, listingId, userId);
}

/** Removes the user's bookmark, if any; false when the scope does not show the listing. */
export function unbookmarkListing(
  db: Queryable,
  scope: TenantScope,
  listingId: number,
  userId: string,
): Promise<boolean> {
  const write = `DELETE FROM listing_bookmarks
    WHERE listing_id IN (SELECT id FROM target) AND user_id = $3::uuid`;
  return runBookmark(db, write, scope, listingId, userId);
}
