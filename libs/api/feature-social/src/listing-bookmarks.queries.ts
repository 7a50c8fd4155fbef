// Bookmarks (migration 0012): one row per user and listing; both writes are idempotent.
import type { Queryable } from '@unfurl/api-db';

/** Bookmarks the listing for the user; a repeat keeps the first bookmark's time. */
export async function bookmarkListing(
  db: Queryable,
  listingId: number,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO listing_bookmarks (listing_id, user_id) VALUES ($1, $2::uuid)
     ON CONFLICT (listing_id, user_id) DO NOTHING`,
    [listingId, userId],
  );
}

/** Removes the user's bookmark of the listing, if any. */
export async function unbookmarkListing(
  db: Queryable,
  listingId: number,
  userId: string,
): Promise<void> {
  await db.query('DELETE FROM listing_bookmarks WHERE listing_id = $1 AND user_id = $2::uuid', [
    listingId,
    userId,
  ]);
}
