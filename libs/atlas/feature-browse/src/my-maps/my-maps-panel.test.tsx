// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingActionsApi, OwnListing } from '@unfurl/api-client';
import { makeListing } from '@unfurl/api-client/testing';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import type { AtlasServices } from '@unfurl/atlas-feature-shell';
import { AtlasMapProvider } from '@unfurl/map-react';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { MyMapsPanel } from './my-maps-panel';

afterEach(cleanup);

const own = (id: number, extra: Partial<OwnListing> = {}): OwnListing => ({
  ...makeListing({ id, title: `My map ${id}` }),
  status: 'ready',
  reviewStatus: 'APPROVED',
  ...extra,
});

function servicesWith(mine?: ListingActionsApi['mine'], signedIn = true): AtlasServices {
  return fakeAtlasServices({ ...(mine ? { actions: { mine } } : {}), signedIn });
}

function renderPanel(services: AtlasServices) {
  return render(
    <AtlasServicesProvider services={services}>
      <AtlasMapProvider>
        <MemoryRouter initialEntries={['/my-maps']}>
          <Routes>
            <Route path="/my-maps" element={<MyMapsPanel />} />
            <Route path="/login" element={<p data-testid="login-page">login</p>} />
          </Routes>
        </MemoryRouter>
      </AtlasMapProvider>
    </AtlasServicesProvider>,
  );
}

describe('<MyMapsPanel>', () => {
  it('lists my maps with their processing and review status, and loads more', async () => {
    const all = [
      own(1),
      own(2, { status: 'processing', reviewStatus: 'PENDING' }),
      own(3, { status: 'failed', statusReason: 'Not a GeoTIFF', reviewStatus: 'REJECTED' }),
      own(4, { listingType: 'NOT_SUPPORTED' }),
      own(5),
    ];
    const services = servicesWith(async (query = {}) => {
      const offset = query.offset ?? 0;
      return { listings: all.slice(offset, offset + 4), total: all.length };
    });
    const view = renderPanel(services);
    await view.findByText('My map 3');
    expect(view.getByTestId('my-maps-total').textContent).toBe('(5)');
    const statuses = view.getAllByTestId('my-map-status').map((s) => s.textContent);
    expect(statuses).toEqual([
      'ReadyApproved',
      'ProcessingIn review',
      'Processing failedRejectedNot a GeoTIFF',
    ]);
    expect(view.queryByText('My map 4')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: 'Load more' }));
    await view.findByText('My map 5');
    expect(view.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks anonymous visitors to sign in, without fetching', async () => {
    let asked = 0;
    const services = servicesWith(async () => {
      asked += 1;
      return { listings: [], total: 0 };
    }, false);
    const view = renderPanel(services);
    expect(view.getByTestId('my-maps-sign-in').textContent).toBe('Sign in to see your maps.');
    fireEvent.click(view.getByRole('button', { name: 'Sign in' }));
    await view.findByTestId('login-page');
    expect(asked).toBe(0);
  });

  it("a 401 shows the sign-in state and the 'Unauthorized' toast (R-245)", async () => {
    const services = servicesWith();
    const view = renderPanel(services);
    await view.findByTestId('my-maps-sign-in');
    expect(services.toasts.getState().toasts).toMatchObject([
      { kind: 'error', message: 'Unauthorized' },
    ]);
  });

  it("other failures show and toast 'Failed to fetch listings' (R-246)", async () => {
    const services = servicesWith(() => Promise.reject(new Error('network down')));
    const view = renderPanel(services);
    expect((await view.findByTestId('my-maps-error')).textContent).toBe('Failed to fetch listings');
    expect(services.toasts.getState().toasts).toMatchObject([
      { kind: 'error', message: 'Failed to fetch listings' },
    ]);
  });
});
