// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApiClient, makePublicProfile } from '@unfurl/api-client/testing';
import type { PublicUserProfileWire } from '@unfurl/api-client';
import { AtlasServicesProvider, createAtlasServices } from '@unfurl/atlas-feature-shell';
import type { AtlasServices } from '@unfurl/atlas-feature-shell';
import type { CookieJar } from '@unfurl/auth';
import { MESSAGES } from '@unfurl/domain';
import { PublicProfilePage } from './public-profile-page';

afterEach(cleanup);

const noCookies: CookieJar = {
  get: () => undefined,
  set: () => undefined,
  remove: () => undefined,
};

const ada = makePublicProfile({
  userId: 'u-ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  bio: 'Analyst',
});

function servicesWith(profile: (id: string) => Promise<PublicUserProfileWire>): AtlasServices {
  return createAtlasServices({
    hostname: 'localhost',
    apiBase: '/',
    search: '',
    client: createFakeApiClient({ overrides: { user: { profile } } }),
    cookieJar: noCookies,
    reload: () => undefined,
  });
}

function renderAt(services: AtlasServices, path: string) {
  return render(
    <AtlasServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/profile/:userId" element={<PublicProfilePage />} />
        </Routes>
      </MemoryRouter>
    </AtlasServicesProvider>,
  );
}

describe('<PublicProfilePage>', () => {
  it("shows and toasts 'Failed to load profile' when the profile cannot be loaded (R-064)", async () => {
    const asked: string[] = [];
    const services = servicesWith(async (id) => {
      asked.push(id);
      throw new Error('500: boom');
    });
    const view = renderAt(services, '/profile/u-missing');
    const page = await view.findByText(MESSAGES.loadProfile);
    expect(page.closest('[data-testid="public-profile"]')).not.toBeNull();
    expect(MESSAGES.loadProfile).toBe('Failed to load profile');
    expect(asked).toEqual(['u-missing']);
    expect(services.toasts.getState().toasts).toMatchObject([
      { kind: 'error', message: 'Failed to load profile' },
    ]);
  });

  it('shows the name and bio of a loaded profile, without the failure message', async () => {
    const services = servicesWith(async (id) => ({ ...ada, userId: id }));
    const view = renderAt(services, '/profile/u-ada');
    expect((await view.findByRole('heading', { level: 2 })).textContent).toBe('Ada Lovelace');
    expect(view.getByText('Analyst')).toBeTruthy();
    expect(view.queryByText(MESSAGES.loadProfile)).toBeNull();
    expect(services.toasts.getState().toasts).toEqual([]);
  });
});
