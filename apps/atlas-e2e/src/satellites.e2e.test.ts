import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';
import { pixelStats } from './pixels';

/** The Sentinel-2 L2A sample (tile 29RKH, 2020-02-19, cloud cover 4.05 %) covers this box. */
const S2_BOX = { west: '-11.6', south: '24.5', east: '-11.2', north: '24.9' };

const e2e = useAtlasHarness();

async function openPage(url: string): Promise<Page> {
  const page = await e2e.openPage(url);
  await page.waitForSelector('[data-testid="atlas-map"] canvas', { timeout: 30_000 });
  return page;
}

const mapState = (page: Page) =>
  page.locator('[data-testid="atlas-map"]').getAttribute('data-imagery-image');

async function waitForImage(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="atlas-map"]')?.getAttribute('data-imagery-image') ===
      'loaded',
    undefined,
    { timeout: 60_000 },
  );
  // Let OpenLayers draw the loaded image.
  await page.waitForTimeout(700);
}

/** The middle third of the map: inside the searched box once the map is fitted to it. */
async function mapCentre(page: Page): Promise<Buffer> {
  const box = await page.locator('[data-testid="atlas-map"]').boundingBox();
  if (!box) throw new Error('map not visible');
  return page.screenshot({
    clip: {
      x: box.x + box.width / 3,
      y: box.y + box.height / 3,
      width: box.width / 3,
      height: box.height / 3,
    },
  });
}

