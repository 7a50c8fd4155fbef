import { describe, expect, it } from 'vitest';
import { permissionForTenant } from './permission-for-tenant';

const domains = [
  { domain: 'acme', permission: 'ADMIN' },
  { domain: 'globex', permission: 'WEIRD' },
];

describe('permissionForTenant', () => {
  it('reads the permission from the matching domains entry (R-068)', () => {
    expect(permissionForTenant(domains, 'acme', { isMainHost: false })).toBe(3);
    expect(permissionForTenant(domains, 'ACME', { isMainHost: false })).toBe(3);
    expect(permissionForTenant(domains, 'globex', { isMainHost: false })).toBe(0);
  });

  it('gives Write on the main product host (R-069)', () => {
    expect(permissionForTenant([], 'main', { isMainHost: true })).toBe(1);
    expect(permissionForTenant(domains, 'acme', { isMainHost: true })).toBe(1);
  });

  it('gives None without a matching entry (R-070)', () => {
    expect(permissionForTenant(domains, 'initech', { isMainHost: false })).toBe(-1);
    expect(permissionForTenant(undefined, 'acme', { isMainHost: false })).toBe(-1);
  });
});
