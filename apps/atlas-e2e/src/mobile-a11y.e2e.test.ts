// The atlas at phone (390x844) and tablet (768x1024) widths, and its accessibility: every control
// inside the viewport and not covered (elementFromPoint at its centre), the map keeping a usable
// visible area, the drawer as a sheet over the map, an axe-core check of the main pages, focus kept
// inside dialogs, and the active navigation item following the route.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';
import { ROOT } from './server';

const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 768, height: 1024 } as const;
const DESKTOP = { width: 1440, height: 900 } as const;
type Viewport = { readonly width: number; readonly height: number };

const AXE = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
const WRITER = { email: 'ada@unfurl.example', password: 'unfurl-demo' };
/** The Sentinel-2 L2A sample of the demo imagery covers this box (tile 29RKH, 2020-02-19). */
const S2_BOX = { west: '-11.6', south: '24.5', east: '-11.2', north: '24.9' };
const LEAVES_MACHINE = /^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/;

const e2e = useAtlasHarness();

/** A page in a fresh context at `viewport` (touch for the small ones), offline, at `pathname`. */
async function openAt(
  viewport: Viewport,
  pathname: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const small = viewport.width < 1024;
  const context = await e2e.browser.newContext({ viewport, hasTouch: small, isMobile: small });
  const page = await context.newPage();
  await page.route(LEAVES_MACHINE, (route) => route.abort());
  await page.goto(e2e.at(pathname));
  await page.getByTestId('splash').waitFor({ state: 'detached', timeout: 30_000 });
  return { context, page };
}

const waitForMap = (page: Page) =>
  page.waitForSelector('[data-testid="atlas-map"] canvas', { timeout: 30_000 });

/**
 * Problems of each control found by `selector`: missing, outside the viewport, or covered at its
 * centre by something else. An empty list means every control is reachable.
 */
