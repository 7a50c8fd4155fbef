import type { Bundle, Listing } from '@unfurl/domain';
import type { Queryable } from './db';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';
import { LISTED_SQL, visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';

const BUNDLE_COLUMNS = `
  b.id AS "id", b.title AS "title", b.description AS "description",
  CASE WHEN pl.has_preview THEN '/listing-preview/' || pl.id || '?size=medium' END AS "previewUrl"`;
const BUNDLE_FROM = 'FROM bundles b LEFT JOIN listings pl ON pl.id = b.preview_listing_id';

/** The tenant's bundles, in their display order. */
export async function listBundles(db: Queryable, scope: TenantScope): Promise<Bundle[]> {
  return db.query<Bundle>(
    `SELECT ${BUNDLE_COLUMNS} ${BUNDLE_FROM} WHERE b.tenant_id = $1 ORDER BY b.position, b.id`,
    [scope.tenantId],
  );
}

/** One bundle of the tenant, or undefined. */
export async function getBundle(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<Bundle | undefined> {
  const rows = await db.query<Bundle>(
    `SELECT ${BUNDLE_COLUMNS} ${BUNDLE_FROM} WHERE b.tenant_id = $1 AND b.id = $2`,
    [scope.tenantId, id],
  );
  return rows[0];
}

/** A page of a bundle's listings (visible on the tenant) in bundle order; one extra row tells if more exist. */
export async function bundleListings(
  db: Queryable,
  scope: TenantScope,
  bundleId: number,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ listings: Listing[]; hasMore: boolean }> {
  const base = visibleOnTenantParams(scope);
  const p = base.length;
  const rows = await db.query<ListingRow>(
    `SELECT ${LISTING_COLUMNS}
     FROM bundle_listings bl
     JOIN listings l ON l.id = bl.listing_id
     JOIN users u ON u.id = l.user_id
     WHERE bl.bundle_id = $${p + 1} AND ${visibleOnTenantSql(scope, 1)} AND ${LISTED_SQL}
     ORDER BY bl.position, bl.listing_id
     LIMIT $${p + 2} OFFSET $${p + 3}`,
    [...base, bundleId, page.limit + 1, page.offset],
  );
  return { listings: rows.slice(0, page.limit).map(toListing), hasMore: rows.length > page.limit };
}
