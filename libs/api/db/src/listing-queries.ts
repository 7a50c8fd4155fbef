import type { Listing } from '@unfurl/domain';
import type { Queryable } from './db';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';
import { LISTED_SQL, visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';

const FROM = 'FROM listings l JOIN users u ON u.id = l.user_id';

/** One listing by id, or undefined when it is missing, deleted or not visible on the tenant. */
export async function getListing(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<Listing | undefined> {
  const params = [...visibleOnTenantParams(scope), id];
  const rows = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} ${FROM}
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $${params.length}`,
    params,
  );
  return rows[0] ? toListing(rows[0]) : undefined;
}

/** Featured listings visible on the tenant, newest first. */
export async function featuredListings(
  db: Queryable,
  scope: TenantScope,
  page: { readonly limit: number; readonly offset: number },
): Promise<Listing[]> {
  const params = [...visibleOnTenantParams(scope), page.limit, page.offset];
  const rows = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} ${FROM}
     WHERE ${visibleOnTenantSql(scope, 1)} AND ${LISTED_SQL} AND l.is_featured
     ORDER BY l.created_at DESC, l.id DESC
     LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return rows.map(toListing);
}

/** A nearby search: within `distance` metres of a point, nearest first. */
export interface NearbySearch {
  readonly lat: number;
  readonly lng: number;
  readonly distance: number;
  readonly limit: number;
  readonly offset: number;
}

/** Listings within `distance` metres of the point, nearest first; one extra row tells if more exist. */
export async function nearbyListings(
  db: Queryable,
  scope: TenantScope,
  search: NearbySearch,
): Promise<{ listings: Listing[]; hasMore: boolean }> {
  const base = visibleOnTenantParams(scope);
  const params = [
    ...base,
    search.lng,
    search.lat,
    search.distance,
    search.limit + 1,
    search.offset,
  ];
  const p = base.length;
  const point = `ST_SetSRID(ST_MakePoint($${p + 1}, $${p + 2}), 4326)::geography`;
  const rows = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS} ${FROM}
     WHERE ${visibleOnTenantSql(scope, 1)} AND ${LISTED_SQL}
       AND ST_DWithin(l.geom::geography, ${point}, $${p + 3})
     ORDER BY l.geom::geography <-> ${point}, l.id
     LIMIT $${p + 4} OFFSET $${p + 5}`,
    params,
  );
  return {
    listings: rows.slice(0, search.limit).map(toListing),
    hasMore: rows.length > search.limit,
  };
}

/** A stored preview image. */
export interface ListingPreview {
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The preview image of a listing visible on the tenant, in one size, or undefined. */
export async function getListingPreview(
  db: Queryable,
  scope: TenantScope,
  id: number,
  size: string,
): Promise<ListingPreview | undefined> {
  const params = [...visibleOnTenantParams(scope), id, size];
  const rows = await db.query<{ contentType: string; bytes: Uint8Array }>(
    `SELECT p.content_type AS "contentType", p.bytes
     FROM listing_previews p JOIN listings l ON l.id = p.listing_id
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL
       AND p.listing_id = $${params.length - 1} AND p.size = $${params.length}`,
    params,
  );
  return rows[0];
}