async function unreachable(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const problems: string[] = [];
    for (const selector of list) {
      const elements = [...document.querySelectorAll<HTMLElement>(selector)];
      if (elements.length === 0) problems.push(`${selector}: not found`);
      for (const element of elements) {
        const name = `${selector} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
        const r = element.getBoundingClientRect();
        if (r.width < 1 || r.height < 1) {
          problems.push(`${name}: not displayed`);
          continue;
        }
        const inside =
          r.left >= 0 &&
          r.top >= 0 &&
          r.right <= window.innerWidth + 0.5 &&
          r.bottom <= window.innerHeight + 0.5;
        if (!inside)
          problems.push(
            `${name}: outside the viewport (${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}x${Math.round(r.height)})`,
          );
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(element === hit || element.contains(hit) || hit.contains(element)))
          problems.push(
            `${name}: covered by ${hit ? `${hit.outerHTML.slice(0, 60)} "${hit.textContent?.slice(0, 80)}"` : 'nothing'}`,
          );
      }
    }
    return problems;
  }, selectors);
}

/** Share of the viewport (sampled on a 20px grid) where the map itself is hit. */
function visibleMapShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = document.querySelector('[data-testid="atlas-map"]');
    let hits = 0;
    let total = 0;
    for (let y = 10; y < window.innerHeight; y += 20) {
      for (let x = 10; x < window.innerWidth; x += 20) {
        total += 1;
        const hit = document.elementFromPoint(x, y);
        if (hit && map?.contains(hit) && hit.tagName === 'CANVAS') hits += 1;
      }
    }
    return hits / total;
  });
}

/** Controls that must be reachable on every map screen. */
const MAP_CONTROLS = [
  '[data-testid="search-box"]',
  '[data-testid="basemap-switcher"]',
  '.ol-zoom-in',
  '.ol-zoom-out',
  'nav[aria-label="Drawer modes"] button',
] as const;

async function signIn(page: Page): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(WRITER.email);
  await form.getByLabel('Password').fill(WRITER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('sign-in-form').count(), { timeout: 45_000 }).toBe(0);
}

describe('the atlas on a phone and a tablet', () => {
  it('at 390x844 every control is on screen and clickable, the drawer is a sheet over the map that collapses', async () => {
    const { context, page } = await openAt(PHONE, '/maps');
    await waitForMap(page);
    await page.getByTestId('filter-category').waitFor();
    await e2e.shot(page, 'mobile-maps.png');
    expect(
      await unreachable(page, [
        ...MAP_CONTROLS,
        '[data-testid="sign-in-button"]',
        '[data-testid="side-drawer"]',
        '[data-testid="drawer-collapse"]',
      ]),
    ).toEqual([]);
    // The sheet leaves part of the map in view; collapsing it leaves most of the screen to the map.
    const withSheet = await visibleMapShare(page);
    expect(withSheet).toBeGreaterThan(0.25);
    await page.getByTestId('drawer-collapse').click();
    await expect.poll(() => visibleMapShare(page)).toBeGreaterThan(0.6);
    await e2e.shot(page, 'mobile-maps-collapsed.png');
    expect(
      await unreachable(page, [
        ...MAP_CONTROLS,
        '[data-testid="sign-in-button"]',
        '[data-testid="nav-toggle"]',
        '[data-testid="drawer-expand"]',
        '.ol-attribution button',
      ]),
    ).toEqual([]);
    // Each navigation item opens its screen in the sheet and becomes the current one.
    const satellites = page.locator('nav[aria-label="Drawer modes"] button', {
      hasText: 'Satellites',
    });
    await satellites.click();
    await page.getByTestId('satellites-panel').waitFor();
    expect(await satellites.getAttribute('aria-current')).toBe('page');
    expect(await unreachable(page, ['[data-testid="drawer-collapse"]'])).toEqual([]);
    await context.close();
  });

  it('at 390x844 the Sentinel search, a listing, sign-in and the upload dialog fit the screen', async () => {
    const res = await fetch(`${e2e.server.url}/v1/listings?limit=1&orderBy=NEWEST`);
    const { listings } = (await res.json()) as { listings: { seoTitle: string; title: string }[] };
    const listing = listings[0]!;
    const { context, page } = await openAt(PHONE, '/satellites/sentinel?pos=24.7,-11.4,6');
    await waitForMap(page);
    await page.getByTestId('imagery-panel').waitFor();
    await e2e.shot(page, 'mobile-sentinel.png');
    expect(
      await unreachable(page, [
        ...MAP_CONTROLS,
        '[data-testid="box-select"]',
        '[data-testid="drawer-collapse"]',
      ]),
    ).toEqual([]);
    expect(await visibleMapShare(page)).toBeGreaterThan(0.25);

    await page.goto(e2e.at(`/maps/${listing.seoTitle}`));
    await page.getByTestId('listing-detail').waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'mobile-listing.png');
    expect(await unreachable(page, [...MAP_CONTROLS, '[data-testid="drawer-collapse"]'])).toEqual(
      [],
    );
    expect(await visibleMapShare(page)).toBeGreaterThan(0.25);

    await page.goto(e2e.at('/login'));
    const form = page.getByTestId('sign-in-form');
    await form.waitFor();
    await e2e.shot(page, 'mobile-login.png');
    expect(
      await unreachable(page, [
        '[data-testid="sign-in-form"] input',
        '[data-testid="sign-in-form"] button[type="submit"]',
      ]),
    ).toEqual([]);

    await page.goto(e2e.at('/upload'));
    await page.getByTestId('sign-in-button').waitFor();
    await signIn(page);
    await page.goto(e2e.at('/upload'));
    await page.getByTestId('upload-drop').waitFor({ timeout: 30_000 });
    await e2e.shot(page, 'mobile-upload.png');
    expect(
      await unreachable(page, [
        '[data-testid="upload-drop"]',
        '[data-testid="account-button"]',
        '[data-testid="drawer-collapse"]',
      ]),
    ).toEqual([]);
    await context.close();
  });

  it('at 768x1024 the rail, drawer, map controls and sign-in fit and the map stays usable', async () => {
    const { context, page } = await openAt(TABLET, '/maps');
    await waitForMap(page);
    await page.getByTestId('filter-category').waitFor();
    await e2e.shot(page, 'tablet-maps.png');
    expect(
      await unreachable(page, [
        ...MAP_CONTROLS,
        '[data-testid="sign-in-button"]',
        '[data-testid="nav-toggle"]',
        '[data-testid="side-drawer"]',
        '[data-testid="drawer-collapse"]',
        '.ol-attribution button',
      ]),
    ).toEqual([]);
    expect(await visibleMapShare(page)).toBeGreaterThan(0.35);
    await page.goto(e2e.at('/satellites/sentinel'));
    await page.getByTestId('imagery-panel').waitFor();
    await e2e.shot(page, 'tablet-sentinel.png');
    expect(await unreachable(page, [...MAP_CONTROLS, '[data-testid="box-select"]'])).toEqual([]);
    await context.close();
  });
});

/** Serious and critical axe-core violations on the page, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe;
    type AxeResults = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    };
    const results = await axe.run();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id} (${v.help}): ${v.nodes
            .slice(0, 4)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
  });
}

describe('accessibility in Chromium', () => {
  for (const [label, viewport] of [
    ['1440x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`axe finds no serious or critical violation on the main pages at ${label}`, async () => {
      const res = await fetch(`${e2e.server.url}/v1/listings?limit=1&orderBy=NEWEST`);
      const { listings } = (await res.json()) as { listings: { seoTitle: string }[] };
      const { context, page } = await openAt(viewport, '/');
      const found: string[] = [];
      const check = async (name: string) => {
        const violations = await axeViolations(page);
        found.push(...violations.map((v) => `${name}: ${v}`));
      };
      await page.getByTestId('listing-card').first().waitFor({ timeout: 30_000 });
      await check('home');
      await page.goto(e2e.at('/maps'));
      await page.getByTestId('filter-category').waitFor();
      await check('/maps');
      await page.goto(e2e.at(`/maps/${listings[0]!.seoTitle}`));
      await page.getByTestId('listing-detail').waitFor({ timeout: 30_000 });
      await check('listing');
      await page.goto(e2e.at('/satellites/sentinel'));
      await page.getByTestId('imagery-panel').waitFor();
      await check('/satellites/sentinel');
      await page.goto(e2e.at('/login'));
      await page.getByTestId('sign-in-form').waitFor();
      await check('/login');
      await page
        .getByRole('button', { name: /create an account|sign up/i })
        .first()
        .click();
      await page.getByTestId('sign-up-form').waitFor();
      await check('sign-up');
      await page.goto(e2e.at('/upload'));
      await signIn(page);
      await page.goto(e2e.at('/upload'));
      await page.getByTestId('upload-drop').waitFor({ timeout: 30_000 });
      await check('upload dialog');
      await page.goto(e2e.at('/account'));
      await page.getByTestId('profile-page').waitFor({ timeout: 30_000 });
      await check('/account');
      expect(found).toEqual([]);
      await context.close();
    });
  }

  it('keeps Tab and Shift+Tab inside each dialog, closes it on Escape and gives focus back to the opener', async () => {
    const { context, page } = await openAt(DESKTOP, '/satellites/sentinel?pos=24.7,-11.4,6');
    /** Opens a dialog from `opener` with the keyboard and walks it with Tab and Shift+Tab. */
    const walk = async (opener: string, dialogId: string) => {
      await page.locator(opener).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByTestId(dialogId);
      await dialog.waitFor();
      const focusInside = () =>
        page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), dialogId);
      await expect
        .poll(focusInside, { message: `${dialogId} takes focus when it opens` })
        .toBe(true);
      const stops = await dialog.locator('input, button, a[href], select, textarea').count();
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press(key);
          expect(await focusInside(), `${dialogId} after ${i + 1} x ${key}`).toBe(true);
        }
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate((o) => document.activeElement?.matches(o), opener), {
          message: `focus returns to ${opener}`,
        })
        .toBe(true);
    };
    await page.getByTestId('imagery-panel').waitFor();
    await walk('[data-testid="sign-in-button"]', 'account-dialog');

    // The imagery download dialog, over a searched and previewed Sentinel scene.
    for (const [corner, value] of Object.entries(S2_BOX)) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    await page.fill('[data-testid="date-from"]', '2020-02-01');
    await page.fill('[data-testid="date-to"]', '2020-02-29');
    await page.click('[data-testid="imagery-search"]');
    const day = page.locator('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await day.waitFor({ timeout: 30_000 });
    await day.click();
    await page.click('[data-testid="quick-script"]:has-text("True Color")');
    await page.locator('[data-testid="open-download"]:enabled').waitFor({ timeout: 60_000 });
    await walk('[data-testid="open-download"]', 'download-dialog');
    await context.close();
  });

  it('marks the active navigation item with aria-current="page", also after client-side navigation', async () => {
    const { context, page } = await openAt(DESKTOP, '/satellites/sentinel');
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('nav[aria-label="Drawer modes"] [aria-current="page"]')].map(
          (e) => e.textContent?.trim(),
        ),
      );
    await expect.poll(current).toEqual(['Satellites']);
    await page
      .locator('nav[aria-label="Drawer modes"]')
      .getByRole('button', { name: 'Maps', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/maps');
    await expect.poll(current).toEqual(['Maps']);
    await e2e.shot(page, 'desktop-maps.png');
    await page
      .locator('nav[aria-label="Drawer modes"]')
      .getByRole('button', { name: 'Home', exact: true })
      .click();
    await expect.poll(current).toEqual(['Home']);
    // A link inside a screen (not the rail) moves the current item too.
    await page.getByTestId('listing-card').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/maps\/.+/);
    await expect.poll(current).toEqual(['Maps']);
    // Back through the history, and a screen outside the rail marks none.
    await page.goBack();
    await expect.poll(current).toEqual(['Home']);
    await page.goBack();
    await page.goBack();
    await expect.poll(current).toEqual(['Satellites']);
    await page.getByTestId('sign-in-button').waitFor();
    await page.evaluate(() => {
      history.pushState(null, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('sign-in-page').waitFor();
    await expect.poll(current).toEqual([]);
    await context.close();
  });
});
