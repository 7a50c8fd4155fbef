// What the comment routes act on: a listing visible in the caller's scope, and a comment on one.
// A comment is visible exactly when its listing is (as `GET /v1/listings/{id}` shows it).
import { visibleOnTenantParams, visibleOnTenantSql } from '@unfurl/api-db';
import type { Queryable, TenantScope } from '@unfurl/api-db';
import { toListingType } from '@unfurl/domain';
import type { ListingType } from '@unfurl/domain';

/** A listing comments may be read on. */
export interface CommentedListing {
  readonly id: number;
  readonly listingType: ListingType;
  readonly ownerId: string;
}

/** A comment on a visible listing, with what the permission rules need. */
export interface CommentTarget {
  readonly id: number;
  readonly listingId: number;
  readonly parentId: number | null;
  /** The author; null once their account is gone. */
  readonly userId: string | null;
  /** Hidden by moderation (migration 0016): only its author and tenant admins reach it. */
  readonly hidden: boolean;
  readonly listing: CommentedListing;
}

/** The live listing `id` when it is visible in the scope, else undefined. */
export async function findVisibleListing(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<CommentedListing | undefined> {
  const params = [...visibleOnTenantParams(scope), id];
  const [row] = await db.query<{ listingType: string; ownerId: string }>(
    `SELECT l.listing_type AS "listingType", l.user_id::text AS "ownerId" FROM listings l
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $${params.length}`,
    params,
  );
  return row
    ? { id, listingType: toListingType(row.listingType), ownerId: row.ownerId }
    : undefined;
}

/**
 * How deep the comment sits: 0 for a top-level comment, 1 for a reply to one, and so on; counted
 * up its ancestors, at most `limit` of them.
 */
export async function commentDepth(db: Queryable, id: number, limit: number): Promise<number> {
  const [row] = await db.query<{ depth: number }>(
    `WITH RECURSIVE up AS (
       SELECT parent_id, 0 AS depth FROM comments WHERE id = $1
       UNION ALL
       SELECT c.parent_id, up.depth + 1 FROM comments c JOIN up ON c.id = up.parent_id
       WHERE up.depth < $2
     )
     SELECT coalesce(max(depth), 0)::float8 AS depth FROM up`,
    [id, limit],
  );
  return row?.depth ?? 0;
}

/** The comment `id` when its listing is live and visible in the scope, else undefined. */
export async function findVisibleComment(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<CommentTarget | undefined> {
  const params = [...visibleOnTenantParams(scope), id];
  const [row] = await db.query<{
    listingId: number;
    parentId: number | null;
    userId: string | null;
    hidden: boolean;
    listingType: string;
    ownerId: string;
  }>(
    `SELECT c.listing_id::float8 AS "listingId", c.parent_id::float8 AS "parentId",
       c.user_id::text AS "userId", c.hidden_at IS NOT NULL AS "hidden", l.listing_type AS "listingType", l.user_id::text AS "ownerId"
     FROM comments c JOIN listings l ON l.id = c.listing_id
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND c.id = $${params.length}`,
    params,
  );
  if (!row) return undefined;
  return {
    id,
    listingId: row.listingId,
    parentId: row.parentId,
    userId: row.userId,
    hidden: row.hidden,
    listing: {
      id: row.listingId,
      listingType: toListingType(row.listingType),
      ownerId: row.ownerId,
    },
  };
}
