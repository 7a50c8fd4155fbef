// Likes and the listing's like count (migration 0012). Each write is one statement: the like row
// changes only on a real change, and the count moves with it, so counts stay exact however many
// likes race (the row's PRIMARY KEY decides who inserted; the UPDATE locks the listing row).
import type { Queryable } from '@unfurl/api-db';

/** A listing's like count and whether the user likes it, after a like or unlike. */
export interface LikeState {
  readonly totalLikes: number;
  readonly isLiked: boolean;
}

/** Likes the listing for the user (a repeat changes nothing) and answers the count. */
export async function likeListing(
  db: Queryable,
  listingId: number,
  userId: string,
): Promise<LikeState> {
  const [row] = await db.query<{ totalLikes: number }>(
    `WITH added AS (
       INSERT INTO listing_likes (listing_id, user_id) VALUES ($1, $2::uuid)
       ON CONFLICT (listing_id, user_id) DO NOTHING RETURNING listing_id
     ), counted AS (
       UPDATE listings SET total_likes = total_likes + 1
       WHERE id IN (SELECT listing_id FROM added) RETURNING total_likes
     )
     SELECT coalesce((SELECT total_likes FROM counted),
                     (SELECT total_likes FROM listings WHERE id = $1), 0)::float8 AS "totalLikes"`,
    [listingId, userId],
  );
  return { totalLikes: row?.totalLikes ?? 0, isLiked: true };
}

/** Removes the user's like (none: nothing changes) and answers the count, never below 0. */
export async function unlikeListing(
  db: Queryable,
  listingId: number,
  userId: string,
): Promise<LikeState> {
  const [row] = await db.query<{ totalLikes: number }>(
    `WITH removed AS (
       DELETE FROM listing_likes WHERE listing_id = $1 AND user_id = $2::uuid
       RETURNING listing_id
     ), counted AS (
       UPDATE listings SET total_likes = greatest(total_likes - 1, 0)
       WHERE id IN (SELECT listing_id FROM removed) RETURNING total_likes
     )
     SELECT coalesce((SELECT total_likes FROM counted),
                     (SELECT total_likes FROM listings WHERE id = $1), 0)::float8 AS "totalLikes"`,
    [listingId, userId],
  );
  return { totalLikes: row?.totalLikes ?? 0, isLiked: false };
}
