/** Which tenant a request is served for, and the main tenant whose public listings it also sees. */
export interface TenantScope {
  readonly tenantId: number;
  readonly mainTenantId: number;
}

/**
 * SQL predicate: the listing (alias `l`) may be shown on the scope's tenant. A listing is visible
 * on its own tenant; on another tenant only when it belongs to the main tenant and is not private.
 * `param` is the placeholder number of the tenant id; `param + 1` holds the main tenant id.
 */
export function visibleOnTenantSql(scope: TenantScope, param: number): string {
  return scope.tenantId === scope.mainTenantId
    ? `l.tenant_id = $${param}`
    : `(l.tenant_id = $${param} OR (l.tenant_id = $${param + 1} AND NOT l.is_private))`;
}

/** Parameters that go with {@link visibleOnTenantSql}. */
export function visibleOnTenantParams(scope: TenantScope): readonly number[] {
  return scope.tenantId === scope.mainTenantId
    ? [scope.tenantId]
    : [scope.tenantId, scope.mainTenantId];
}

/** Live, approved listings: the predicate of every public-list partial index. */
export const LISTED_SQL = `l.deleted_at IS NULL AND l.review_status = 'APPROVED'`;
