// What the imagery scripts compute, as an EO Browser user meets it (issue 11): the statistics
// chart shows the script's own values (NDVI in -1..1, not the bytes of the rendered picture),
// a click on the map reads the value at that pixel, and the script editor marks an error on the
// user's own line and can cancel a running script.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';

/** The Sentinel-2 L2A sample (tile 29RKH, 2020-02-19, cloud cover 4.05 %) covers this box. */
const S2_BOX = { west: '-11.6', south: '24.5', east: '-11.2', north: '24.9' };
const MAP = '[data-testid="atlas-map"]';

const e2e = useAtlasHarness();

interface ApiStats {
  readonly min: number;
  readonly max: number;
  readonly mean: number;
  readonly percentiles: Record<string, number>;
}
interface ApiStatistics {
  readonly data: {
    readonly interval: { readonly from: string };
    readonly outputs: Record<string, { bands: Record<string, { stats: ApiStats }> }>;
  }[];
}

async function waitForImage(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator(MAP).getAttribute('data-imagery-image'), { timeout: 60_000 })
    .toBe('loaded');
}

/** Opens the Sentinel page, searches the sample box in February 2020 and shows its day. */
async function openSampleDay(): Promise<Page> {
  const page = await e2e.openPage(e2e.at('/satellites/sentinel'));
  await page.waitForSelector(`${MAP} canvas`, { timeout: 30_000 });
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
  return page;
}

async function pickScript(page: Page, name: string): Promise<void> {
  const option = page.locator(`[data-testid="script-option"]:has-text("${name}")`);
  if ((await option.count()) === 0) await page.click('[data-testid="all-scripts-toggle"]');
  await option.first().click();
  // The preview names the script once its image is in (no "Rendering" prefix).
  await expect
    .poll(() => page.locator('[data-testid="imagery-preview"]').textContent(), { timeout: 90_000 })
    .toMatch(new RegExp(`^${name} ·`));
  await waitForImage(page);
}

/** Replaces the editor's text (CodeMirror's content element takes typed text as a user's). */
async function typeScript(page: Page, source: string): Promise<void> {
  const editor = page.locator('[data-testid="script-editor"]');
  if ((await editor.count()) === 0) await page.click('[data-testid="editor-toggle"]');
  await editor.fill(source);
}

const num = (value: string | null) => Number(value);

