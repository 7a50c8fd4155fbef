// Whom the follow routes act on: a user seen on the tenant.
import type { Queryable } from '@unfurl/api-db';

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
