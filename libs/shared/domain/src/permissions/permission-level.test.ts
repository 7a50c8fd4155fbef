import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PERMISSION_LEVEL,
  hasAdminAccess,
  hasReadAccess,
  hasWriteAccess,
  permissionFromString,
  permissionLabel,
  permissionToString,
} from './permission-level';
import type { PermissionLevel } from './permission-level';

const ALL: PermissionLevel[] = [-1, 0, 1, 2, 3, 4];

describe('permission levels', () => {
  it('has the numeric levels None -1 .. Owner 4 (R-065)', () => {
    expect(PERMISSION_LEVEL).toEqual({
      None: -1,
      Read: 0,
      Write: 1,
      Review: 2,
      Admin: 3,
      Owner: 4,
    });
  });

  it('maps server strings to levels (R-066)', () => {
    expect(permissionFromString('READ')).toBe(0);
    expect(permissionFromString('WRITE')).toBe(1);
    expect(permissionFromString('REVIEW')).toBe(2);
    expect(permissionFromString('ADMIN')).toBe(3);
    expect(permissionFromString('OWNER')).toBe(4);
  });

  it('maps unknown server strings to Read (R-067)', () => {
    expect(permissionFromString('SUPERUSER')).toBe(0);
    expect(permissionFromString('toString')).toBe(0);
    expect(permissionFromString(undefined)).toBe(0);
    fc.assert(
      fc.property(fc.string(), (s) => {
        const level = permissionFromString(s);
        return ['READ', 'WRITE', 'REVIEW', 'ADMIN', 'OWNER'].includes(s) || level === 0;
      }),
    );
  });

  it('round-trips real levels through the server string', () => {
    for (const level of ALL.filter((l) => l !== -1)) {
      expect(permissionFromString(permissionToString(level))).toBe(level);
    }
  });

  it('grants read access to Read and above (R-071)', () => {
    expect(ALL.filter(hasReadAccess)).toEqual([0, 1, 2, 3, 4]);
  });

  it('grants write access to Write and above (R-072)', () => {
    expect(ALL.filter(hasWriteAccess)).toEqual([1, 2, 3, 4]);
  });

  it('grants admin access to Admin and Owner (R-073)', () => {
    expect(ALL.filter(hasAdminAccess)).toEqual([3, 4]);
  });

  it('labels levels VIEW, WRITE, WRITE, ADMIN, OWNER (R-074)', () => {
    expect([0, 1, 2, 3, 4].map((l) => permissionLabel(l as PermissionLevel))).toEqual([
      'VIEW',
      'WRITE',
      'WRITE',
      'ADMIN',
      'OWNER',
    ]);
    expect(permissionLabel(-1)).toBe('NONE');
  });
});
