import type { AccountPermission } from '@unfurl/auth';

/** What a permission allows on this site, in words (R-071..R-073). */
export function permissionSummary(permission: AccountPermission): string {
  if (permission.canAdmin) return 'You can view, edit and manage this site.';
  if (permission.canWrite) return 'You can view and edit on this site.';
  if (permission.canRead) return 'You can view this site.';
  return 'You have no access to this site.';
}

/** The account menu's line with the user's permission label on the current tenant. */
export function TenantPermission({ permission }: { permission: AccountPermission | null }) {
  if (!permission) return null;
  return (
    <div
      className="account-menu__permission"
      data-testid="tenant-permission"
      data-level={permission.level}
      title={permissionSummary(permission)}
    >
      <span>Permission on this site</span>
      <strong>{permission.label}</strong>
      <small>{permissionSummary(permission)}</small>
    </div>
  );
}
