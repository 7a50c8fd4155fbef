import type { RouteObject } from 'react-router';
import { BrowseMapLayer, HomePanel, ListingPanel, MapsPanel } from '@unfurl/atlas-feature-browse';
import { AtlasShell, ComingSoon, LegalRedirect } from '@unfurl/atlas-feature-shell';
import type { PageRedirect } from '@unfurl/atlas-feature-shell';
import { LEGAL_PAGES } from '@unfurl/domain';

/** Options of the route table. */
export interface AtlasRoutesOptions {
  /** How legal pages leave the app; `window.location.replace` by default. */
  readonly redirect?: PageRedirect;
}

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
});

/**
 * The atlas routes (1§2, 2§2): the four legal pages redirect; every other path renders inside the
 * shell, map screens and main-app screens alike, with the routed screen in the side drawer.
 */
export function atlasRoutes(options: AtlasRoutesOptions = {}): RouteObject[] {
  const legal: RouteObject[] = LEGAL_PAGES.map((page) => ({
    path: page.path,
    element: (
      <LegalRedirect page={page} {...(options.redirect ? { redirect: options.redirect } : {})} />
    ),
  }));
  return [
    ...legal,
    {
      path: '/',
      element: <AtlasShell mapOverlay={<BrowseMapLayer />} />,
      children: [
        { index: true, element: <HomePanel /> },
        { path: 'maps', element: <MapsPanel /> },
        { path: 'maps/:seoTitle', element: <ListingPanel /> },
        soon('draw/*', 'Draw'),
        soon('satellites', 'Satellites'),
        soon('satellites/sentinel', 'Sentinel imagery'),
        soon('satellites/landsat', 'Landsat imagery'),
        soon('my-maps', 'My maps'),
        soon('my-bookmarks', 'My bookmarks'),
        soon('task', 'Satellite tasking'),
        soon('upload', 'Share a map'),
        soon('profile/:userId', 'Profile'),
        soon('dashboard/*', 'Dashboard'),
        soon('*', 'Page not found'),
      ],
    },
  ];
}
