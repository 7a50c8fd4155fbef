// Keyword search and filters in the address (the list and the map show the same listings), the
// coordinate search marker, and the return to the asked-for page after a forced sign-in.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';

const e2e = useAtlasHarness();

interface Page1 {
  readonly listings: { id: number; seoTitle: string; title: string }[];
  readonly total: number;
}

async function listings(query: string, subdomain = ''): Promise<Page1> {
  const res = await fetch(`${e2e.server.url}/v1/listings?${query}`, {
    headers: subdomain ? { subdomain } : {},
  });
  return (await res.json()) as Page1;
}

/** A word of a demo title that matches a few listings, but not all of them. */
async function rareKeyword(): Promise<{ word: string; total: number }> {
  const all = await listings('limit=100&orderBy=NEWEST');
  const words = new Set(
    all.listings.flatMap((l) => l.title.split(/[^A-Za-z]+/).filter((w) => w.length > 4)),
  );
  for (const word of words) {
    const { total } = await listings(`limit=1&keywords=${encodeURIComponent(word)}`);
    if (total >= 1 && total <= 40 && total * 4 < all.total) return { word, total };
  }
  throw new Error('no demo title word matches only a few listings');
}

const mapAttr = (page: Page, name: string) =>
  page.getByTestId('atlas-map').getAttribute(`data-${name}`);

