import { PERMISSION_LEVEL, permissionFromString } from './permission-level';
import type { PermissionLevel } from './permission-level';

/** One entry of a user's domains list (1§3): a tenant subdomain and the server permission string. */
export interface DomainPermission {
  readonly domain: string;
  readonly permission: string;
}

/** Options of {@link permissionForTenant}. */
export interface PermissionForTenantOptions {
  /** True on the main product host (no organisation subdomain). */
  readonly isMainHost: boolean;
}

/**
 * The user's permission on a tenant (R-068..R-070): the main host gives Write; otherwise the
 * domains entry for the subdomain (compared case-insensitively) is mapped; no entry gives None.
 */
export function permissionForTenant(
  domains: readonly DomainPermission[] | null | undefined,
  subdomain: string,
  options: PermissionForTenantOptions,
): PermissionLevel {
  if (options.isMainHost) return PERMISSION_LEVEL.Write;
  const wanted = subdomain.trim().toLowerCase();
  const entry = (domains ?? []).find((d) => d.domain.trim().toLowerCase() === wanted);
  return entry ? permissionFromString(entry.permission) : PERMISSION_LEVEL.None;
}
