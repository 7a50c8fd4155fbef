// The owner's panel on a map's page in Chromium against the real API server: Marie changes her
// map's tags and a category, adds a file, downloads it through its link, deletes it, and a
// reload shows the saved state.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';

const DEMO_PASSWORD = 'unfurl-demo';
const LEGEND = Buffer.from('legend: blue is water, green is marsh\n');

const e2e = useAtlasHarness();

interface OwnMap {
  readonly id: number;
  readonly seoTitle: string;
  readonly status?: string;
  readonly tags: readonly string[];
}

/** Signs Marie in from /my-maps and returns one of her ready maps (from the page's own call). */
async function signInAsMarie(page: Page): Promise<OwnMap> {
  await page.goto(`http://localhost:${e2e.server.port}/my-maps`);
  await page.getByTestId('my-maps-sign-in').waitFor({ timeout: 45_000 });
  await page.getByTestId('my-maps-panel').getByRole('button', { name: 'Sign in' }).click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill('marie@unfurl.example');
  await form.getByLabel('Password').fill(DEMO_PASSWORD);
  const mine = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/user/listings');
  await form.getByRole('button', { name: 'Sign in' }).click();
  const { listings } = (await (await mine).json()) as { listings: OwnMap[] };
  const ready = listings.find((l) => l.status === 'ready');
  expect(ready, 'Marie has a ready map').toBeTruthy();
  return ready!;
}

/** A picture of the side drawer around the owner's panel (the panel scrolled into view). */
async function shotDrawer(page: Page, panel: Locator, name: string): Promise<void> {
  await panel.scrollIntoViewIfNeeded();
  const drawer = page.locator('.uk-drawer--open').first();
  const box = (await drawer.boundingBox())!;
  expect(Math.round(box.width)).toBe(332);
  writeFileSync(path.join(RESULTS, name), await page.screenshot({ clip: box }));
}

describe('owner actions in Chromium', () => {
  it('changes tags and a category, adds, downloads and deletes a file; a reload keeps it (R-238..R-240)', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/, (route) =>
      route.abort(),
    );
    const map = await signInAsMarie(page);
    await page.goto(`http://localhost:${e2e.server.port}/maps/${map.seoTitle}`);
    const detail = page.getByTestId('listing-detail');
    const panel = page.getByTestId('owner-actions');
    await panel.waitFor({ timeout: 45_000 });

    // Tags and a category.
    await panel.getByTestId('owner-edit').click();
    const tagInput = panel.getByTestId('owner-tag-input');
    await tagInput.fill('#e2e-harbour, tide-gauge');
    await tagInput.press('Enter');
    await panel.getByTestId('owner-categories').getByLabel('Marine / Nautical').check();
    await shotDrawer(page, panel, 'owner-edit.png');
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === 'PUT' && new URL(r.url()).pathname === `/v1/listings/${map.id}`,
    );
    await panel.getByTestId('owner-save').click();
    expect((await saved).status()).toBe(200);
    await expect
      .poll(() => panel.getByTestId('owner-message').textContent())
      .toBe('Your changes are saved.');
    const tags = await detail.getByTestId('listing-tags').textContent();
    expect(tags).toContain('#e2e-harbour');
    expect(tags).toContain('#tide-gauge');
    expect(await detail.getByTestId('listing-categories').textContent()).toContain(
      'Marine / Nautical',
    );

    // A file: added through the signed upload, listed, downloaded through its link.
    await panel.getByTestId('owner-files-open').click();
    await panel.getByTestId('owner-files-empty').waitFor({ timeout: 45_000 });
    await panel
      .getByTestId('owner-file-input')
      .setInputFiles({ name: 'legend.txt', mimeType: 'text/plain', buffer: LEGEND });
    await panel.getByTestId('owner-file-title').fill('Map legend');
    await panel.getByTestId('owner-file-submit').click();
    const link = panel.getByTestId('owner-file-link');
    await link.waitFor({ timeout: 45_000 });
    expect(await link.textContent()).toBe('Map legend');
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(
      new RegExp(`^/listing-file/${map.id}/\\d+\\?subdomain=main&authorization=`),
    );
    const downloaded = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, bytes: [...new Uint8Array(await response.arrayBuffer())] };
    }, href);
    expect(downloaded.status).toBe(200);
    expect(Buffer.from(downloaded.bytes).equals(LEGEND)).toBe(true);
    await shotDrawer(page, panel, 'owner-files.png');

    // Delete with a confirm.
    await panel.getByRole('button', { name: 'Delete legend.txt' }).click();
    await panel.getByTestId('owner-file-delete-confirm').click();
    await panel.getByTestId('owner-files-empty').waitFor({ timeout: 45_000 });
    expect(await page.evaluate((url) => fetch(url).then((r) => r.status), href)).toBe(404);

    // A reload shows the saved state.
    await page.reload();
    await panel.waitFor({ timeout: 45_000 });
    expect(await detail.getByTestId('listing-tags').textContent()).toContain('#e2e-harbour');
    expect(await detail.getByTestId('listing-categories').textContent()).toContain(
      'Marine / Nautical',
    );
    await panel.getByTestId('owner-files-open').click();
    await panel.getByTestId('owner-files-empty').waitFor({ timeout: 45_000 });
    await context.close();
  });
});
