// Sharing a map in Chromium against the real API server: the upload dialog at /upload, a failed
// upload returning to the map, a 401 logging out, and a GeoTIFF uploaded with progress to 100,
// processed, drawn on the map (pixels, opacity) and opened by its URL.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';
import { pixelStats } from './pixels';
import { ROOT } from './server';

const FIXTURE = path.join(ROOT, 'libs/api/listing-processing/test-fixtures/s2-29rkh-pvi.tif');
const WRITER = { email: 'ada@unfurl.example', password: 'unfurl-demo' };

const e2e = useAtlasHarness();
const at = (pathname: string) => e2e.at(pathname);
const open = (url: string) => e2e.open(url);
const shot = (page: Page, name: string) => e2e.shot(page, name);

async function signIn(page: Page): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(WRITER.email);
  await form.getByLabel('Password').fill(WRITER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('sign-in-form').count(), { timeout: 45_000 }).toBe(0);
}

/** The session's token cookies (the tracker code aside). */
const tokenCookies = async (context: BrowserContext) =>
  Object.fromEntries(
    (await context.cookies())
      .filter((c) => c.name.startsWith('unfurl-') && !c.name.includes('utm'))
      .map((c) => [c.name, c.value]),
  );

/** Dispatches a cancelable beforeunload and says whether the page asked to stay. */
const leaveIsWarned = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Share of pixels in `clip` within 40 of the colour on every channel. */
async function colourShare(
  page: Page,
  clip: { x: number; y: number; width: number; height: number },
  [r, g, b]: readonly [number, number, number],
): Promise<number> {
  const png = await page.screenshot({ clip });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += 3) {
    const near =
      Math.abs(data[i]! - r) < 40 &&
      Math.abs(data[i + 1]! - g) < 40 &&
      Math.abs(data[i + 2]! - b) < 40;
    if (near) hits += 1;
  }
  return hits / (data.length / 3);
}

