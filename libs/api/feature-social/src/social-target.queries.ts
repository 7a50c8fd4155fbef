// Who and what the social routes act on: a listing visible on the tenant, a user seen on it.
import { visibleOnTenantParams, visibleOnTenantSql } from '@unfurl/api-db';
import type { Queryable, TenantScope } from '@unfurl/api-db';
import { toListingType } from '@unfurl/domain';
import type { ListingType } from '@unfurl/domain';

/** The type of a live listing visible in the scope (as `GET /v1/listings/{id}` shows it), else undefined. */
export async function findVisibleListingType(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<ListingType | undefined> {
  const params = [...visibleOnTenantParams(scope), id];
  const [row] = await db.query<{ listingType: string }>(
    `SELECT l.listing_type AS "listingType" FROM listings l
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $${params.length}`,
    params,
  );
  return row ? toListingType(row.listingType) : undefined;
}

/** A tenant as the user visibility rule needs it. */
export interface TenantRef {
  readonly id: number;
  readonly subdomain: string;
}

/**
 * SQL predicate: the user (alias `u`) is live and seen on the tenant: a user of the tenant or one
 * with a domain on it (the rule of public profiles). `$tenant` and `$subdomain` are placeholders.
 */
export function userSeenOnTenantSql(tenant: number, subdomain: number): string {
  return `(u.deleted_at IS NULL AND (u.tenant_id = $${tenant} OR EXISTS (
    SELECT 1 FROM user_domains d WHERE d.user_id = u.id AND lower(d.domain) = $${subdomain})))`;
}

/** True when the user exists, is live and is seen on the tenant. */
export async function isUserSeenOnTenant(
  db: Queryable,
  tenant: TenantRef,
  userId: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM users u WHERE u.id = $3::uuid AND ${userSeenOnTenantSql(1, 2)}`,
    [tenant.id, tenant.subdomain.toLowerCase(), userId],
  );
  return rows.length > 0;
}
