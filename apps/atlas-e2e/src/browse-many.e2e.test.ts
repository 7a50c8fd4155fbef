// 10,000 listings in one region (issue #4): one footprints request for the view, every listing
// drawn inside the clusters at low zoom and while the view holds more than 1,500 (the map's
// FOOTPRINT_MAX_IN_VIEW), and as footprints in a view that holds fewer, from zoom 4.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';
import { pixelStats } from './pixels';
import { ROOT } from './server';

const COUNT = 10_000;
const REGION = 'POLYGON((-148 -34,-132 -34,-132 -24,-148 -24,-148 -34))';

let dataDir: string | undefined;

const e2e = useAtlasHarness({
  before() {
    const dir = mkdtempSync(path.join(tmpdir(), 'unfurl-e2e-many-'));
    dataDir = dir;
    const template = process.env['UNFURL_E2E_TEMPLATE'];
    if (!template)
      throw new Error('the global setup makes the demo database (UNFURL_E2E_TEMPLATE)');
    cpSync(template, dir, { recursive: true });
    execFileSync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'apps/api/bench/browse-seed-cli.ts'), path.join(dir, 'db'), `${COUNT}`],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    return { dataDir: dir };
  },
  after() {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  },
});

async function openAt(pos: string): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await page.goto(`${e2e.server.url}/maps?pos=${pos}`);
  return page;
}

/** A number the map exposes on its element (`data-listings-*`). */
const mapNumber = (page: Page, name: string) =>
  page.evaluate(
    (attribute) =>
      Number(document.querySelector('[data-testid="atlas-map"]')?.getAttribute(attribute) ?? '0'),
    `data-listings-${name}`,
  );

describe('10,000 listings in view', () => {
  it('the footprints call answers every seeded listing in one request', async () => {
    const response = await fetch(
      `${e2e.server.url}/v1/listings/footprints?aoi=${encodeURIComponent(REGION)}`,
    );
    const body = (await response.json()) as { footprints: unknown[]; truncated: boolean };
    expect(body.footprints).toHaveLength(COUNT);
    expect(body.truncated).toBe(false);
  });

  it('draws them all in clusters at low zoom (the clusters in view hold at least all 10,000)', async () => {
    const page = await openAt('-29,-140,3');
    await page.waitForFunction(
      (count) => {
        const map = document.querySelector('[data-testid="atlas-map"]');
        const total = Number(map?.getAttribute('data-listings-total') ?? 0);
        const clustered = Number(map?.getAttribute('data-listings-clustered') ?? 0);
        return total >= count && clustered >= count;
      },
      COUNT,
      { timeout: 60_000 },
    );
    expect(await mapNumber(page, 'clustered')).toBeGreaterThanOrEqual(COUNT);
    const shot = await page.locator('[data-testid="atlas-map"]').screenshot();
    writeFileSync(path.join(RESULTS, 'browse-many-clusters.png'), shot);
    expect((await pixelStats(shot)).distinctColours).toBeGreaterThan(20);
    await page.close();
  });

  it('draws the whole region in clusters from zoom 4 too: too many for footprint boxes', async () => {
    const page = await openAt('-29,-140,5.3');
    await page.waitForFunction(
      (count) =>
        Number(
          document
            .querySelector('[data-testid="atlas-map"]')
            ?.getAttribute('data-listings-clustered'),
        ) >= count,
      COUNT,
      { timeout: 60_000 },
    );
    expect(await mapNumber(page, 'drawn')).toBeGreaterThanOrEqual(COUNT);
    const shot = await page.locator('[data-testid="atlas-map"]').screenshot();
    writeFileSync(path.join(RESULTS, 'browse-many-dense.png'), shot);
    expect((await pixelStats(shot)).distinctColours).toBeGreaterThan(20);
    await page.close();
  });

  it('draws a part of the region that holds at most 1,500 as footprints', async () => {
    const page = await openAt('-29,-140,8');
    await page.waitForFunction(
      () => {
        const map = document.querySelector('[data-testid="atlas-map"]');
        const read = (name: string) => Number(map?.getAttribute(`data-listings-${name}`) ?? 0);
        return read('drawn') > 0 && read('clustered') === 0;
      },
      undefined,
      { timeout: 60_000 },
    );
    expect(await mapNumber(page, 'clustered')).toBe(0);
    expect(await mapNumber(page, 'drawn')).toBeLessThanOrEqual(1_500);
    const shot = await page.locator('[data-testid="atlas-map"]').screenshot();
    writeFileSync(path.join(RESULTS, 'browse-many-footprints.png'), shot);
    expect((await pixelStats(shot)).distinctColours).toBeGreaterThan(20);
    await page.close();
  });
});
