// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerError, UnauthorizedError } from '@unfurl/api-client';
import type { FollowListQuery, FollowUser, SocialApi } from '@unfurl/api-client';
import { createFakeApiClient, makePublicProfile } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { AtlasServices } from '@unfurl/atlas-feature-shell';
import { MESSAGES } from '@unfurl/domain';
import type { UserProfile } from '@unfurl/domain';
import { PublicProfilePage } from '../profile/public-profile-page';

afterEach(cleanup);

const ADA = '00000000-0000-4000-8000-00000000000a';
const ME = '00000000-0000-4000-8000-0000000000ee';
const person = (n: number): FollowUser => ({
  userId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Person ${n}`,
  seoName: null,
  followedAt: 1_700_000_000 + n,
});
const pageOf =
  (all: readonly FollowUser[]) =>
  async (query: FollowListQuery = {}) => {
    const offset = Number(query.offset ?? 0);
    return { users: all.slice(offset, offset + Number(query.limit ?? 20)), total: all.length };
  };

/** `me`: your id, null when signed out, 'loading' when signed in before your profile came. */
function setup(social: Partial<SocialApi>, me: string | null = ME) {
  const services: AtlasServices = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient({
      overrides: {
        user: { profile: async (id) => makePublicProfile({ userId: id, firstName: 'Ada' }) },
        social,
      },
    }),
    cookieJar: { get: () => undefined, set: () => undefined, remove: () => undefined },
    reload: () => undefined,
  });
  services.account.setState({
    loggedIn: me !== null,
    status: 'ready',
    profile: me === null || me === 'loading' ? null : ({ userId: me } as UserProfile),
  });
  const router = createMemoryRouter(
    [
      { path: '/profile/:userId', element: <PublicProfilePage /> },
      { path: '/login', element: <p data-testid="login-page">login</p> },
    ],
    { initialEntries: [`/profile/${ADA}?tab=maps`] },
  );
  const view = render(
    <AtlasServicesProvider services={services}>
      <RouterProvider router={router} />
    </AtlasServicesProvider>,
  );
  const toasts = () => services.toasts.getState().toasts.map((t) => t.message);
  return { view, router, toasts, services };
}

describe('follows on a public profile', () => {
  it('follows and unfollows, and the followers list and count follow the server (R-324, R-325)', async () => {
    let followers: FollowUser[] = [person(1)];
    const mine = vi.fn(pageOf([person(2)]));
    const follow = vi.fn(async () => {
      followers = [{ ...person(3), userId: ME, name: 'Me' }, ...followers];
      return { isSuccess: true };
    });
    const unfollow = vi.fn(async () => {
      followers = followers.filter((u) => u.userId !== ME);
      return { isSuccess: true };
    });
    const { view } = setup({
      following: async (q) => (q?.userId ? pageOf([])(q) : mine(q)),
      followers: async (q) => pageOf(followers)(q),
      follow,
      unfollow,
    });
    const button = await view.findByTestId('follow-button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(button.textContent).toBe('Follow');
    expect((await view.findByTestId('follow-total-followers')).textContent).toBe(' (1)');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Following'));
    expect(follow).toHaveBeenCalledWith(ADA);
    await waitFor(() =>
      expect(view.getByTestId('follow-total-followers').textContent).toBe(' (2)'),
    );
    expect(view.getByText('Me').getAttribute('href')).toBe(`/profile/${ME}`);
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('Follow'));
    expect(unfollow).toHaveBeenCalledWith(ADA);
    await waitFor(() =>
      expect(view.getByTestId('follow-total-followers').textContent).toBe(' (1)'),
    );
    expect(view.queryByText('Me')).toBeNull();
  });

  it('knows you already follow the user from your following list', async () => {
    const { view } = setup({
      following: async (q) =>
        q?.userId ? pageOf([])(q) : pageOf([person(5), { ...person(6), userId: ADA }])(q),
      followers: pageOf([]),
    });
    const button = await view.findByTestId('follow-button');
    await waitFor(() => expect(button.textContent).toBe('Following'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });

  it('lists 20 a page with a next page, each linking to the profile (R-318..R-320, R-323)', async () => {
    const all = Array.from({ length: 45 }, (_, i) => person(i + 1));
    const asked: FollowListQuery[] = [];
    const { view } = setup({
      followers: pageOf([]),
      following: async (q = {}) => {
        if (q.userId) asked.push(q);
        return pageOf(q.userId ? all : [])(q);
      },
    });
    const list = await view.findByTestId('follow-list-following');
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(20));
    expect(view.getByText('Person 1').getAttribute('href')).toBe(`/profile/${person(1).userId}`);
    expect(asked[0]).toEqual({ userId: ADA, limit: 20, offset: 0 });
    fireEvent.click(view.getByTestId('follow-next-following'));
    await waitFor(() => expect(view.getByText('Person 21')).toBeTruthy());
    fireEvent.click(view.getByTestId('follow-next-following'));
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(5));
    expect((view.getByTestId('follow-next-following') as HTMLButtonElement).disabled).toBe(true);
    expect(asked.map((q) => q.offset)).toEqual([0, 20, 40]);
  });

  it("shows the spec's messages when the lists or the follow state fail (R-341..R-343)", async () => {
    const down = async () => {
      throw new ServerError({ status: 500, detail: 'down', code: 'INTERNAL_ERROR' });
    };
    const { view, toasts } = setup({ followers: down, following: down });
    expect(await view.findByText(MESSAGES.fetchFollowers)).toBeTruthy();
    expect(await view.findByText(MESSAGES.fetchFollowing)).toBeTruthy();
    await waitFor(() => expect(toasts()).toContain('Error fetching follow data'));
    expect((view.getByTestId('follow-button') as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'User not logged in' when the session has lapsed, and keeps the state", async () => {
    const { view, toasts } = setup({
      following: pageOf([]),
      followers: pageOf([]),
      follow: async () => {
        throw new UnauthorizedError({ status: 401, detail: 'no', code: 'UNAUTHORIZED' });
      },
    });
    const button = await view.findByTestId('follow-button');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(toasts()).toContain(MESSAGES.userNotLoggedIn));
    expect(button.textContent).toBe('Follow');
  });

  it('sends signed-out readers to sign in and back without calling the API (R-084)', async () => {
    const follow = vi.fn();
    const following = vi.fn(pageOf([]));
    const { view, router } = setup({ follow, following, followers: pageOf([]) }, null);
    fireEvent.click(await view.findByTestId('follow-button'));
    await waitFor(() => expect(view.getByTestId('login-page')).toBeTruthy());
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/profile/${ADA}?tab=maps`)}`,
    );
    expect(follow).not.toHaveBeenCalled();
    expect(following.mock.calls.every(([q]) => q?.userId === ADA)).toBe(true);
  });

  it('shows no follow button on your own profile, but still the lists', async () => {
    const { view } = setup({ following: pageOf([]), followers: pageOf([person(1)]) }, ADA);
    expect(await view.findByText('Person 1')).toBeTruthy();
    expect(view.queryByTestId('follow-button')).toBeNull();
  });

  it('keeps the button waiting while your own id is unknown (it may be your own profile)', async () => {
    const following = vi.fn(pageOf([]));
    const { view, services } = setup({ following, followers: pageOf([]) }, 'loading');
    const button = await view.findByTestId('follow-button');
    await view.findByTestId('follow-total-followers');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(following.mock.calls.every(([q]) => q?.userId === ADA)).toBe(true);
    act(() => services.account.setState({ profile: { userId: ADA } as UserProfile }));
    await waitFor(() => expect(view.queryByTestId('follow-button')).toBeNull());
  });
});
