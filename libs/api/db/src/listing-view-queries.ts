// Listings a signed-in user has viewed (GET /v1/user/viewed-listings; migration 0005).
import type { Listing } from '@unfurl/domain';
import type { Queryable } from './db';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';
import { LISTED_SQL, visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';

/** Records (or refreshes) a user's view of a listing. */
export async function recordListingView(
  db: Queryable,
  view: { readonly userId: string; readonly listingId: number; readonly at: string },
): Promise<void> {
  await db.query(
    `INSERT INTO user_listing_views (user_id, listing_id, viewed_at) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (user_id, listing_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
    [view.userId, view.listingId, view.at],
  );
}

/** Position after the last row of a page: its view time (epoch ms) and listing id. */
export interface ViewCursor {
  readonly viewedAtMs: number;
  readonly listingId: number;
}

/** One page of viewed listings, most recent first, and the cursor of the next page. */
export interface ViewedListingsPage {
  readonly listings: readonly Listing[];
  readonly next: ViewCursor | null;
}

/** The user's viewed listings that are visible in the scope, most recent view first. */
export async function viewedListings(
  db: Queryable,
  scope: TenantScope,
  query: { readonly userId: string; readonly limit: number; readonly after?: ViewCursor },
): Promise<ViewedListingsPage> {
  const params: unknown[] = [...visibleOnTenantParams(scope), query.userId, query.limit + 1];
  let keyset = '';
  if (query.after) {
    params.push(new Date(query.after.viewedAtMs).toISOString(), query.after.listingId);
    keyset = `AND (v.viewed_at, v.listing_id) < ($4::timestamptz, $5)`;
  }
  const rows = await db.query<ListingRow & { viewedAtMs: number }>(
    `SELECT ${LISTING_COLUMNS}, round(extract(epoch FROM v.viewed_at) * 1000)::float8 AS "viewedAtMs"
     FROM user_listing_views v JOIN listings l ON l.id = v.listing_id JOIN users u ON u.id = l.user_id
     WHERE v.user_id = $2 AND ${visibleOnTenantSql(scope, 1)} AND ${LISTED_SQL} ${keyset}
     ORDER BY v.viewed_at DESC, v.listing_id DESC LIMIT $3`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    listings: page.map(({ viewedAtMs: _viewedAtMs, ...row }) => toListing(row)),
    next:
      rows.length > query.limit && last
        ? { viewedAtMs: last.viewedAtMs, listingId: last.id }
        : null,
  };
}
