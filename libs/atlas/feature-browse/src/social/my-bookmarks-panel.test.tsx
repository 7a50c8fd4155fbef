// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, type SocialApi } from '@unfurl/api-client';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import type { Listing } from '@unfurl/domain';
import { AtlasMapProvider } from '@unfurl/map-react';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { MyBookmarksPanel } from './my-bookmarks-panel';

afterEach(cleanup);

const listing = (id: number, title: string): Listing => ({
  id,
  seoTitle: `map-${id}`,
  title,
  description: '',
  listingType: 'COG',
  geometryWKT: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
  bboxWKT: null,
  tags: [],
  categories: [],
  createdAt: 1_700_000_000,
  updatedAt: 1_700_000_000,
  userId: 'u',
  userName: 'Ada',
  totalComments: 0,
  totalLikes: 2,
  previewUrl: null,
  isPrivate: false,
  isFeatured: false,
});

function renderPanel(bookmarks: SocialApi['bookmarks'], signedIn = true) {
  const services = fakeAtlasServices({ social: { bookmarks }, signedIn });
  const router = createMemoryRouter([{ path: '/my-bookmarks', element: <MyBookmarksPanel /> }], {
    initialEntries: ['/my-bookmarks'],
  });
  return render(
    <AtlasServicesProvider services={services}>
      <AtlasMapProvider>
        <RouterProvider router={router} />
      </AtlasMapProvider>
    </AtlasServicesProvider>,
  );
}

describe('<MyBookmarksPanel>', () => {
  it('lists the bookmarked maps, asking for 200 at a time (R-122, R-316)', async () => {
    const bookmarks = vi.fn<SocialApi['bookmarks']>(async () => ({
      listingIds: [5, 3],
      listings: [listing(5, 'Newest bookmark'), listing(3, 'Older bookmark')],
      total: 2,
    }));
    const view = renderPanel(bookmarks);
    await waitFor(() => expect(view.getByTestId('my-bookmarks-total').textContent).toBe('(2)'));
    const text = view.getByTestId('my-bookmarks-panel').textContent ?? '';
    expect(text.indexOf('Newest bookmark')).toBeLessThan(text.indexOf('Older bookmark'));
    expect(bookmarks).toHaveBeenCalledWith({ limit: 200 });
  });

  it("says 'Failed to fetch bookmarked maps' when the read fails (R-334)", async () => {
    const view = renderPanel(async () => {
      throw new NetworkError({ status: 0, detail: 'offline', code: 'NETWORK' });
    });
    await waitFor(() =>
      expect(view.getByTestId('my-bookmarks-error').textContent).toBe(
        'Failed to fetch bookmarked maps',
      ),
    );
  });

  it('shows no list and asks to sign in when nobody is signed in (R-317)', async () => {
    const bookmarks = vi.fn<SocialApi['bookmarks']>();
    const view = renderPanel(bookmarks, false);
    expect(view.getByTestId('my-bookmarks-sign-in').textContent).toBe(
      'Sign in to see your bookmarks.',
    );
    expect(bookmarks).not.toHaveBeenCalled();
  });
});
