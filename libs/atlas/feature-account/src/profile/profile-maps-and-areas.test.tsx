// @vitest-environment jsdom
// The profile page's maps (the user's listings, paged) and, on your own profile only, your
// followed areas with delete.
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AreaFollow, AreaFollowsApi, ListingsApi } from '@unfurl/api-client';
import { createFakeApiClient, makeListing, makePublicProfile } from '@unfurl/api-client/testing';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { UserProfile } from '@unfurl/domain';
import { PublicProfilePage } from './public-profile-page';
import { USER_MAPS_PAGE } from './user-maps';

afterEach(cleanup);

const ADA = '00000000-0000-4000-8000-00000000000a';

const area = (id: number, name: string, watch: AreaFollow['watch']): AreaFollow => ({
  id,
  name,
  watch,
  geometry: { type: 'MultiPolygon', coordinates: [] },
  lastCheckedAt: 0,
  createdAt: 0,
});

function setup(
  me: string | null,
  listings: Partial<ListingsApi>,
  areaFollows: Partial<AreaFollowsApi>,
) {
  const client = createFakeApiClient({
    overrides: {
      user: { profile: async (id) => makePublicProfile({ userId: id, firstName: 'Ada' }) },
      listings,
      areaFollows,
    },
  });
  const services = createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client,
    cookieJar: { get: () => undefined, set: () => undefined, remove: () => undefined },
    reload: () => undefined,
  });
  services.account.setState({
    loggedIn: me !== null,
    status: 'ready',
    profile: me === null ? null : ({ userId: me } as UserProfile),
  });
  const router = createMemoryRouter(
    [{ path: '/profile/:userId', element: <PublicProfilePage /> }],
    {
      initialEntries: [`/profile/${ADA}`],
    },
  );
  const view = render(
    <AtlasServicesProvider services={services}>
      <RouterProvider router={router} />
    </AtlasServicesProvider>,
  );
  return { view, client };
}

describe('<PublicProfilePage> maps and followed areas', () => {
  it("lists the user's maps a page at a time, asking by userId", async () => {
    const asked: unknown[] = [];
    const { view } = setup(
      null,
      {
        list: async (query) => {
          asked.push(query);
          const offset = query?.offset ?? 0;
          return {
            listings: [makeListing({ id: offset + 1, title: `Map ${offset + 1}` })],
            total: USER_MAPS_PAGE + 1,
          };
        },
      },
      {},
    );
    expect(await view.findByText('Map 1')).toBeTruthy();
    expect(view.getByText(`Maps (${USER_MAPS_PAGE + 1})`)).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: 'Next' }));
    expect(await view.findByText(`Map ${USER_MAPS_PAGE + 1}`)).toBeTruthy();
    expect(asked).toEqual([
      { userId: ADA, limit: USER_MAPS_PAGE, offset: 0 },
      { userId: ADA, limit: USER_MAPS_PAGE, offset: USER_MAPS_PAGE },
    ]);
    expect(view.queryByTestId('area-follows')).toBeNull();
  });

  it('shows your followed areas on your own profile only, and deletes one', async () => {
    const removed: number[] = [];
    const { view } = setup(
      ADA,
      {},
      {
        list: async () => ({
          areaFollows: [
            area(2, 'Lisbon', ['listings', 'sentinel-2-l2a']),
            area(1, 'Alps', ['landsat-ot-l1']),
          ],
          total: 2,
        }),
        remove: async (id) => {
          removed.push(id);
          return { isSuccess: true };
        },
      },
    );
    const items = await view.findAllByTestId('area-follow');
    expect(items.map((li) => li.textContent)).toEqual([
      'LisbonNew maps · Sentinel-2Delete',
      'AlpsLandsatDelete',
    ]);
    fireEvent.click(view.getByRole('button', { name: 'Stop following Lisbon' }));
    await waitFor(() => expect(view.getAllByTestId('area-follow')).toHaveLength(1));
    expect(removed).toEqual([2]);
  });
});
