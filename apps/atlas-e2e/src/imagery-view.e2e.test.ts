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
      body: bodies.at(-1) ?? '',
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

  it('the default dates name the real cause, the calendar marks the days with scenes and their cloud cover, and the cloud filter explains itself', async () => {
    const page = await openSentinel(`${e2e.server.url}/satellites/sentinel?pos=24.8,-11.45,8`);
    for (const [corner, value] of Object.entries(ISSUE_BOX)) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    // The default dates (the last 30 days) have no scene here: the message blames the dates and
    // names the newest scene, not the area.
    await page.click('[data-testid="imagery-search"]');
    const error = page.locator('[data-testid="imagery-error"]');
    await expect.poll(() => error.textContent(), { timeout: 30_000 }).toMatch(/^No data available/);
    const text = (await error.textContent()) ?? '';
    expect(text).not.toContain('Please select a different area');
    expect(text).toContain('no scenes over this area from');
    expect(text).toContain('The newest scene here is from 19 Feb 2020');

    // The calendar of the 'To' month has no marked day; it offers the newest scene's month,
    // where 19 February is marked with its cloud cover.
    const calendar = page.locator('[data-testid="availability-calendar"]');
    await calendar.locator('[data-testid="calendar-newest"]').click();
    await expect.poll(() => calendar.getAttribute('data-month')).toBe('2020-02');
    const marked = calendar.locator('[data-testid="calendar-day"]');
    await expect.poll(() => marked.count(), { timeout: 30_000 }).toBe(1);
    expect(await marked.getAttribute('data-day')).toBe('2020-02-19');
    expect(await marked.textContent()).toContain('4%');
    await calendar.scrollIntoViewIfNeeded();
    await e2e.shot(page, 'imagery-view-calendar.png');

    // A marked day searches its month and shows the day on the map.
    await marked.click();
    await page
      .locator('[data-testid="imagery-day"][data-day="2020-02-19"][aria-pressed="true"]')
      .waitFor({ timeout: 30_000 });
    expect(await page.inputValue('[data-testid="date-from"]')).toBe('2020-02-01');
    expect(await page.inputValue('[data-testid="date-to"]')).toBe('2020-02-29');
    await waitForImage(page);

    // A maximum cloud cover below the scene's leaves no day, and the message says so.
    await page.locator('[data-testid="max-cloud"]').fill('0');
    await expect
      .poll(() => error.textContent())
      .toBe(
        'No data available: the only scene in these dates has more than 0% cloud cover. Raise the maximum cloud cover.',
      );
    expect(await page.locator('[data-testid="imagery-day"]').count()).toBe(0);
    await expect.poll(() => calendar.locator('[data-testid="calendar-day"]').count()).toBe(0);
    await page.locator('[data-testid="max-cloud"]').fill('10');
    await page.locator('[data-testid="imagery-day"][data-day="2020-02-19"]').waitFor();
    await expect.poll(() => calendar.locator('[data-testid="calendar-day"]').count()).toBe(1);

    // Outside any scene's coverage the spec's message stays.
    for (const [corner, value] of Object.entries({
      west: '100',
      south: '-40',
      east: '100.5',
      north: '-39.5',
    })) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    await page.click('[data-testid="imagery-search"]');
    await expect
      .poll(() => error.textContent(), { timeout: 30_000 })
      .toBe('No data available. Please select a different area.');
    await page.close();
  });

  it('keeps the imagery search in the address: a reload and a shared link restore area, dates, day, script and opacity', async () => {
    const page = await openSentinel(`${e2e.server.url}/satellites/sentinel?pos=24.8,-11.45,8`);
    await searchIssueBox(page);
    await page.click('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await page.click('[data-testid="quick-script"]:has-text("False Color")');
    // The opacity is kept per day and script: set it on the False Color image, not on the True
    // Color one still shown while False Color renders (a slow machine showed that race).
    const preview = page.locator('[data-testid="imagery-preview"]');
    await expect
      .poll(async () => (await preview.innerText()).replace(/\s+/g, ' '), { timeout: 60_000 })
      .toMatch(/^(?!.*Rendering).*False Color · /);
    await waitForImage(page);
    await page.locator('[data-testid="layer-opacity"]').fill('40');
    await page.locator('[data-testid="max-cloud"]').fill('50');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('opacity'), { timeout: 10_000 })
      .toBe('40');
    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      area: '-12,24.3,-10.9,25.3',
      from: '2020-02-01',
      to: '2020-02-29',
      day: '2020-02-19',
      script: expect.stringMatching(/FALSE/i),
      cc: '50',
    });

    const restored = async (target: Page) => {
      await target
        .locator('[data-testid="imagery-day"][data-day="2020-02-19"][aria-pressed="true"]')
        .waitFor({ timeout: 30_000 });
      await waitForImage(target);
      expect(await target.inputValue('[data-testid="area-west"]')).toBe('-12');
      expect(await target.inputValue('[data-testid="date-from"]')).toBe('2020-02-01');
      expect(await target.inputValue('[data-testid="date-to"]')).toBe('2020-02-29');
      expect(
        await target.getAttribute(
          '[data-testid="quick-script"]:has-text("False Color")',
          'aria-pressed',
        ),
      ).toBe('true');
      expect(await target.inputValue('[data-testid="layer-opacity"]')).toBe('40');
      expect(await target.inputValue('[data-testid="max-cloud"]')).toBe('50');
    };

    // A reload restores it.
    await page.reload();
    await restored(page);
    await e2e.shot(page, 'imagery-view-restored.png');
    await page.close();

    // So does the link opened by someone else (a fresh context, no session).
    const { context, page: other } = await e2e.open(address.href);
    await restored(other);
    await context.close();
  });

  it('compare mode: two pinned results side by side with a swipe, each pin with opacity and show/hide (1440x900)', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    await page.goto(`${e2e.server.url}/satellites/sentinel?pos=24.8,-11.45,8`);
    await page.waitForSelector('[data-testid="imagery-panel"][data-family="sentinel"]');
    await searchIssueBox(page);
    await page.click('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await page.click('[data-testid="quick-script"]:has-text("True Color")');
    await waitForImage(page);
    await page.click('[data-testid="pin-current"]');
    await page.click('[data-testid="quick-script"]:has-text("Enhanced Vegetation Health")');
    await expect.poll(() => page.isDisabled('[data-testid="pin-current"]')).toBe(false);
    await waitForImage(page);
    await page.click('[data-testid="pin-current"]');
    const items = page.locator('[data-testid="pin-item"]');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.first().textContent()).toContain('Enhanced Vegetation Health');

    await page.click('[data-testid="compare-toggle"]');
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe('2');

    // Two bands of the map either side of its middle (inside the image).
    const bands = async () => {
      const box = await page.locator(MAP).boundingBox();
      if (!box) throw new Error('map not visible');
      const band = async (x: number) =>
        centreMean(
          await page.screenshot({
            clip: {
              x: box.x + box.width * x,
              y: box.y + box.height * 0.35,
              width: box.width * 0.08,
              height: box.height * 0.3,
            },
          }),
        );
      return { left: await band(0.32), right: await band(0.6) };
    };
    const settle = async (read: () => Promise<boolean>) =>
      expect.poll(read, { timeout: 15_000 }).toBe(true);

    // Swipe at 100 %: the top pin on both bands; at 0 %: the pin beneath on both. The two scripts
    // differ, so the left band changes between them.
    const swipeTo = async (percent: string) => {
      await page.locator('[data-testid="swipe"]').fill(percent);
      await expect.poll(() => page.locator(MAP).getAttribute('data-swipe')).toBe(percent);
    };
    let top = await bands();
    let beneath = await bands();
    await swipeTo('100');
    await settle(async () => {
      top = await bands();
      return colourGap(top.left, top.right) < 40;
    });
    await swipeTo('0');
    await settle(async () => {
      beneath = await bands();
      return colourGap(beneath.left, top.left) > 25;
    });
    console.log(
      'imagery-view: compare bands',
      JSON.stringify({ top, beneath }, (_k, v: unknown) =>
        typeof v === 'number' ? Math.round(v) : v,
      ),
    );
    // At 50 %: the top pin left (as at 100 %), the one beneath right (as at 0 %).
    await swipeTo('50');
    await settle(async () => {
      const half = await bands();
      return colourGap(half.left, top.left) < 12 && colourGap(half.right, beneath.right) < 12;
    });
    await e2e.shot(page, 'imagery-view-compare.png');

    // The top pin at opacity 0: the pin beneath on both sides.
    await items.first().locator('[data-testid="pin-opacity"]').fill('0');
    await settle(async () => colourGap((await bands()).left, beneath.left) < 12);
    await items.first().locator('[data-testid="pin-opacity"]').fill('60');
    // Hidden: only one pin is laid out.
    await items.first().locator('[data-testid="pin-visible"]').uncheck();
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe('1');
    await items.first().locator('[data-testid="pin-visible"]').check();
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe('2');
    await e2e.shot(page, 'imagery-view-compare-opacity.png');

    // Leaving compare mode shows the current result again.
    await page.click('[data-testid="compare-toggle"]');
    await expect.poll(() => page.locator(MAP).getAttribute('data-compare')).toBe(null);
    await page.close();
  });
});