describe('imagery science in Chromium (imagery-science)', () => {
  it('charts NDVI statistics in index units (-1..1) per day, as the API computes them', async () => {
    const page = await openSampleDay();
    await pickScript(page, 'Enhanced Vegetation Health');
    const answer = page.waitForResponse((r) => r.url().endsWith('/statistics'));
    await page.click('[data-testid="statistics-load"]');
    const api = (await (await answer).json()) as ApiStatistics;
    const chart = page.locator('[data-testid="statistics-chart"]');
    await chart.waitFor({ timeout: 60_000 });

    expect(await chart.getAttribute('data-quantity')).toBe('NDVI');
    // The value axis: every tick label is an NDVI, and the axis spans the day's range.
    const ticks = (await chart.locator('[data-testid="chart-tick"]').allTextContents()).map(Number);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    for (const tick of ticks) expect(Math.abs(tick)).toBeLessThanOrEqual(1);
    const day = chart.locator('[data-testid="chart-day"][data-day="2020-02-19"]');
    const stats = api.data[0]!.outputs['default']!.bands['B0']!.stats;
    expect(num(await day.getAttribute('data-mean'))).toBeCloseTo(stats.mean, 6);
    expect(num(await day.getAttribute('data-min'))).toBeCloseTo(stats.min, 6);
    expect(num(await day.getAttribute('data-max'))).toBeCloseTo(stats.max, 6);
    expect(num(await day.getAttribute('data-p90'))).toBeCloseTo(stats.percentiles['90.0']!, 6);
    expect(stats.min).toBeGreaterThanOrEqual(-1);
    expect(stats.max).toBeLessThanOrEqual(1);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(stats.min);
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(stats.max);
    // The mean line and the min-max and percentile bands are drawn.
    await expect.poll(() => chart.locator('[data-testid="chart-band"]').count()).toBe(2);
    await chart.scrollIntoViewIfNeeded();
    await e2e.shot(page, 'imagery-science-ndvi-chart.png');
    await page.close();
  });

  it('reads the NDVI at a clicked pixel of the selected day', async () => {
    const page = await openSampleDay();
    await pickScript(page, 'Enhanced Vegetation Health');
    // Footprints stay on (outlined over the image): a click inside one reads the image, it does
    // not open that listing.
    expect(await page.locator(MAP).getAttribute('data-footprints')).toBe('outline');
    const box = (await page.locator(MAP).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const popup = page.locator('[data-testid="pixel-value"]');
    await popup.waitFor({ timeout: 60_000 });
    await expect.poll(() => popup.getAttribute('data-state'), { timeout: 60_000 }).toBe('ready');
    expect(new URL(page.url()).pathname).toMatch(/^\/satellites\//);
    const value = num(await popup.getAttribute('data-value'));
    expect(Number.isFinite(value)).toBe(true);
    expect(Math.abs(value)).toBeLessThanOrEqual(1);
    expect(await popup.textContent()).toMatch(/NDVI/);
    expect(await popup.textContent()).toMatch(/\d+\.\d+°/);
    // The same value as the API gives for that coordinate and day.
    const lon = num(await popup.getAttribute('data-lon'));
    const lat = num(await popup.getAttribute('data-lat'));
    const answer = await fetch(`${e2e.server.url}/imagery/point-value`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        lon,
        lat,
        day: '2020-02-19',
        satellite: 'sentinel-2-l2a',
        evalscriptName: 'Enhanced Vegetation Health',
      }),
    });
    const api = (await answer.json()) as { outputs: Record<string, number[]> };
    expect(api.outputs['default']![0]).toBeCloseTo(value, 6);
    await e2e.shot(page, 'imagery-science-pixel-value.png');
    await page.close();
  });

  it("marks a script error on the user's own line", async () => {
    const page = await openSampleDay();
    await typeScript(
      page,
      [
        '//VERSION=3',
        'function setup() {',
        "  return { input: ['B04', 'B08', 'dataMask'], output: { bands: 4 } };",
        '}',
        'function evaluatePixel(s) {',
        '  var v = index(s.B08, s.B04) * notAVariable;',
        '  return [v, v, v, s.dataMask];',
        '}',
      ].join('\n'),
    );
    await page.click('[data-testid="script-run"]');
    const error = page.locator('[data-testid="script-error"]');
    await error.waitFor({ timeout: 60_000 });
    expect(await error.textContent()).toMatch(/line 6/);
    expect(await error.textContent()).not.toMatch(/isolated-vm/);
    // The lint marker sits in the gutter of line 6, and the error range is on that line.
    const marked = page.locator('.cm-lintRange-error');
    await marked.first().waitFor();
    const line = await marked
      .first()
      .evaluate((el) => [...el.closest('.cm-content')!.children].indexOf(el.closest('.cm-line')!));
    expect(line + 1).toBe(6);
    await page.locator('[data-testid="script-editor"]').scrollIntoViewIfNeeded();
    await e2e.shot(page, 'imagery-science-editor-error.png');
    await page.close();
  });

  it('shows a busy state while a script runs and cancels it', async () => {
    const page = await openSampleDay();
    await typeScript(
      page,
      [
        '//VERSION=3',
        "function setup() { return { input: ['B04', 'dataMask'], output: { bands: 1 } }; }",
        'function evaluatePixel(s) { var t = 0; for (var i = 0; i < 1e9; i++) t += i; return [t]; }',
      ].join('\n'),
    );
    await page.click('[data-testid="script-run"]');
    const cancel = page.locator('[data-testid="script-cancel"]');
    await cancel.waitFor({ timeout: 10_000 });
    expect(await page.locator('[data-testid="script-run"]').getAttribute('aria-busy')).toBe('true');
    await e2e.shot(page, 'imagery-science-editor-busy.png');
    await cancel.click();
    await expect.poll(() => cancel.count()).toBe(0);
    expect(await page.locator('[data-testid="script-run"]').getAttribute('aria-busy')).not.toBe(
      'true',
    );
    expect(await page.locator('[data-testid="script-error"]').count()).toBe(0);
    expect(await page.locator(MAP).getAttribute('data-imagery-image')).not.toBe('loading');
    await page.close();
  });
});
