// A person at phone width (390x844, touch) walks the whole way without a dead end (issue 11):
// sign up, confirm the emailed code from the outbox, share a map by upload, search Sentinel-2
// imagery, pin two scripts and compare them with the swipe, share the result and open the link.
// Every step goes through the controls a person taps: Playwright's click waits until the control
// is visible, stable and not covered, so a control hidden behind the sheet or off-screen fails.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';
import { createTestOutbox } from './outbox';

const PHONE = { width: 390, height: 844 } as const;
const MAP = '[data-testid="atlas-map"]';
/** The box of the Sentinel-2 sample (tile 29RKH, 2020-02-19). */
const BOX = { west: '-11.6', south: '24.5', east: '-11.2', north: '24.9' };
const LEAVES_MACHINE = /^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/;
const OUTBOX = createTestOutbox();

const e2e = useAtlasHarness({
  before: () => ({ env: OUTBOX.env }),
  after: () => OUTBOX.remove(),
});

/** Taps the bottom navigation's item `label`. */
async function navigate(page: Page, label: string): Promise<void> {
  await page.locator('nav[aria-label="Drawer modes"] button', { hasText: label }).click();
}

const waitForImage = (page: Page) =>
  expect
    .poll(() => page.locator(MAP).getAttribute('data-imagery-image'), { timeout: 90_000 })
    .toBe('loaded');

describe('a person at phone width', () => {
  it('signs up, confirms, uploads, searches imagery, compares two scripts and shares', async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await page.route(LEAVES_MACHINE, (route) => route.abort());
    await page.goto(e2e.at('/'));
    await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 30_000 });

    // Sign up.
    await page.getByTestId('sign-in-button').click();
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByTestId('sign-up-form');
    const email = `grace.${Date.now()}@unfurl.example`;
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill('compiler-1952');
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByTestId('account-button').waitFor({ timeout: 30_000 });

    // Confirm with the mailed code, from the banner.
    const banner = page.getByTestId('confirm-email-banner');
    await banner.waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'phone-journey-1-banner.png');
    // 'Later' uncovers the map's controls under it (the base map menu); a reload brings it back.
    await banner.getByRole('button', { name: 'Later' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await page.getByRole('combobox', { name: /base ?map/i }).click();
    await page.reload();
    await banner.waitFor({ timeout: 30_000 });
    await expect.poll(() => OUTBOX.mailedCode(email), { timeout: 30_000 }).toMatch(/^\d{6}$/);
    await banner.getByLabel('Code').fill(OUTBOX.mailedCode(email)!);
    await banner.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => banner.count(), { timeout: 30_000 }).toBe(0);

    // Share a map: a PNG placed by its world file (2..2.64 E, 47.68..48 N).
    await navigate(page, 'Upload');
    const panel = page.getByTestId('upload-panel');
    await panel.waitFor({ timeout: 30_000 });
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: { r: 40, g: 160, b: 220 } },
    })
      .png()
      .toBuffer();
    await page
      .getByTestId('upload-file')
      .setInputFiles({ name: 'lake-plan.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('upload-world-file').setInputFiles({
      name: 'lake-plan.pgw',
      mimeType: 'text/plain',
      buffer: Buffer.from('0.01\n0\n0\n-0.01\n2.005\n47.995\n'),
    });
    await page.getByTestId('upload-crs').selectOption('EPSG:4326');
    await page.getByTestId('upload-title').fill('Lake plan from a phone');
    await e2e.shot(page, 'phone-journey-2-upload.png');
    await page.getByTestId('upload-submit').click();
    await expect
      .poll(() => panel.getAttribute('data-phase'), { timeout: 120_000, interval: 1000 })
      .toBe('ready');
    await page.getByTestId('upload-open').click();
    await expect
      .poll(() => page.getByTestId('listing-detail').textContent(), { timeout: 30_000 })
      .toContain('Lake plan from a phone');
    await e2e.shot(page, 'phone-journey-3-listing.png');

    // Search Sentinel-2 imagery over the sample box.
    await navigate(page, 'Satellites');
    await page.getByTestId('choose-sentinel').click();
    await page.waitForSelector('[data-testid="imagery-panel"][data-family="sentinel"]');
    for (const [corner, value] of Object.entries(BOX)) {
      await page.getByTestId(`area-${corner}`).fill(value);
    }
    await page.getByTestId('area-apply').click();
    await page.getByTestId('date-from').fill('2020-02-01');
    await page.getByTestId('date-to').fill('2020-02-29');
    await page.getByTestId('imagery-search').click();
    const day = page.locator('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await day.waitFor({ timeout: 60_000 });
    await day.click();
    await page.locator('[data-testid="quick-script"]', { hasText: 'True Color' }).click();
    await waitForImage(page);

    // Pin True Color and Enhanced Vegetation Health, and compare them with the swipe.
    await page.getByTestId('pin-current').click();
    await page
      .locator('[data-testid="quick-script"]', { hasText: 'Enhanced Vegetation Health' })
      .click();
    await expect.poll(() => page.getByTestId('pin-current').isDisabled()).toBe(false);
    await waitForImage(page);
    await page.getByTestId('pin-current').click();
    await expect.poll(() => page.getByTestId('pin-item').count()).toBe(2);
    await page.getByTestId('compare-toggle').click();
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe('2');
    await page.getByTestId('swipe').fill('30');
    await expect.poll(() => page.locator(MAP).getAttribute('data-swipe')).toBe('30');
    await e2e.shot(page, 'phone-journey-4-compare.png');
    await page.getByTestId('compare-toggle').click();
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe(null);

    // Share the shown image and open the link on another phone.
    await page.getByTestId('open-share').click();
    const link = page.getByTestId('share-link');
    await expect
      .poll(() => link.inputValue(), { timeout: 30_000 })
      .toMatch(/\/satellites\/sentinel\?shareId=[A-Za-z0-9_-]+/);
    const shared = await link.inputValue();
    await e2e.shot(page, 'phone-journey-5-share.png');
    const other = await e2e.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const reader = await other.newPage();
    await reader.route(LEAVES_MACHINE, (route) => route.abort());
    await reader.goto(shared);
    await waitForImage(reader);
    await expect.poll(() => new URL(reader.url()).pathname).toBe('/satellites/sentinel');
    await e2e.shot(reader, 'phone-journey-6-shared.png');
    await other.close();
    await context.close();
  });
});
