import type { RouteObject } from 'react-router';
import {
  BrowseMapLayer,
  HomePanel,
  ListingPanel,
  MapsPanel,
  MyBookmarksPanel,
  MyMapsPanel,
} from '@unfurl/atlas-feature-browse';
import {
  AccountButton,
  AccountLayer,
  AuthCallbackPage,
  ModerationPage,
  ProfilePage,
  PublicProfilePage,
  SignInPage,
} from '@unfurl/atlas-feature-account';
import { AtlasShell, ComingSoon, LegalRedirect, NotFoundPage } from '@unfurl/atlas-feature-shell';
import { NotificationBell } from '@unfurl/atlas-feature-notifications';
import type { PageRedirect } from '@unfurl/atlas-feature-shell';
import { LEGAL_PAGES } from '@unfurl/domain';
import { Deferred, ImagerySearchPanel, SatellitesPanel, UploadPanel } from './lazy-screens';

/** Options of the route table. */
export interface AtlasRoutesOptions {
  /** How legal pages leave the app; `window.location.replace` by default. */
  readonly redirect?: PageRedirect;
  /** Imagery service base of image-map URLs in features and share records; `/imagery/` by default. */
  readonly imageryBase?: string;
}

const soon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoon title={title} />,
});

/**
 * The atlas routes (1§2, 2§2): the four legal pages redirect; every other path renders inside the
 * shell, map screens and main-app screens alike, with the routed screen in the side drawer. Screens
 * of later issues show "Coming soon"; an unknown address shows the not-found page. Imagery and
 * upload are lazy chunks loaded by their route (./lazy-screens).
 */
export function atlasRoutes(options: AtlasRoutesOptions = {}): RouteObject[] {
  const imagery = options.imageryBase ? { imageryBase: options.imageryBase } : {};
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
      element: (
        <AtlasShell
          mapOverlay={<BrowseMapLayer />}
          navAccount={
            <>
              <NotificationBell />
              <AccountButton />
            </>
          }
          overlay={<AccountLayer />}
        />
      ),
      children: [
        { index: true, element: <HomePanel /> },
        { path: 'maps', element: <MapsPanel /> },
        { path: 'maps/:seoTitle', element: <ListingPanel /> },
        soon('draw/*', 'Draw'),
        {
          path: 'satellites',
          element: (
            <Deferred>
              <SatellitesPanel />
            </Deferred>
          ),
        },
        {
          path: 'satellites/sentinel',
          element: (
            <Deferred key="sentinel">
              <ImagerySearchPanel family="sentinel" {...imagery} />
            </Deferred>
          ),
        },
        {
          path: 'satellites/landsat',
          element: (
            <Deferred key="landsat">
              <ImagerySearchPanel family="landsat" {...imagery} />
            </Deferred>
          ),
        },
        { path: 'my-maps', element: <MyMapsPanel /> },
        { path: 'my-bookmarks', element: <MyBookmarksPanel /> },
        soon('task', 'Satellite tasking'),
        {
          path: 'upload',
          element: (
            <Deferred>
              <UploadPanel />
            </Deferred>
          ),
        },
        { path: 'login', element: <SignInPage /> },
        { path: 'auth/callback', element: <AuthCallbackPage /> },
        { path: 'account', element: <ProfilePage /> },
        { path: 'profile/:userId', element: <PublicProfilePage /> },
        { path: 'moderation', element: <ModerationPage /> },
        soon('dashboard/*', 'Dashboard'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
