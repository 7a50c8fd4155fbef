// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedListingsQuery, SocialApi } from '@unfurl/api-client';
import { makeListing } from '@unfurl/api-client/testing';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { GLOBAL_BUNDLES, GLOBAL_BUNDLE_ID } from '@unfurl/domain';
import { AtlasMapProvider } from '@unfurl/map-react';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { BundleView } from './bundle-view';

afterEach(cleanup);

const bookmarksBundle = GLOBAL_BUNDLES.find((b) => b.id === GLOBAL_BUNDLE_ID.Bookmarks)!;
const saved = Array.from({ length: 3 }, (_, i) =>
  makeListing({ id: i + 1, title: `Bookmark ${i + 1}`, seoTitle: `bookmark-${i + 1}` }),
);

/** Two bookmarks a page, whatever the limit asked. */
function pagedBookmarks(list: () => typeof saved) {
  return vi.fn<SocialApi['bookmarks']>(async (query: SavedListingsQuery = {}) => {
    const offset = Number(query.offset ?? 0);
    const page = list().slice(offset, offset + 2);
    return { listingIds: page.map((l) => l.id), listings: page, total: list().length };
  });
}

function renderBundle(bookmarks: SocialApi['bookmarks'], signedIn: boolean) {
  const services = fakeAtlasServices({ social: { bookmarks }, signedIn });
  const router = createMemoryRouter(
    [{ path: '/', element: <BundleView bundle={bookmarksBundle} onBack={() => undefined} /> }],
    { initialEntries: ['/'] },
  );
  const view = render(
    <AtlasServicesProvider services={services}>
      <AtlasMapProvider>
        <RouterProvider router={router} />
      </AtlasMapProvider>
    </AtlasServicesProvider>,
  );
  const titles = () =>
    Array.from(view.getByRole('list').querySelectorAll('li')).map(
      (li) => /Bookmark \d/.exec(li.textContent ?? '')?.[0],
    );
  return { view, services, titles };
}

describe('<BundleView> of the Bookmarks global bundle', () => {
  it('shows the bookmarks and appends the next page (R-273)', async () => {
    const bookmarks = pagedBookmarks(() => saved);
    const { view, titles } = renderBundle(bookmarks, true);
    await waitFor(() => expect(titles()).toEqual(['Bookmark 1', 'Bookmark 2']));
    fireEvent.click(view.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Bookmark 1', 'Bookmark 2', 'Bookmark 3']));
    expect(view.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(bookmarks.mock.calls.map(([q]) => q?.offset)).toEqual([0, 2]);
  });

  it('asks a signed-out reader to sign in, then fetches afresh on sign-in (R-274)', async () => {
    let list: typeof saved = [];
    const bookmarks = pagedBookmarks(() => list);
    const { view, services, titles } = renderBundle(bookmarks, false);
    expect(await view.findByText('Sign in to see your maps here.')).toBeTruthy();
    expect(view.queryByText('No maps here yet.')).toBeNull();
    list = saved.slice(1);
    act(() => services.account.setState({ loggedIn: true }));
    await waitFor(() => expect(titles()).toEqual(['Bookmark 2', 'Bookmark 3']));
    expect(view.queryByText('Sign in to see your maps here.')).toBeNull();
    expect(bookmarks.mock.calls.map(([q]) => q)).toEqual([{ offset: 0 }, { offset: 0 }]);
  });
});
