import { PERMISSION_LEVEL } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { accountPermission } from './account-permission';

const domains = [
  { domain: 'acme', permission: 'ADMIN' },
  { domain: 'Globex', permission: 'READ' },
  { domain: 'initech', permission: 'REVIEW' },
  { domain: 'hooli', permission: 'OWNER' },
];
const org = (subdomain: string) => ({ subdomain, isMainHost: false });

describe('accountPermission', () => {
  it('is Write on the main host whatever the domains list says (R-069)', () => {
    expect(accountPermission({ domains: [] }, { subdomain: 'main', isMainHost: true })).toEqual({
      level: PERMISSION_LEVEL.Write,
      label: 'WRITE',
      canRead: true,
      canWrite: true,
      canAdmin: false,
    });
  });

  it("reads the tenant's domains entry, case-insensitively, with its label (R-068, R-074)", () => {
    expect(accountPermission({ domains }, org('acme'))).toMatchObject({
      level: PERMISSION_LEVEL.Admin,
      label: 'ADMIN',
      canAdmin: true,
    });
    expect(accountPermission({ domains }, org('globex'))).toMatchObject({
      level: PERMISSION_LEVEL.Read,
      label: 'VIEW',
      canRead: true,
      canWrite: false,
    });
    expect(accountPermission({ domains }, org('initech'))?.label).toBe('WRITE');
    expect(accountPermission({ domains }, org('hooli'))?.label).toBe('OWNER');
  });

  it('is None without a matching entry: nothing is allowed (R-070)', () => {
    expect(accountPermission({ domains }, org('umbrella'))).toEqual({
      level: PERMISSION_LEVEL.None,
      label: 'NONE',
      canRead: false,
      canWrite: false,
      canAdmin: false,
    });
  });

  it('is null when signed out or before the tenant is known', () => {
    expect(accountPermission(null, org('acme'))).toBeNull();
    expect(accountPermission({ domains }, null)).toBeNull();
  });
});
