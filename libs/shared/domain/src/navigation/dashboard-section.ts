/** Dashboard sections and their paths (2§2). */
export const DASHBOARD_SECTION = {
  ACCOUNT_SETTINGS: '/dashboard/account-settings',
  DASHBOARD: '/dashboard/',
  SUBDOMAIN_OVERVIEW: '/dashboard/overview',
  PROFILE: '/dashboard/profile',
  MY_IMAGERY: '/dashboard/my-imagery',
  MY_DRAW_PROJECTS: '/dashboard/my-stoaries',
  MY_BOOKMARKS: '/dashboard/my-bookmarks',
  MY_COMMUNITY: '/dashboard/my-community',
  SATELLITE_QUEUE: '/dashboard/satellite-queue',
  TERMS_AND_CONDITIONS: '/dashboard/terms-and-condition',
  PRIVACY_POLICY: '/privacy',
  USER_MANAGEMENT: '/dashboard/users',
  DATA_MANAGEMENT: '/dashboard/data',
} as const;

/** One dashboard section path. */
export type DashboardSection = (typeof DASHBOARD_SECTION)[keyof typeof DASHBOARD_SECTION];

/** Sections only subdomain admins see. */
export const ADMIN_DASHBOARD_SECTIONS: readonly DashboardSection[] = [
  DASHBOARD_SECTION.SUBDOMAIN_OVERVIEW,
  DASHBOARD_SECTION.USER_MANAGEMENT,
  DASHBOARD_SECTION.DATA_MANAGEMENT,
];