describe('sharing a map in Chromium', () => {
  it('asks to sign in, then shows the upload dialog with georeference fields for images', async () => {
    const { context, page } = await open(at('/upload'));
    const panel = page.getByTestId('upload-panel');
    await expect.poll(() => panel.textContent()).toContain('Sign in to upload');
    await signIn(page);
    await page.goto(at('/upload'));
    await expect.poll(() => page.getByTestId('upload-drop').count()).toBe(1);
    expect(await page.getByTestId('upload-submit').isDisabled()).toBe(true);
    // Drag and drop: a dropped file is taken as the map.
    await page.getByTestId('upload-drop').evaluate((zone) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array([0x49, 0x49, 0x2a, 0])], 'dropped.tif'));
      zone.dispatchEvent(
        new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
      zone.dispatchEvent(
        new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    });
    await expect.poll(() => page.getByTestId('upload-file-name').textContent()).toBe('dropped.tif');
    expect(await page.getByTestId('upload-georef').count()).toBe(0);
    await page.getByTestId('upload-file').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    // An image asks for its world file and coordinate system (1§3).
    await expect.poll(() => page.getByTestId('upload-georef').count()).toBe(1);
    const crs = await page
      .getByTestId('upload-crs')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(crs).toEqual(['EPSG:3395', 'EPSG:3857', 'EPSG:4326']);
    await page.getByTestId('upload-world-file').setInputFiles({
      name: 'plan.pgw',
      mimeType: 'text/plain',
      buffer: Buffer.from('10\n0\n0\n-10\n500000\n4000000\n'),
    });
    await page.getByTestId('upload-title').fill('Harbour plan');
    await page.getByTestId('upload-tags').fill('#harbour, plans');
    await page.getByLabel('History').check();
    expect(await page.getByTestId('upload-submit').isDisabled()).toBe(false);
    expect(await leaveIsWarned(page)).toBe(false);
    const png = await shot(page, 'upload-dialog.png');
    expect((await pixelStats(png)).distinctColours).toBeGreaterThan(20);
    await context.close();
  });

  it('on a failed upload shows the error and returns to the map (R-253, R-255)', async () => {
    const { context, page } = await open(at('/'));
    await signIn(page);
    await page.goto(at('/upload'));
    await page.getByTestId('upload-file').setInputFiles({
      name: 'not-a-map.tif',
      mimeType: 'image/tiff',
      buffer: Buffer.from('this is plain text, not a TIFF'),
    });
    await page.getByTestId('upload-title').fill('Not a map');
    await page.getByTestId('upload-submit').click();
    await expect
      .poll(() => page.getByTestId('toast').allTextContents(), { timeout: 60_000 })
      .not.toEqual([]);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await shot(page, 'upload-failed.png');
    await context.close();
  });

  it('a 401 during the upload logs the user out (R-256)', async () => {
    const { context, page } = await open(at('/'));
    await signIn(page);
    await page.goto(at('/upload'));
    await page.getByTestId('upload-file').setInputFiles(FIXTURE);
    // The upload call reaches the real server without its bearer token (a session lost in transit).
    await page.route('**/v1/listings/upload', async (route) => {
      const headers = { ...route.request().headers() };
      delete headers['authorization'];
      await route.continue({ headers });
    });
    // Every toast the page shows, across the logout's reload (a toast lasts 5 s).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenToasts: string[] }).seenToasts = seen;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-testid="toast"]')) {
          const text = toast.textContent ?? '';
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The logout reloads the page: the failed upload must not ask 'Leave the page?'.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/listings/upload'));
    await page.getByTestId('upload-submit').click();
    expect((await answer).status()).toBe(401);
    await expect
      .poll(() => page.getByTestId('sign-in-button').count(), { timeout: 45_000 })
      .toBe(1);
    expect(Object.keys(await tokenCookies(context))).toEqual([]);
    expect(dialogs).toEqual([]);
    // The reloaded page says why the user was logged out.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seenToasts: string[] }).seenToasts))
      .toContainEqual(expect.stringContaining('Not logged in'));
    await context.close();
  });

  it('a PNG with its world file and a GIF placed by hand land where they belong; the GIF plays; search finds them', async () => {
    const { context, page } = await open(at('/'));
    await signIn(page);
    await page.goto(at('/upload'));
    // 256 × 128 orange pixels of 0.01° in EPSG:4326: 2..4.56 E, 47.72..49 N (the world file
    // names the top-left pixel's centre).
    const orange = await sharp({
      create: { width: 256, height: 128, channels: 3, background: { r: 255, g: 140, b: 0 } },
    })
      .png()
      .toBuffer();
    await page.getByTestId('upload-file').setInputFiles({
      name: 'orange-plan.png',
      mimeType: 'image/png',
      buffer: orange,
    });
    await page.getByTestId('upload-world-file').setInputFiles({
      name: 'orange-plan.pgw',
      mimeType: 'text/plain',
      buffer: Buffer.from('0.01\n0\n0\n-0.01\n2.005\n48.995\n'),
    });
    await page.getByTestId('upload-crs').selectOption('EPSG:4326');
    await page.getByTestId('upload-title').fill('Orange plan of Burgundy');
    await page.getByTestId('upload-submit').click();
    await expect
      .poll(() => page.getByTestId('upload-panel').getAttribute('data-phase'), {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe('ready');
    const search = await fetch(at('/v1/listings?keywords=orange%20burgundy&limit=5'));
    const found = (await search.json()) as {
      listings: { id: number; title: string; listingType: string; geometryWKT: string }[];
    };
    const plan = found.listings.find((l) => l.title === 'Orange plan of Burgundy');
    expect(plan?.listingType).toBe('IMAGE');
    const corners = [...(plan?.geometryWKT ?? '').matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map(
      (m) => [Number(m[1]), Number(m[2])] as const,
    );
    const xs = corners.map(([x]) => x);
    const ys = corners.map(([, y]) => y);
    expect(Math.min(...xs)).toBeCloseTo(2, 4);
    expect(Math.max(...xs)).toBeCloseTo(4.56, 4);
    expect(Math.min(...ys)).toBeCloseTo(47.72, 4);
    expect(Math.max(...ys)).toBeCloseTo(49, 4);
    // The map flew there and draws the orange image in the middle.
    const centre = { x: 794, y: 385, width: 100, height: 100 };
    await expect
      .poll(() => colourShare(page, centre, [255, 140, 0]), { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(0.5);
    // The address follows the view once the flight has settled, which can come a little later.
    const posOf = () => (new URL(page.url()).searchParams.get('pos') ?? '').split(',').map(Number);
    await expect.poll(() => Math.abs((posOf()[0] ?? 0) - 48.36)).toBeLessThan(0.5);
    expect(posOf()[1]).toBeCloseTo(3.28, 0);
    await shot(page, 'upload-png-placed.png');

    // An animated GIF without a world file, placed over the middle of this view.
    await page.getByRole('button', { name: 'Share another map' }).click();
    const frames = await Promise.all(
      ['#ff0000', '#00c000', '#0000ff'].map((background) =>
        sharp({ create: { width: 64, height: 48, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [400, 400, 400], loop: 0 })
      .toBuffer();
    await page.getByTestId('upload-file').setInputFiles({
      name: 'storm.gif',
      mimeType: 'image/gif',
      buffer: gif,
    });
    expect(await page.getByTestId('upload-placement').count()).toBe(1);
    await page.getByTestId('upload-title').fill('Storm loop over Burgundy');
    await page.getByTestId('upload-submit').click();
    await expect
      .poll(() => page.getByTestId('upload-panel').getAttribute('data-phase'), {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe('ready');
    await page.getByTestId('upload-open').click();
    await expect
      .poll(() => page.getByTestId('listing-detail').textContent(), { timeout: 30_000 })
      .toContain('Storm loop over Burgundy');
    // Playing: the middle of the map shows more than one of the frames' colours over time.
    await page.waitForTimeout(1500);
    const seen = new Set<string>();
    for (let i = 0; i < 12 && seen.size < 2; i += 1) {
      for (const [name, rgb] of [
        ['red', [255, 0, 0]],
        ['green', [0, 192, 0]],
        ['blue', [0, 0, 255]],
      ] as const) {
        if ((await colourShare(page, centre, rgb)) > 0.4) seen.add(name);
      }
      await page.waitForTimeout(250);
    }
    await shot(page, 'upload-gif-playing.png');
    expect(seen.size).toBeGreaterThanOrEqual(2);

    // Search from the search box finds both.
    const box = page.locator('[data-testid="search-box"] input, input[data-testid="search-box"]');
    await box.first().fill('Burgundy');
    await box.first().press('Enter');
    await expect
      .poll(() => page.getByTestId('maps-panel').textContent(), { timeout: 30_000 })
      .toContain('Storm loop over Burgundy');
    expect(await page.getByTestId('maps-panel').textContent()).toContain('Orange plan of Burgundy');
    await context.close();
  }, 300_000);

  it('uploads a GeoTIFF with progress to 100, waits for processing, draws it and opens it by its URL', async () => {
    const { context, page } = await open(at('/'));
    await signIn(page);
    await page.goto(at('/upload'));
    // Hold the file upload briefly (it still goes to the real server) to see the warning.
    let releaseUpload: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseUpload = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/v1/listing-uploads/'),
      async (route) => {
        if (route.request().method() === 'PUT') await held;
        await route.continue();
      },
    );
    await page.getByTestId('upload-file').setInputFiles(FIXTURE);
    await page.getByTestId('upload-title').fill('Sentinel-2 preview upload');
    await page.getByTestId('upload-tags').fill('#sentinel');
    await page.getByLabel('Imagery').check();
    // Record every percentage the bar shows, in the page, so none is missed between two polls.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __percents: string[] }).__percents = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="upload-percent"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByTestId('upload-submit').click();
    await expect.poll(() => page.getByTestId('upload-progress').count()).toBe(1);
    expect(await leaveIsWarned(page)).toBe(true);
    releaseUpload();
    await expect
      .poll(async () => (await page.getByTestId('upload-panel').getAttribute('data-phase')) ?? '')
      .not.toBe('uploading');
    const percents = await page.evaluate(
      () => (window as unknown as { __percents: string[] }).__percents,
    );
    const values = percents.map((p) => Number.parseInt(p, 10));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe('100%');
    expect(await leaveIsWarned(page)).toBe(false);
    await expect
      .poll(() => page.getByTestId('upload-panel').getAttribute('data-phase'), {
        timeout: 120_000,
        interval: 1000,
      })
      .toBe('ready');
    // The map area at the footprint's centre: the bright desert raster drawn over the dark
    // basemap (its tiles may still be on their way on a loaded machine, so wait for them), not a
    // flat fill; then gone at opacity 0.
    const clip = { x: 744, y: 335, width: 200, height: 200 };
    const clipStats = async () => pixelStats(await page.screenshot({ clip }));
    await expect
      .poll(async () => (await clipStats()).meanLuma, { timeout: 60_000 })
      .toBeGreaterThan(140);
    expect((await clipStats()).distinctColours).toBeGreaterThan(5);
    await shot(page, 'upload-ready.png');
    await page.getByTestId('upload-opacity').fill('0');
    await expect.poll(async () => (await clipStats()).meanLuma).toBeLessThan(90);
    await page.getByTestId('upload-opacity').fill('60');
    await page.getByTestId('upload-open').click();
    await expect.poll(() => page.getByTestId('listing-detail').count()).toBe(1);
    const address = page.url();
    expect(new URL(address).pathname).toMatch(/^\/maps\/.+/);
    // Opening the address afresh shows the uploaded map.
    const other = await context.newPage();
    await other.goto(address);
    await expect
      .poll(() => other.getByTestId('listing-detail').textContent())
      .toContain('Sentinel-2 preview upload');
    await shot(other, 'upload-opened.png');
    await context.close();
  }, 180_000);
});
