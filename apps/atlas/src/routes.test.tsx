import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createFakeApiClient, makeBundle, makeListing } from '@unfurl/api-client/testing';
import { createAtlasServices } from '@unfurl/atlas-feature-shell';
import { loadMapEngine } from '@unfurl/map-react';
import { DEFAULT_ABOUT_URL, LEGAL_PAGES, aboutLinks, legalPageUrl } from '@unfurl/domain';
import { App } from './app';
import { atlasRoutes } from './routes';

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// The shell's map loads OpenLayers by dynamic import; loaded here first, so no test ends (and
// tears its environment down) while that import is still fetching modules.
beforeAll(async () => {
  await loadMapEngine();
}, 30_000);

afterEach(cleanup);

const lisbon = makeListing({
  id: 7,
  seoTitle: 'old-map-of-lisbon-7',
  title: 'Old map of Lisbon',
  tags: ['history'],
  categories: ['history'],
  totalLikes: 1530,
  geometryWKT: 'POLYGON((-9.2 38.7,-9.1 38.7,-9.1 38.8,-9.2 38.8,-9.2 38.7))',
});
const listings = [
  lisbon,
  ...Array.from({ length: 30 }, (_, i) => makeListing({ id: 100 + i, isFeatured: i < 8 })),
];

function start(path: string, hostname = 'localhost', aboutUrl?: string) {
  const client = createFakeApiClient({
    listings,
    bundles: [
      makeBundle({ id: 1, title: 'Most popular' }),
      makeBundle({ id: 2, title: 'Coastlines' }),
    ],
  });
  const services = createAtlasServices({
    hostname,
    apiBase: '/',
    search: path.split('?')[1] ?? '',
    client,
    aboutUrl,
  });
  const redirect = vi.fn();
  const router = createMemoryRouter(atlasRoutes({ redirect }), { initialEntries: [path] });
  render(<App services={services} router={router} />);
  return { router, redirect, services, client };
}

