// Points in Chromium against the real API server (2§1, 2§7; ): opening two
// maps signed in earns a point each, shown in the account menu without a reload; opening the
// first again the same day earns nothing more.
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';

const e2e = useAtlasHarness();

/** Two public maps of the main site, by the API the page itself uses. */
async function twoMaps(): Promise<{ id: number; seoTitle: string }[]> {
  const response = await fetch(`http://localhost:${e2e.server.port}/v1/listings?limit=2`);
  const { listings } = (await response.json()) as {
    listings: { id: number; seoTitle: string }[];
  };
  expect(listings.length).toBe(2);
  return listings;
}

describe('points in Chromium', () => {
  it('each map opened earns a point once a day, shown in the account menu', async () => {
    const [first, second] = await twoMaps();
    const { page } = await e2e.open(e2e.at(`/maps/${first!.seoTitle}`));
    await page.getByTestId('sign-in-button').click();
    const form = page.getByTestId('sign-in-form');
    await form.getByLabel('Email').fill('gerardus@unfurl.example');
    await form.getByLabel('Password').fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await form.waitFor({ state: 'detached', timeout: 45_000 });
    const points = async () => {
      await page.getByTestId('account-button').click();
      const text = await page.getByTestId('my-points').textContent();
      await page.getByTestId('account-button').click();
      return text;
    };
    const before = Number((await points())?.split(' ')[0]);
    const open = async (seoTitle: string) => {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/maps/${seoTitle}`);
      await page.getByTestId('listing-detail').waitFor({ timeout: 45_000 });
    };
    await open(second!.seoTitle);
    await expect.poll(points).toBe(`${before + 1} point${before + 1 === 1 ? '' : 's'}`);
    await open(first!.seoTitle);
    await expect.poll(points).toBe(`${before + 2} points`);
    await open(second!.seoTitle);
    await page.waitForTimeout(1000);
    expect(await points()).toBe(`${before + 2} points`);
    await page.getByTestId('account-button').click();
    await e2e.shot(page, 'analytics-points.png');
  });
});
