// A user's liked or bookmarked listings (GET /v1/user/likes, /v1/user/bookmarks; migration 0012).
import {
  LISTING_COLUMNS,
  toListing,
  visibleOnTenantParams,
  visibleOnTenantSql,
} from '@unfurl/api-db';
import type { ListingRow, Queryable, TenantScope } from '@unfurl/api-db';
import type { Listing } from '@unfurl/domain';

/** What a user keeps of a listing: a like or a bookmark. */
export const SAVE_KIND = {
  like: 'like',
  bookmark: 'bookmark',
} as const;

/** One of the {@link SAVE_KIND}s. */
export type SaveKind = (typeof SAVE_KIND)[keyof typeof SAVE_KIND];

/** The table of each kind (never user input: the SQL is built from this closed set). */
function tableOf(kind: SaveKind): string {
  switch (kind) {
    case SAVE_KIND.like:
      return 'listing_likes';
    case SAVE_KIND.bookmark:
      return 'listing_bookmarks';
    default: {
      const unhandled: never = kind;
      throw new Error(`unknown save kind ${String(unhandled)}`);
    }
  }
}

/** One page of saved listings: ids and listings in the same order, and the total. */
export interface SavedListingsPage {
  readonly listingIds: number[];
  readonly listings: Listing[];
  readonly total: number;
}

/**
 * The user's saved listings of one kind that are live and visible in the scope, most recently
 * saved first, with the total of them.
 */
export async function savedListings(
  db: Queryable,
  scope: TenantScope,
  query: {
    readonly kind: SaveKind;
    readonly userId: string;
    readonly limit: number;
    readonly offset: number;
  },
): Promise<SavedListingsPage> {
  const table = tableOf(query.kind);
  const filter = `s.user_id = $2::uuid AND ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL`;
  const params = [...visibleOnTenantParams(scope), query.userId];
  // Ids, order and count first (no geometry work); the wire columns only for the page.
  const rows = await db.query<ListingRow & { fullCount: number }>(
    `SELECT ${LISTING_COLUMNS}, page.full_count AS "fullCount"
     FROM (
       SELECT p.id, p.full_count, row_number() OVER () AS ord FROM (
         SELECT l.id, count(*) OVER ()::float8 AS full_count
         FROM ${table} s JOIN listings l ON l.id = s.listing_id
         WHERE ${filter}
         ORDER BY s.created_at DESC, s.listing_id DESC LIMIT $3 OFFSET $4) p
     ) page
     JOIN listings l ON l.id = page.id JOIN users u ON u.id = l.user_id
     ORDER BY page.ord`,
    [...params, query.limit, query.offset],
  );
  let total = rows[0]?.fullCount;
  if (total === undefined) {
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::float8 AS n FROM ${table} s JOIN listings l ON l.id = s.listing_id
       WHERE ${filter}`,
      params,
    );
    total = count?.n ?? 0;
  }
  const listings = rows.map(({ fullCount: _count, ...row }) => toListing(row));
  return { listingIds: listings.map((listing) => listing.id), listings, total };
}
