import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';
import { pixelStats } from './pixels';

const e2e = useAtlasHarness();

const openPage = (url: string) => e2e.openPage(url);

async function waitForMap(page: Page): Promise<void> {
  await page.waitForSelector('[data-testid="atlas-map"] canvas', { timeout: 30_000 });
  await page.waitForFunction(
    () =>
      Number(
        document.querySelector('[data-testid="atlas-map"]')?.getAttribute('data-listings-drawn') ??
          '0',
      ) > 0,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForTimeout(500);
}

describe('atlas in Chromium', () => {
  it('shows the dark world map with the offline basemap and the demo listings drawn', async () => {
    const page = await openPage(`${e2e.server.url}/`);
    await waitForMap(page);
    const map = page.locator('[data-testid="atlas-map"]');
    const shot = await map.screenshot();
    writeFileSync(path.join(RESULTS, 'atlas-home.png'), await page.screenshot());
    const stats = await pixelStats(shot);
    // A blank canvas is one colour; the dark basemap is mostly ocean, so allow a large dominant share.
    expect(stats.distinctColours).toBeGreaterThan(20);
    expect(stats.dominantShare).toBeLessThan(0.97);
    const drawn = Number(await map.getAttribute('data-listings-drawn'));
    expect(drawn).toBeGreaterThan(10);
    // The position is kept in the address as lat,lng,zoom with at most 2 decimals of zoom.
    await page.waitForFunction(() => new URL(location.href).searchParams.has('pos'));
    const pos = new URL(page.url()).searchParams.get('pos') ?? '';
    expect(pos).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?,\d+(\.\d{1,2})?$/);
    await page.close();
  });

  it('lists the featured, new and worldwide listings on the home drawer', async () => {
    const page = await openPage(`${e2e.server.url}/`);
    await page.waitForSelector('[data-testid="side-drawer"]');
    await page.waitForSelector('[data-testid="listing-card"]', { timeout: 30_000 });
    expect(await page.locator('[data-testid="listing-card"]').count()).toBeGreaterThan(6);
    await page.close();
  });

  it('opens a listing by its /maps/{seoTitle} address and keeps the query string', async () => {
    const res = await fetch(
      `${e2e.server.url}/v1/listings?limit=1&orderBy=NEWEST&listingTypes=COG`,
    );
    const { listings } = (await res.json()) as {
      listings: { id: number; seoTitle: string; title: string }[];
    };
    const listing = listings[0]!;
    const page = await openPage(
      `${e2e.server.url}/maps/${listing.seoTitle}?basemap=dark-gray&bbox=1,2,3,4`,
    );
    await page.waitForSelector(`text=${listing.title}`, { timeout: 30_000 });
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('bbox'));
    const url = new URL(page.url());
    expect(url.pathname).toBe(`/maps/${listing.seoTitle}`);
    expect(url.searchParams.get('basemap')).toBe('dark-gray');
    writeFileSync(path.join(RESULTS, 'atlas-listing.png'), await page.screenshot());
    await page.close();
  });

  it('offers to try again when a map fails to load, and then shows it', async () => {
    const res = await fetch(`${e2e.server.url}/v1/listings?limit=1&orderBy=NEWEST`);
    const { listings } = (await res.json()) as {
      listings: { id: number; seoTitle: string; title: string }[];
    };
    const listing = listings[0]!;
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    // The first request for the map is lost on the way (a dropped connection).
    let dropped = 0;
    await page.route(
      (url) => url.pathname === `/v1/listings/${listing.id}`,
      (route) => (dropped++ === 0 ? route.abort('connectionreset') : route.continue()),
    );
    await page.goto(`${e2e.server.url}/maps/${listing.seoTitle}`);
    const retry = page.getByTestId('listing-retry');
    await retry.waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('listing-error').textContent()).toContain('Map unavailable');
    await page.waitForTimeout(1500); // the basemap under the panel, for the screenshot
    e2e.save('atlas-listing-retry.png', await page.screenshot());
    await retry.click();
    await expect
      .poll(() => page.getByTestId('listing-detail').textContent())
      .toContain(listing.title);
    expect(dropped).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it('filters the maps drawer and the footprints by category, sort and map type (R-203, R-205, R-207)', async () => {
    const page = await openPage(`${e2e.server.url}/maps`);
    await waitForMap(page);
    const drawn = async () =>
      Number(await page.locator('[data-testid="atlas-map"]').getAttribute('data-listings-drawn'));
    const before = await drawn();
    expect(await page.getByTestId('filter-sort').inputValue()).toBe('RELEVANCE');
    await page.getByTestId('filter-map-type').selectOption('GIF');
    await expect.poll(() => page.getByTestId('filter-map-type-help').count()).toBe(1);
    await page.getByTestId('filter-map-type').selectOption('MAPS');
    await page.getByTestId('filter-category').selectOption('imagery');
    const res = await fetch(
      `${e2e.server.url}/v1/listings?limit=1&category=imagery&listingTypes=IMAGE,TILE_LAYER,WMS,WMTS,COG,EXTERNAL_TILE_LAYER`,
    );
    const { total } = (await res.json()) as { total: number };
    expect(total).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByTestId('results-title').textContent(), { timeout: 30_000 })
      .toBe(`Filtered maps (${total})`);
    await expect.poll(drawn, { timeout: 30_000 }).toBeLessThan(before);
    writeFileSync(path.join(RESULTS, 'atlas-filters.png'), await page.screenshot());
    // 'Choose Filter' resets the category; with all map types the results list goes away.
    await page.getByTestId('filter-category').selectOption({ label: 'Choose Filter' });
    await page.getByTestId('filter-map-type').selectOption('ALL');
    await expect.poll(() => page.getByTestId('results-title').count()).toBe(0);
    await page.close();
  });

  it('flies to coordinates typed in the search box', async () => {
    const page = await openPage(`${e2e.server.url}/`);
    await waitForMap(page);
    const box = page
      .locator('[data-testid="search-box"] input, input[data-testid="search-box"]')
      .first();
    await box.fill('48.8566, 2.3522');
    await box.press('Enter');
    await page.waitForFunction(
      () => {
        const [lat, lng] = (new URL(location.href).searchParams.get('pos') ?? '')
          .split(',')
          .map(Number);
        return Math.abs((lat ?? 0) - 48.8566) < 0.05 && Math.abs((lng ?? 0) - 2.3522) < 0.05;
      },
      undefined,
      { timeout: 45_000 },
    );
    await page.close();
  });

  it('shows Redirecting... on a legal page and sends the page to the about site (/about by default)', async () => {
    const page = await e2e.openPage('about:blank');
    let sawRedirecting = false;
    await page.exposeFunction('reportRedirecting', () => (sawRedirecting = true));
    await page.addInitScript(() => {
      const check = () => {
        if (document.body?.innerText.includes('Redirecting...')) {
          (window as unknown as { reportRedirecting: () => void }).reportRedirecting();
        }
      };
      new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
    await page.goto(`${e2e.server.url}/terms`);
    await page.waitForURL((u) => u.pathname === '/about/', { timeout: 60_000 });
    expect(new URL(page.url()).hash).toBe('#terms-of-service');
    expect(await page.locator('#terms-of-service h2').textContent()).toBe('Terms of Service');
    expect(sawRedirecting).toBe(true);
    await e2e.shot(page, 'about-terms.png');
    await page.close();
  });

  it('shows a not-found page for an unknown address, with a way back to the map', async () => {
    const page = await openPage(`${e2e.server.url}/no/such-page?pos=38.7,-9.1,6`);
    const notFound = page.locator('[data-testid="not-found"]');
    await notFound.waitFor({ timeout: 30_000 });
    expect(await notFound.locator('h2').textContent()).toBe('Page not found');
    await e2e.shot(page, 'not-found.png');
    await page.getByRole('link', { name: 'Back to the map' }).click();
    await page.waitForSelector('[data-testid="home-panel"]', { timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    const [lat, lng] = (new URL(page.url()).searchParams.get('pos') ?? '').split(',').map(Number);
    expect(lat).toBeCloseTo(38.7, 1);
    expect(lng).toBeCloseTo(-9.1, 1);
    await page.close();
  });

  it('serves the organisation site on its subdomain with only its own listings', async () => {
    const page = await openPage(`http://acme.localhost:${e2e.server.port}/`);
    await waitForMap(page);
    writeFileSync(path.join(RESULTS, 'atlas-acme.png'), await page.screenshot());
    const acme = (await (
      await fetch(`${e2e.server.url}/v1/listings?limit=250`, { headers: { Subdomain: 'acme' } })
    ).json()) as { total: number };
    const drawn = Number(
      await page.locator('[data-testid="atlas-map"]').getAttribute('data-listings-drawn'),
    );
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(acme.total);
    await page.close();
  });
});
