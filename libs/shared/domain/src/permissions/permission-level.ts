/** Numeric permission levels on a tenant subdomain (1§3, 2§3). */
export const PERMISSION_LEVEL = {
  None: -1,
  Read: 0,
  Write: 1,
  Review: 2,
  Admin: 3,
  Owner: 4,
} as const;

/** One permission level. */
export type PermissionLevel = (typeof PERMISSION_LEVEL)[keyof typeof PERMISSION_LEVEL];

/** Server permission strings (2§3). */
export const PERMISSION_STRING = {
  READ: 'READ',
  WRITE: 'WRITE',
  REVIEW: 'REVIEW',
  ADMIN: 'ADMIN',
  OWNER: 'OWNER',
} as const;

/** One server permission string. */
export type PermissionString = (typeof PERMISSION_STRING)[keyof typeof PERMISSION_STRING];

const FROM_STRING: Readonly<Record<PermissionString, PermissionLevel>> = {
  READ: PERMISSION_LEVEL.Read,
  WRITE: PERMISSION_LEVEL.Write,
  REVIEW: PERMISSION_LEVEL.Review,
  ADMIN: PERMISSION_LEVEL.Admin,
  OWNER: PERMISSION_LEVEL.Owner,
};

/** Maps a server permission string to its level; unknown (or missing) maps to Read. */
export function permissionFromString(value: unknown): PermissionLevel {
  if (typeof value === 'string' && Object.hasOwn(FROM_STRING, value)) {
    return FROM_STRING[value as PermissionString];
  }
  return PERMISSION_LEVEL.Read;
}

/**
 * Maps a level back to the server string, for invitations and permission changes.
 * None has no server form; it is sent as READ (the lowest real grant).
 */
export function permissionToString(level: PermissionLevel): PermissionString {
  switch (level) {
    case PERMISSION_LEVEL.None:
    case PERMISSION_LEVEL.Read:
      return 'READ';
    case PERMISSION_LEVEL.Write:
      return 'WRITE';
    case PERMISSION_LEVEL.Review:
      return 'REVIEW';
    case PERMISSION_LEVEL.Admin:
      return 'ADMIN';
    case PERMISSION_LEVEL.Owner:
      return 'OWNER';
    default:
      return assertNever(level);
  }
}

/** Interface label of a level: Read VIEW, Write/Review WRITE, Admin ADMIN, Owner OWNER. */
export function permissionLabel(level: PermissionLevel): string {
  switch (level) {
    case PERMISSION_LEVEL.None:
      return 'NONE';
    case PERMISSION_LEVEL.Read:
      return 'VIEW';
    case PERMISSION_LEVEL.Write:
    case PERMISSION_LEVEL.Review:
      return 'WRITE';
    case PERMISSION_LEVEL.Admin:
      return 'ADMIN';
    case PERMISSION_LEVEL.Owner:
      return 'OWNER';
    default:
      return assertNever(level);
  }
}

/** Read access: Read, Write, Review, Admin or Owner. */
export function hasReadAccess(level: PermissionLevel): boolean {
  return level >= PERMISSION_LEVEL.Read;
}

/** Write access: Write, Review, Admin or Owner. */
export function hasWriteAccess(level: PermissionLevel): boolean {
  return level >= PERMISSION_LEVEL.Write;
}

/** Admin access: Admin or Owner. */
export function hasAdminAccess(level: PermissionLevel): boolean {
  return level >= PERMISSION_LEVEL.Admin;
}

function assertNever(value: never): never {
  throw new Error(`Unhandled permission level: ${String(value)}`);
}