describe('atlas routes', () => {
  it.each(LEGAL_PAGES.map((p) => [p.path, legalPageUrl(p, DEFAULT_ABOUT_URL)]))(
    '%s shows Redirecting... and leaves for %s',
    (path, url) => {
      const { redirect } = start(path);
      expect(screen.getByText('Redirecting...')).toBeTruthy();
      expect(redirect).toHaveBeenCalledWith(url);
      expect(screen.queryByTestId('atlas-map')).toBeNull();
    },
  );

  it('links Help and Blog to the about site: the served /about pages by default (R-139)', async () => {
    start('/');
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/about/help');
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/about/blog');
  });

  it('links Help and Blog to the configured about site (ABOUT_URL)', async () => {
    start('/', 'localhost', 'https://about.example.org');
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
    const links = aboutLinks('https://about.example.org');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe(links.help);
    expect(screen.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe(links.blog);
  });

  it('shows the splash until the tenant configuration loads, then the home lists', async () => {
    start('/');
    expect(screen.getByTestId('splash')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('splash')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('home-panel')).toBeTruthy());
    expect(
      screen.getByLabelText('Featured maps').querySelectorAll('[data-testid="listing-card"]'),
    ).toHaveLength(6);
    expect(
      screen.getByLabelText('New maps').querySelectorAll('[data-testid="listing-card"]'),
    ).toHaveLength(6);
    expect(
      screen.getByLabelText('Maps worldwide').querySelectorAll('[data-testid="listing-card"]'),
    ).toHaveLength(25);
    expect(screen.getByTestId('atlas-map')).toBeTruthy();
    expect(document.querySelector('[data-drawer-mode]')?.getAttribute('data-drawer-mode')).toBe(
      'NONE',
    );
  });

  it('routes main-app paths to a placeholder inside the shell', async () => {
    start('/dashboard/overview');
    expect(await screen.findByTestId('coming-soon')).toBeTruthy();
    expect(screen.getByTestId('side-drawer').textContent).toContain('Dashboard');
  });

  it.each([
    ['/draw', 'Draw'],
    ['/draw/new', 'Draw'],
    ['/task', 'Satellite tasking'],
  ])('keeps %s as "Coming soon" (%s) until its issue lands', async (path, title) => {
    start(path);
    const soon = await screen.findByTestId('coming-soon');
    expect(soon.textContent).toBe(`${title}Coming soon.`);
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('shows a not-found page for an unknown address, linking back to the map with its position', async () => {
    const { router } = start('/no/such-page?pos=10,20,3&basemap=satellite');
    const page = await screen.findByTestId('not-found');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(page.querySelector('h2')?.textContent).toBe('Page not found');
    expect(page.textContent).toContain('There is no page at /no/such-page.');
    expect(screen.getByTestId('atlas-map')).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Back to the map' });
    expect(back.getAttribute('href')).toBe('/?pos=10,20,3&basemap=satellite');
    await act(async () => {
      fireEvent.click(back);
    });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('home-panel')).toBeTruthy();
    expect(screen.queryByTestId('not-found')).toBeNull();
  });

  it('handles /my-bookmarks as a map screen with the bookmarks panel (R-122)', async () => {
    start('/my-bookmarks');
    expect((await screen.findByTestId('my-bookmarks-sign-in')).textContent).toBe(
      'Sign in to see your bookmarks.',
    );
    expect(screen.getByTestId('atlas-map')).toBeTruthy();
    expect(document.querySelector('[data-drawer-mode]')?.getAttribute('data-drawer-mode')).toBe(
      'MY_BOOKMARKS',
    );
  });

  it('handles /my-maps as a map screen with the own-maps panel (R-121)', async () => {
    start('/my-maps');
    expect((await screen.findByTestId('my-maps-sign-in')).textContent).toBe(
      'Sign in to see your maps.',
    );
    expect(screen.getByTestId('atlas-map')).toBeTruthy();
    expect(document.querySelector('[data-drawer-mode]')?.getAttribute('data-drawer-mode')).toBe(
      'PROFILE_ALL_MAPS',
    );
  });

  it('opens /maps/{seoTitle}: shows the listing, replaces the address and drops legacy keys', async () => {
    const { router } = start('/maps/7?pos=38.7,-9.1,9.5&title=legacy&bbox=1,2,3,4&basemap=street');
    const detail = await screen.findByTestId('listing-detail');
    expect(detail.textContent).toContain('Old map of Lisbon');
    expect(detail.textContent).toContain('#history');
    expect(detail.textContent).toContain('History');
    expect(detail.textContent).toContain('1.53K');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/maps/old-map-of-lisbon-7?pos=38.7,-9.1,9.5&basemap=street',
      ),
    );
  });

  it('toasts when the map was deleted (404) or the slug is not a map', async () => {
    start('/maps/gone-404');
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'A map attached to this page has been deleted.',
    );
    cleanup();
    start('/maps/not-a-number');
    expect((await screen.findByTestId('toast')).textContent).toContain(
      'The map you are looking for can not be displayed',
    );
  });

  it('lists global bundles first, then server bundles without most popular', async () => {
    start('/maps');
    const bundles = await screen.findByLabelText('Bundles');
    await waitFor(() => expect(bundles.querySelectorAll('button')).toHaveLength(5));
    expect(
      [...bundles.querySelectorAll('button')].map((b) => b.getAttribute('data-bundle-id')),
    ).toEqual(['-2', '-4', '-1', '-3', '2']);
  });

  it('collapses the drawer with the nav toggle; choosing a mode un-collapses it and carries pos', async () => {
    const { router } = start('/maps?pos=10,20,3&basemap=satellite&junk=1');
    const drawer = screen.getByTestId('side-drawer');
    expect(drawer.getAttribute('data-open')).toBe('true');
    fireEvent.click(screen.getByTestId('nav-toggle'));
    expect(drawer.getAttribute('data-open')).toBe('false');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Satellites/ }));
    });
    expect(screen.getByTestId('side-drawer').getAttribute('data-open')).toBe('true');
    expect(router.state.location.pathname).toBe('/satellites');
    expect(router.state.location.search).toBe('?pos=10,20,3&basemap=satellite');
  });

  it('defaults /maps to subdomain maps on an organisation site', () => {
    start('/maps', 'acme.localhost');
    expect(document.querySelector('[data-drawer-mode]')?.getAttribute('data-drawer-mode')).toBe(
      'SUBDOMAIN_MAPS',
    );
  });

  it('searches keywords from the search box and rejects out-of-range coordinates', async () => {
    const { router, client } = start('/');
    const box = screen.getByTestId('search-box');
    fireEvent.change(box, { target: { value: 'lisbon' } });
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    // The search box loads its parser with the first search (a lazy chunk): wait for it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps'));
    await waitFor(() =>
      expect(
        client.calls.some(
          (c) =>
            c.method === 'listings.list' &&
            (c.args[0] as { keywords?: string })?.keywords === 'lisbon',
        ),
      ).toBe(true),
    );
    fireEvent.change(box, { target: { value: '95, 10' } });
    await act(async () => {
      fireEvent.submit(box.closest('form') as HTMLFormElement);
    });
    expect((await screen.findAllByTestId('toast')).map((t) => t.textContent).join()).toMatch(
      /lat|Lat/,
    );
  });
});
