// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError, NotFoundError, type ListingsApi } from '@unfurl/api-client';
import { makeListing, type FakeApiClient } from '@unfurl/api-client/testing';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { AtlasMapProvider } from '@unfurl/map-react';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { ListingPanel } from './listing-panel';

afterEach(cleanup);

function renderPanel(get: ListingsApi['get']) {
  const services = fakeAtlasServices({ listings: { get }, signedIn: false });
  return render(
    <AtlasServicesProvider services={services}>
      <AtlasMapProvider>
        <MemoryRouter initialEntries={['/maps/harbour-plan-7']}>
          <Routes>
            <Route path="/maps/:seoTitle" element={<ListingPanel />} />
          </Routes>
        </MemoryRouter>
      </AtlasMapProvider>
    </AtlasServicesProvider>,
  );
}

describe('<ListingPanel>', () => {
  it('offers to try again after a failed load, and shows the map when it then loads', async () => {
    const get = vi
      .fn<ListingsApi['get']>()
      .mockRejectedValueOnce(
        new NetworkError({ status: 0, detail: 'The server could not be reached.' }),
      )
      .mockResolvedValue(makeListing({ id: 7, seoTitle: 'harbour-plan-7', title: 'Harbour plan' }));
    const view = renderPanel(get);
    const retry = await view.findByTestId('listing-retry');
    expect(view.getByTestId('listing-error').textContent).toContain('Map unavailable');
    fireEvent.click(retry);
    await waitFor(() =>
      expect(view.getByTestId('listing-detail').textContent).toContain('Harbour plan'),
    );
    expect(get).toHaveBeenCalledTimes(2);
    expect(get).toHaveBeenCalledWith(7);
  });

  it('sends one listing VIEW when the map opens (2§7: popularity, points)', async () => {
    const get = vi
      .fn<ListingsApi['get']>()
      .mockResolvedValue(makeListing({ id: 7, seoTitle: 'harbour-plan-7', title: 'Harbour plan' }));
    const services = fakeAtlasServices({ listings: { get }, signedIn: false });
    const view = render(
      <AtlasServicesProvider services={services}>
        <AtlasMapProvider>
          <MemoryRouter initialEntries={['/maps/harbour-plan-7']}>
            <Routes>
              <Route path="/maps/:seoTitle" element={<ListingPanel />} />
            </Routes>
          </MemoryRouter>
        </AtlasMapProvider>
      </AtlasServicesProvider>,
    );
    await view.findByTestId('listing-detail');
    const calls = (services.client as FakeApiClient).calls.filter(
      (c) => c.method === 'analytics.listing',
    );
    expect(calls.map((c) => c.args[0])).toEqual([{ action: 'VIEW', id: 7, isTask: false }]);
  });

  it('does not offer to try again for a deleted map', async () => {
    const get = vi
      .fn<ListingsApi['get']>()
      .mockRejectedValue(new NotFoundError({ status: 404, detail: 'gone', code: 'NOT_FOUND' }));
    const view = renderPanel(get);
    await view.findByTestId('listing-error');
    expect(view.queryByTestId('listing-retry')).toBeNull();
  });
});