/** Mean absolute difference per channel between two same-size screenshots (0..255). */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('satellite imagery in Chromium', () => {
  it('/satellites offers the Sentinel and Landsat searches', async () => {
    const page = await openPage(`${e2e.server.url}/satellites`);
    await page.waitForSelector('[data-testid="satellites-panel"]');
    writeFileSync(path.join(RESULTS, 'satellites-choose.png'), await page.screenshot());
    await page.click('[data-testid="choose-landsat"]');
    await page.waitForSelector('[data-testid="imagery-panel"][data-family="landsat"]');
    expect(new URL(page.url()).pathname).toBe('/satellites/landsat');
    await page.close();
  });

  it('searches the Sentinel sample box, previews True Color on the map, shares it and opens the link', async () => {
    const page = await openPage(`${e2e.server.url}/satellites/sentinel?pos=24.7,-11.4,6`);
    await page.waitForSelector('[data-testid="imagery-panel"][data-family="sentinel"]');

    // Box select: a drag on the map sets the area.
    await page.click('[data-testid="box-select"]');
    const map = await page.locator('[data-testid="atlas-map"]').boundingBox();
    if (!map) throw new Error('map not visible');
    const cx = map.x + map.width / 2;
    const cy = map.y + map.height / 2;
    await page.mouse.move(cx - 40, cy - 40);
    await page.mouse.down();
    await page.mouse.move(cx, cy, { steps: 5 });
    await page.mouse.move(cx + 40, cy + 40, { steps: 5 });
    await page.mouse.up();
    await page.waitForSelector('[data-testid="area-summary"]');
    expect(await page.inputValue('[data-testid="area-west"]')).not.toBe('');
    expect(await page.getAttribute('[data-testid="box-select"]', 'aria-pressed')).toBe('false');

    // A typed box with two equal longitudes is a single point (2§5).
    await page.fill('[data-testid="area-west"]', '-11.2');
    await page.fill('[data-testid="area-east"]', '-11.2');
    await page.click('[data-testid="area-apply"]');
    expect(await page.textContent('[data-testid="area-problem"]')).toBe(
      'You created a single point. Please select a larger area.',
    );

    // The sample's box, typed; the dates given the wrong way round are swapped (2§5).
    for (const [corner, value] of Object.entries(S2_BOX)) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    await page.waitForSelector('[data-testid="area-summary"]');
    await page.fill('[data-testid="date-from"]', '2020-02-29');
    await page.fill('[data-testid="date-to"]', '2020-02-01');
    await page.click('[data-testid="imagery-search"]');

    const day = page.locator('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await day.waitFor({ timeout: 30_000 });
    expect(await page.inputValue('[data-testid="date-from"]')).toBe('2020-02-01');
    expect(await page.inputValue('[data-testid="date-to"]')).toBe('2020-02-29');
    expect(await day.locator('[data-testid="day-cloud"]').textContent()).toContain(
      '4.05% cloud cover',
    );
    await day.locator('[data-testid="day-thumb"]').waitFor({ timeout: 30_000 });

    await day.click();
    await page.click('[data-testid="quick-script"]:has-text("True Color")');
    await waitForImage(page);
    expect(
      await page.getAttribute('[data-testid="imagery-day"][data-day="2020-02-19"]', 'aria-pressed'),
    ).toBe('true');
    writeFileSync(path.join(RESULTS, 'sentinel-true-color.png'), await page.screenshot());

    // The preview layer drew real imagery over the box: a textured image (a blank or flat layer
    // is one or two colours), and clearly different from the same view at opacity 0.
    const withImage = await mapCentre(page);
    const stats = await pixelStats(withImage);
    expect(stats.distinctColours).toBeGreaterThan(12);
    expect(stats.dominantShare).toBeLessThan(0.6);
    await page.locator('[data-testid="layer-opacity"]').fill('0');
    await page.waitForTimeout(500);
    const withoutImage = await mapCentre(page);
    expect(await meanDifference(withImage, withoutImage)).toBeGreaterThan(12);
    await page.locator('[data-testid="layer-opacity"]').fill('100');

    // The download dialog: the resolution ladder with quality labels; 10 m is too big here.
    await page.click('[data-testid="open-download"]');
    const download = page.locator('[data-testid="download-dialog"]');
    await download.waitFor();
    const ladder = await download.textContent();
    expect(ladder).toContain('This AOI is too large, please reduce the height and width');
    expect(ladder).toMatch(/20 m per pixel\s*Good/);
    expect(ladder).toContain('GeoTIFF');
    // GeoTIFF is offered: the download is a TIFF file (magic bytes II*\0 or MM\0*) named .tif.
    await download.locator('input[name="format"][value="geotiff"]').check();
    writeFileSync(path.join(RESULTS, 'sentinel-download-dialog.png'), await page.screenshot());
    const [file] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.click('[data-testid="download-go"]'),
    ]);
    expect(file.suggestedFilename()).toMatch(/^sentinel-2-l2a-true-color-2020-02-19-\d+m\.tif$/);
    const magic = readFileSync(await file.path())
      .subarray(0, 4)
      .toString('latin1');
    expect(['II*\0', 'MM\0*']).toContain(magic);
    await download.waitFor({ state: 'detached' });

    // Share: a shareId link and the legacy service link.
    await page.click('[data-testid="open-share"]');
    const linkField = page.locator('[data-testid="share-link"]');
    await linkField.waitFor({ timeout: 45_000 });
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/satellites\/sentinel\?shareId=[A-Za-z0-9_-]+&pos=/);
    expect(await page.inputValue('[data-testid="share-legacy-link"]')).toContain(
      'service=WMS&bbox=-11.6,24.5,-11.2,24.9&time=2020-02-19/2020-02-19&layers=TRUE_COLOR',
    );
    writeFileSync(path.join(RESULTS, 'sentinel-share-dialog.png'), await page.screenshot());
    await page.close();

    // Opening the link searches a month from the image date, selects the image, then removes
    // the share parameters from the address.
    const shared = await openPage(link);
    await shared
      .locator('[data-testid="imagery-day"][data-day="2020-02-19"][aria-pressed="true"]')
      .waitFor({ timeout: 30_000 });
    await waitForImage(shared);
    expect(await mapState(shared)).toBe('loaded');
    await shared.waitForFunction(() => !new URL(location.href).searchParams.has('shareId'));
    expect(new URL(shared.url()).pathname).toBe('/satellites/sentinel');
    expect(await shared.inputValue('[data-testid="date-from"]')).toBe('2020-02-19');
    expect(await shared.inputValue('[data-testid="date-to"]')).toBe('2020-03-19');
    const sharedStats = await pixelStats(await mapCentre(shared));
    expect(sharedStats.distinctColours).toBeGreaterThan(12);
    writeFileSync(path.join(RESULTS, 'sentinel-share-opened.png'), await shared.screenshot());
    await shared.close();
  });

  it('lists every script with previews, charts statistics, makes a GIF and runs a custom script', async () => {
    const page = await openPage(`${e2e.server.url}/satellites/sentinel`);
    await page.waitForSelector('[data-testid="imagery-panel"]');
    for (const [corner, value] of Object.entries(S2_BOX)) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    await page.fill('[data-testid="date-from"]', '2020-02-01');
    await page.fill('[data-testid="date-to"]', '2020-02-29');
    await page.click('[data-testid="imagery-search"]');
    await page.click('[data-testid="imagery-day"][data-day="2020-02-19"]');
    await waitForImage(page);

    // Every Sentinel script is listed; those of another satellite (radar) are disabled.
    await page.click('[data-testid="all-scripts-toggle"]');
    expect(await page.locator('[data-testid="script-option"]').count()).toBe(19);
    expect(await page.locator('[data-testid="script-option"]:disabled').count()).toBe(2);
    await page.waitForFunction(
      () => document.querySelectorAll('.imagery-script__thumb[src]').length >= 4,
      undefined,
      { timeout: 60_000 },
    );
    await page.click('[data-testid="script-option"]:has-text("Enhanced Vegetation Health")');
    await waitForImage(page);
    await page.locator('[data-testid="script-legend"]').waitFor();
    await page.locator('[data-testid="script-detail"]').scrollIntoViewIfNeeded();
    writeFileSync(path.join(RESULTS, 'sentinel-scripts.png'), await page.screenshot());

    // Statistics over time for the selected script.
    await page.click('[data-testid="statistics-load"]');
    await page.locator('[data-testid="statistics-chart"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid="statistics-chart"] circle').count()).toBeGreaterThan(
      0,
    );

    // The gif creator: tick the day, make the GIF; turning it off clears the list.
    await page.click('[data-testid="gif-toggle"]');
    await page.click('[data-testid="gif-pick"]');
    expect(await page.locator('[data-testid="gif-frames"] li').count()).toBe(1);
    await page.click('[data-testid="gif-make"]');
    const gif = page.locator('[data-testid="gif-result"]');
    await gif.waitFor({ timeout: 60_000 });
    expect(
      await gif.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThan(100);
    await gif.scrollIntoViewIfNeeded();
    writeFileSync(path.join(RESULTS, 'sentinel-gif.png'), await page.screenshot());
    await page.click('[data-testid="gif-toggle"]');
    await page.click('[data-testid="gif-toggle"]');
    expect(await page.locator('[data-testid="gif-frames"] li').count()).toBe(0);

    // The custom script editor: the user's evalscript renders; a broken one shows the server's message.
    await page.click('[data-testid="editor-toggle"]');
    await page.fill(
      '[data-testid="script-editor"]',
      '//VERSION=3\nfunction setup() { return { input: ["B04", "B03", "B02", "dataMask"], output: { bands: 4 } }; }\nfunction evaluatePixel(s) { return [3 * s.B04, 3 * s.B03, 3 * s.B02, s.dataMask]; }',
    );
    await page.click('[data-testid="script-run"]');
    await waitForImage(page);
    expect(await page.locator('[data-testid="image-error"]').count()).toBe(0);
    await page.fill('[data-testid="script-editor"]', 'function nope( {');
    await page.click('[data-testid="script-run"]');
    const refused = page.locator('[data-testid="script-error"]');
    await refused.waitFor({ timeout: 30_000 });
    expect(await refused.textContent()).toMatch(/^4\d\d: /);
    await page.locator('[data-testid="script-editor"]').scrollIntoViewIfNeeded();
    writeFileSync(path.join(RESULTS, 'sentinel-script-editor.png'), await page.screenshot());
    await page.close();
  });

  it('searches the Landsat sample and previews it at 30 m quality Best', async () => {
    const page = await openPage(`${e2e.server.url}/satellites/landsat`);
    await page.waitForSelector('[data-testid="imagery-panel"][data-family="landsat"]');
    const box = { west: '-65.4', south: '-3.0', east: '-65.0', north: '-2.6' };
    for (const [corner, value] of Object.entries(box)) {
      await page.fill(`[data-testid="area-${corner}"]`, value);
    }
    await page.click('[data-testid="area-apply"]');
    expect(await page.textContent('[data-testid="area-summary"]')).toContain('best 30 m');
    await page.fill('[data-testid="date-from"]', '2020-10-01');
    await page.fill('[data-testid="date-to"]', '2020-11-30');
    await page.click('[data-testid="imagery-search"]');
    const day = page.locator('[data-testid="imagery-day"][data-day="2020-10-31"]');
    await day.waitFor({ timeout: 30_000 });
    expect(await day.textContent()).toContain('Landsat 8');
    await day.click();
    await waitForImage(page);
    const stats = await pixelStats(await mapCentre(page));
    expect(stats.distinctColours).toBeGreaterThan(12);
    await page.click('[data-testid="open-download"]');
    expect(await page.locator('[data-testid="download-dialog"]').textContent()).toMatch(
      /30 m per pixel\s*Best/,
    );
    writeFileSync(path.join(RESULTS, 'landsat-download.png'), await page.screenshot());
    await page.close();
  });

  it("an unknown share id says 'Invalid or expired share ID.'", async () => {
    const page = await openPage(`${e2e.server.url}/satellites/sentinel?shareId=nosuch123`);
    await page.waitForSelector('[data-testid="imagery-error"]', { timeout: 45_000 });
    expect(await page.textContent('[data-testid="imagery-error"]')).toBe(
      'Invalid or expired share ID.',
    );
    await page.close();
  });
});
