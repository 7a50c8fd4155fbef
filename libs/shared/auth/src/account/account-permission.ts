import {
  hasAdminAccess,
  hasReadAccess,
  hasWriteAccess,
  permissionForTenant,
  permissionLabel,
} from '@unfurl/domain';
import type { PermissionLevel, UserProfile } from '@unfurl/domain';

/** The tenant the page runs on: its subdomain, and whether it is the main product host. */
export interface AccountTenant {
  readonly subdomain: string;
  readonly isMainHost: boolean;
}

/** The signed-in user's permission on the current tenant, and what it allows (R-068..R-074). */
export interface AccountPermission {
  readonly level: PermissionLevel;
  /** Interface label: NONE, VIEW, WRITE, ADMIN or OWNER. */
  readonly label: string;
  readonly canRead: boolean;
  readonly canWrite: boolean;
  readonly canAdmin: boolean;
}

/**
 * The permission of a profile on a tenant, from its domains list through the shared
 * `permissionForTenant` (main host Write, no entry None). Null when signed out or the tenant
 * is not known yet.
 */
export function accountPermission(
  profile: Pick<UserProfile, 'domains'> | null,
  tenant: AccountTenant | null,
): AccountPermission | null {
  if (!profile || !tenant) return null;
  const level = permissionForTenant(profile.domains, tenant.subdomain, {
    isMainHost: tenant.isMainHost,
  });
  return {
    level,
    label: permissionLabel(level),
    canRead: hasReadAccess(level),
    canWrite: hasWriteAccess(level),
    canAdmin: hasAdminAccess(level),
  };
}
