// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, type SocialApi } from '@unfurl/api-client';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { ListingReactions } from './listing-reactions';

afterEach(cleanup);

const saved = (ids: number[]) => async () => ({ listingIds: ids, listings: [], total: ids.length });

function renderReactions(
  social: Partial<SocialApi>,
  options: { signedIn?: boolean; listingType?: 'COG' | 'ORDER'; totalLikes?: number } = {},
) {
  const services = fakeAtlasServices({ social, signedIn: options.signedIn ?? true });
  const listing = {
    id: 7,
    listingType: options.listingType ?? 'COG',
    totalLikes: options.totalLikes ?? 1529,
  } as const;
  const router = createMemoryRouter(
    [
      { path: '/maps/:seoTitle', element: <ListingReactions listing={listing} /> },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: ['/maps/lisbon-7?pos=1,2,3'] },
  );
  const view = render(
    <AtlasServicesProvider services={services}>
      <RouterProvider router={router} />
    </AtlasServicesProvider>,
  );
  return { view, router, services };
}

const errors = (services: ReturnType<typeof fakeAtlasServices>) =>
  services.toasts.getState().toasts.map((toast) => toast.message);

describe('<ListingReactions>', () => {
  it('shows the count abbreviated and sets it from the answer of like and unlike (R-310)', async () => {
    const like = vi.fn(async () => ({ totalLikes: 1_000_000, isLiked: true }));
    const unlike = vi.fn(async () => ({ totalLikes: 999_999, isLiked: false }));
    const { view } = renderReactions({ like, unlike, likes: saved([]), bookmarks: saved([]) });
    expect(view.getByTestId('listing-like-count').textContent).toBe('1.52K');
    const button = view.getByTestId('listing-like');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(view.getByTestId('listing-like-count').textContent).toBe('1M'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(like).toHaveBeenCalledWith(7);
    fireEvent.click(button);
    await waitFor(() => expect(view.getByTestId('listing-like-count').textContent).toBe('999.99K'));
    expect(unlike).toHaveBeenCalledWith(7);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('knows a liked and bookmarked map from the saved lists, and bookmarks and unbookmarks', async () => {
    const unbookmark = vi.fn(async (id: number) => ({ listingId: id, isBookmarked: false }));
    const bookmark = vi.fn(async (id: number) => ({ listingId: id, isBookmarked: true }));
    const { view } = renderReactions({
      likes: saved([3, 7]),
      bookmarks: saved([7]),
      bookmark,
      unbookmark,
    });
    const star = view.getByTestId('listing-bookmark');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(view.getByTestId('listing-like').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(unbookmark).toHaveBeenCalledWith(7);
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(bookmark).toHaveBeenCalledWith(7);
  });

  it('says what failed with the messages of the spec (R-334, R-335, R-337, R-338)', async () => {
    const down = async () => {
      throw new ServerError({ status: 500, detail: 'down', code: 'INTERNAL_ERROR' });
    };
    const { view, services } = renderReactions({
      likes: down,
      bookmarks: saved([]),
      like: down,
      bookmark: down,
    });
    await waitFor(() => expect(errors(services)).toContain('Failed to fetch favourite maps'));
    const star = view.getByTestId('listing-bookmark');
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(errors(services)).toContain('Failed to add bookmark'));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    // Whether the map is liked is unknown, so the like button waits.
    expect((view.getByTestId('listing-like') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the state and says so when like, unlike or a removal fails (R-336, R-338, R-339)', async () => {
    const down = async () => {
      throw new ServerError({ status: 503, detail: 'busy', code: 'SERVICE_UNAVAILABLE' });
    };
    const liked = renderReactions({
      likes: saved([7]),
      bookmarks: saved([7]),
      unlike: down,
      unbookmark: down,
    });
    const heart = liked.view.getByTestId('listing-like');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart);
    await waitFor(() => expect(errors(liked.services)).toContain('Failed to unlike listing'));
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(liked.view.getByTestId('listing-like-count').textContent).toBe('1.52K');
    const star = liked.view.getByTestId('listing-bookmark');
    await waitFor(() => expect((star as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(star);
    await waitFor(() => expect(errors(liked.services)).toContain('Failed to remove bookmark'));
    cleanup();
    const fresh = renderReactions({ likes: saved([]), bookmarks: saved([]), like: down });
    const button = fresh.view.getByTestId('listing-like');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(errors(fresh.services)).toContain('Failed to like listing'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('sends anonymous readers to sign in and back, without calling the API (R-083)', async () => {
    const like = vi.fn();
    const likes = vi.fn();
    const { view, router } = renderReactions({ like, likes }, { signedIn: false });
    fireEvent.click(view.getByTestId('listing-like'));
    await waitFor(() => expect(view.getByTestId('login-page')).toBeTruthy());
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/maps/lisbon-7?pos=1,2,3')}`,
    );
    expect(like).not.toHaveBeenCalled();
    expect(likes).not.toHaveBeenCalled();
  });

  it('offers no like button on an order (R-331), only its count', async () => {
    const { view } = renderReactions(
      { likes: saved([]), bookmarks: saved([]) },
      { listingType: 'ORDER', totalLikes: 0 },
    );
    expect(view.queryByTestId('listing-like')).toBeNull();
    expect(view.getByTestId('listing-like-count').textContent).toContain('0 likes');
    expect(view.getByTestId('listing-bookmark')).toBeTruthy();
  });
});
