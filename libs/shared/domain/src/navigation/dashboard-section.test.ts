import { describe, expect, it } from 'vitest';
import { ADMIN_DASHBOARD_SECTIONS, DASHBOARD_SECTION } from './dashboard-section';

describe('dashboard sections', () => {
  it('are the thirteen sections with their paths (R-501..R-512)', () => {
    expect(Object.values(DASHBOARD_SECTION)).toEqual([
      '/dashboard/account-settings',
      '/dashboard/',
      '/dashboard/overview',
      '/dashboard/profile',
      '/dashboard/my-imagery',
      '/dashboard/my-stoaries',
      '/dashboard/my-bookmarks',
      '/dashboard/my-community',
      '/dashboard/satellite-queue',
      '/dashboard/terms-and-condition',
      '/privacy',
      '/dashboard/users',
      '/dashboard/data',
    ]);
    expect(ADMIN_DASHBOARD_SECTIONS).toEqual([
      '/dashboard/overview',
      '/dashboard/users',
      '/dashboard/data',
    ]);
  });
});
