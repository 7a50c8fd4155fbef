/**
 * Which tenant a request is served for (ADR 0003: strict isolation). `includePrivate` is true
 * only for members of the tenant; until sign-in exists every request is anonymous.
 */
export interface TenantScope {
  readonly tenantId: number;
  readonly includePrivate: boolean;
}

/**
 * SQL predicate: the listing (alias `l`) may be shown in this scope. A listing is only ever
 * visible on its own tenant, and a private one only to the tenant's members.
 * `param` is the placeholder number of the tenant id.
 */
export function visibleOnTenantSql(scope: TenantScope, param: number): string {
  return scope.includePrivate
    ? `l.tenant_id = $${param}`
    : `(l.tenant_id = $${param} AND NOT l.is_private)`;
}

/** Parameters that go with {@link visibleOnTenantSql}. */
export function visibleOnTenantParams(scope: TenantScope): readonly number[] {
  return [scope.tenantId];
}

/** Live, approved listings: the predicate of every public-list partial index. */
export const LISTED_SQL = `l.deleted_at IS NULL AND l.review_status = 'APPROVED'`;
