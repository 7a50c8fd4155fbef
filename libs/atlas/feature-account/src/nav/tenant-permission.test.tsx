// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { accountPermission } from '@unfurl/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { TenantPermission, permissionSummary } from './tenant-permission';

afterEach(cleanup);

const domains = [
  { domain: 'acme', permission: 'OWNER' },
  { domain: 'globex', permission: 'READ' },
];
const on = (subdomain: string, isMainHost = false) =>
  accountPermission({ domains }, { subdomain, isMainHost });

describe('<TenantPermission>', () => {
  it.each([
    ['acme', false, 'OWNER', 'You can view, edit and manage this site.'],
    ['globex', false, 'VIEW', 'You can view this site.'],
    ['main', true, 'WRITE', 'You can view and edit on this site.'],
    ['umbrella', false, 'NONE', 'You have no access to this site.'],
  ] as const)('on %s shows %s and what it allows', (subdomain, isMainHost, label, summary) => {
    const permission = on(subdomain, isMainHost);
    const view = render(<TenantPermission permission={permission} />);
    const line = view.getByTestId('tenant-permission');
    expect(line.querySelector('strong')?.textContent).toBe(label);
    expect(line.textContent).toContain('Permission on this site');
    expect(line.textContent).toContain(summary);
    expect(permission && permissionSummary(permission)).toBe(summary);
  });

  it('shows nothing when signed out or before the tenant is known', () => {
    const view = render(<TenantPermission permission={null} />);
    expect(view.queryByTestId('tenant-permission')).toBeNull();
  });
});
