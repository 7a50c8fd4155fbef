// The imagery pages as an EO Browser user meets them (issue 11): the rendered preview is not
// washed out by listing footprints, and footprints can be switched off.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

/** The box of the issue (larger than the Sentinel-2 sample tile 29RKH of 2020-02-19). */
const ISSUE_BOX = { west: '-12', south: '24.3', east: '-10.9', north: '25.3' };

const e2e = useAtlasHarness();

const MAP = '[data-testid="atlas-map"]';

async function openSentinel(url: string): Promise<Page> {
  const page = await e2e.openPage(url);
  await page.waitForSelector(`${MAP} canvas`, { timeout: 30_000 });
  await page.waitForSelector('[data-testid="imagery-panel"][data-family="sentinel"]');
  return page;
}

async function waitForImage(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(MAP).getAttribute('data-imagery-image'), { timeout: 60_000 })
    .toBe('loaded');
}

/** Types the area and dates, searches, and waits for the day of the sample. */
async function searchIssueBox(page: Page): Promise<void> {
  for (const [corner, value] of Object.entries(ISSUE_BOX)) {
    await page.fill(`[data-testid="area-${corner}"]`, value);
  }
  await page.click('[data-testid="area-apply"]');
  await page.waitForSelector('[data-testid="area-summary"]');
  await page.fill('[data-testid="date-from"]', '2020-02-01');
  await page.fill('[data-testid="date-to"]', '2020-02-29');
  await page.click('[data-testid="imagery-search"]');
  await page
    .locator('[data-testid="imagery-day"][data-day="2020-02-19"]')
    .waitFor({ timeout: 30_000 });
}

/** Mean RGB of the middle fifth of an image (alpha-free), 0..255 per channel. */
async function centreMean(png: Buffer): Promise<[number, number, number]> {
  const image = sharp(png);
  const { width = 0, height = 0 } = await image.metadata();
  const region = {
    left: Math.round(width * 0.4),
    top: Math.round(height * 0.4),
    width: Math.max(1, Math.round(width * 0.2)),
    height: Math.max(1, Math.round(height * 0.2)),
  };
  const { data } = await sharp(png)
    .extract(region)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    sum[0]! += data[i]!;
    sum[1]! += data[i + 1]!;
    sum[2]! += data[i + 2]!;
  }
  const n = data.length / 3;
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}

/** A screenshot of the map element. */
async function mapShot(page: Page): Promise<Buffer> {
  return page.locator(MAP).screenshot();
}

/** Largest per-channel difference between two mean colours. */
const colourGap = (a: readonly number[], b: readonly number[]) =>
  Math.max(...a.map((value, i) => Math.abs(value - (b[i] ?? 0))));

describe('imagery pages in Chromium (imagery-view)', () => {
  it('draws the True Color preview above the listing footprints, unwashed, and footprints can be switched off', async () => {
    const page = await openSentinel(`${e2e.server.url}/satellites/sentinel?pos=24.8,-11.45,8`);
    // The requests the page makes for the map preview (not thumbnails).
    const bodies: string[] = [];
    page.on('request', (request) => {
      if (/\/generate-image$/.test(new URL(request.url()).pathname)) {
        bodies.push(request.postData() ?? '');
      }
    });
    await searchIssueBox(page);
    await page.click('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await page.click('[data-testid="quick-script"]:has-text("True Color")');
    await waitForImage(page);
    // Listings of the main site lie in this box: their footprints are on the map.
    await expect
      .poll(async () => Number(await page.locator(MAP).getAttribute('data-listings-drawn')), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);

    // The image the API returns for the same (last) request, asked for directly.
    const answer = await fetch(`${e2e.server.url}/imagery/generate-image`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: bodies.at(-1),
    });
    expect(answer.status).toBe(200);
    const apiMean = await centreMean(Buffer.from(await answer.arrayBuffer()));
    console.log('imagery-view: API centre mean', apiMean.map(Math.round).join(','));
    // The map is fitted to the box: its middle is the image's middle. The colour there must be
    // the API's (a footprint fill over it turned the desert grey-green: a gap of 35 in red; the
    // map scales the image, so a small gap remains).
    let withFootprints: number[] = [];
    await expect
      .poll(
        async () => {
          withFootprints = await centreMean(await mapShot(page));
          console.log('imagery-view: map centre mean', withFootprints.map(Math.round).join(','));
          return colourGap(withFootprints, apiMean);
        },
        { timeout: 15_000 },
      )
      .toBeLessThan(22);
    await e2e.shot(page, 'imagery-view-true-color.png');

    // Footprints are outlines only while imagery is shown; the user can switch them off, and the
    // image looks the same either way.
    expect(await page.locator(MAP).getAttribute('data-footprints')).toBe('outline');
    const toggle = page.locator('[data-testid="footprints-toggle"]');
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await expect.poll(() => page.locator(MAP).getAttribute('data-footprints')).toBe('hidden');
    await expect
      .poll(async () => colourGap(await centreMean(await mapShot(page)), withFootprints), {
        timeout: 15_000,
      })
      .toBeLessThan(6);
    await toggle.check();
    await expect.poll(() => page.locator(MAP).getAttribute('data-footprints')).toBe('outline');
    await page.close();
  });
});