/** The count in the results heading, e.g. 'Results for “x” (4)' -> 4; null while loading. */
async function listTotal(page: Page): Promise<number | null> {
  const text = (await page.getByTestId('results-title').textContent()) ?? '';
  const match = /\((\d+)\)\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

describe('search, filters and the address in Chromium', () => {
  it('keeps the list and the map on the same keyword and filters, through reload, a shared link and back', async () => {
    const { word, total } = await rareKeyword();
    const { context, page } = await e2e.open(e2e.at('/maps?pos=10,0,1'));
    await page.getByTestId('atlas-map').locator('canvas').first().waitFor({ timeout: 30_000 });
    // Before the search the map holds many more listings than the keyword matches.
    await expect
      .poll(async () => Number(await mapAttr(page, 'listings-total')), { timeout: 30_000 })
      .toBeGreaterThan(total);

    await page.getByTestId('search-box').fill(word);
    await page.getByTestId('search-box').press('Enter');
    await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(total);
    // The map holds exactly the listings the list counts.
    await expect
      .poll(() => mapAttr(page, 'listings-total'), { timeout: 20_000 })
      .toBe(String(total));
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await e2e.shot(page, 'search-url-keyword.png');

    // A committed filter change goes into the address as a new history entry.
    await page.getByTestId('filter-sort').selectOption('NEWEST');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('NEWEST');

    await page.reload();
    await expect.poll(() => listTotal(page), { timeout: 30_000 }).toBe(total);
    expect(await page.getByTestId('search-box').inputValue()).toBe(word);
    expect(await page.getByTestId('filter-sort').inputValue()).toBe('NEWEST');
    await expect
      .poll(() => mapAttr(page, 'listings-total'), { timeout: 30_000 })
      .toBe(String(total));

    // The copied address in a fresh context shows the same view.
    const shared = await e2e.open(page.url());
    await expect.poll(() => listTotal(shared.page), { timeout: 30_000 }).toBe(total);
    expect(await shared.page.getByTestId('filter-sort').inputValue()).toBe('NEWEST');
    await expect
      .poll(() => mapAttr(shared.page, 'listings-total'), { timeout: 30_000 })
      .toBe(String(total));
    await shared.context.close();

    // Back undoes the sort, then the search; forward redoes it.
    await page.goBack();
    await expect.poll(() => page.getByTestId('filter-sort').inputValue()).not.toBe('NEWEST');
    expect(new URL(page.url()).searchParams.get('q')).toBe(word);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBeNull();
    // Without the keyword the map holds every listing in view again.
    await expect
      .poll(async () => Number(await mapAttr(page, 'listings-total')), { timeout: 30_000 })
      .toBeGreaterThan(total);
    await page.goForward();
    await expect.poll(() => listTotal(page), { timeout: 20_000 }).toBe(total);
    await expect
      .poll(() => mapAttr(page, 'listings-total'), { timeout: 20_000 })
      .toBe(String(total));
    await context.close();
  });

  it('drops a marker and a label at a searched coordinate until cleared', async () => {
    const { context, page } = await e2e.open(e2e.at('/maps?pos=0,0,3'));
    const map = page.getByTestId('atlas-map');
    await map.locator('canvas').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('search-box').fill('-33.7, 18.25');
    await page.getByTestId('search-box').press('Enter');
    const label = page.getByTestId('search-marker-label');
    await label.waitFor({ timeout: 20_000 });
    expect(await label.textContent()).toContain('-33.7, 18.25');
    await expect.poll(() => mapAttr(page, 'search-marker')).toBe('-33.7,18.25');
    // The map has flown there; the marker is drawn at its centre.
    await expect
      .poll(
        async () => {
          const pos = new URL(page.url()).searchParams.get('pos') ?? '';
          return pos.split(',').slice(0, 2).map(Number).map(Math.round).join(',');
        },
        { timeout: 20_000 },
      )
      .toBe('-34,18');
    await expect.poll(() => markerPixels(page), { timeout: 20_000 }).toBeGreaterThan(20);
    await e2e.shot(page, 'search-url-marker.png');
    await page.getByRole('button', { name: 'Clear the marker' }).click();
    await expect.poll(() => label.count()).toBe(0);
    await expect.poll(() => markerPixels(page), { timeout: 20_000 }).toBeLessThan(5);
    expect(await mapAttr(page, 'search-marker')).toBeNull();
    await context.close();
  });

  it('returns to the asked-for map after a forced sign-in, and ignores a redirect off the site', async () => {
    // The members tenant shows the main site's public maps only if it has none of its own.
    const [listing] = [
      ...(await listings('limit=1&orderBy=NEWEST', 'members')).listings,
      ...(await listings('limit=1&orderBy=NEWEST')).listings,
    ];
    expect(listing).toBeDefined();
    const { context, page } = await e2e.open(
      e2e.at(`/maps/${listing!.seoTitle}`, 'members.localhost'),
    );
    await page.waitForURL(/\/login\?redirect=/, { timeout: 20_000 });
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill('ada@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === `/maps/${listing!.seoTitle}`, {
      timeout: 20_000,
    });
    expect(await page.getByTestId('sign-in-form').count()).toBe(0);
    // It stays there (no later jump to ROUTE_AFTER_LOGIN).
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(`/maps/${listing!.seoTitle}`);
    await e2e.shot(page, 'search-url-after-sign-in.png');
    await context.close();

    // An address off the site falls back to ROUTE_AFTER_LOGIN (/maps).
    const evil = await e2e.open(
      e2e.at(`/login?redirect=${encodeURIComponent('/\\evil.example/x')}`, 'members.localhost'),
    );
    const evilForm = evil.page.getByTestId('sign-in-form');
    await evilForm.getByLabel('Email').fill('ada@unfurl.example');
    await evilForm.getByLabel('Password').fill(DEMO_PASSWORD);
    await evilForm.getByRole('button', { name: 'Sign in' }).click();
    await evil.page.waitForURL(
      (url) => url.hostname === 'members.localhost' && url.pathname === '/maps',
      { timeout: 20_000 },
    );
    await evil.context.close();
  });
});

/** Pixels of the search marker's colour (#ff2d95) in a 40x40 box at the map's centre. */
async function markerPixels(page: Page): Promise<number> {
  const map = page.getByTestId('atlas-map');
  const box = await map.boundingBox();
  if (!box) return 0;
  const png = await page.screenshot({
    clip: { x: box.x + box.width / 2 - 20, y: box.y + box.height / 2 - 20, width: 40, height: 40 },
  });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += 3) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 220 && g < 90 && b > 110 && b < 190) hits += 1;
  }
  return hits;
}
