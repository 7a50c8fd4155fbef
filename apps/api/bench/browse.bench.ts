// `npm run bench:browse`: 10,000 listings in one region, drawn by the atlas in headless Chromium
// (issue #4: "10,000 listings in view stay smooth"). Prints the footprints SQL and HTTP times and
// payload, the time until all are drawn, and frame times of a scripted pan and zoom at a cluster
// zoom, of the whole region from zoom 4 (clustered: too many for boxes) and of a part of it drawn
// as footprints; saves a screenshot of each view. Figures only, no pass/fail.
//
//   npx nx run @unfurl/atlas:build && npm run bench:browse [-- --listings N]
//
// The demo database is made once (cached in $TMPDIR/unfurl-bench-browse); each run copies it,
// inserts the listings (apps/api/bench/browse-seed.ts) and starts `tsx apps/api/src/main.ts`.
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from '../src/config';
import { startBenchServer } from './bench-server';
import { BROWSE_REGION, insertRegionListings, regionCentre } from './browse-seed';
import { panAndZoom } from './browse-frames';
import type { FrameStats } from './browse-frames';
import { measureFootprintsSql } from './browse-sql';

const CACHE_DIR = join(tmpdir(), 'unfurl-bench-browse');
const TEMPLATE_DIR = join(CACHE_DIR, 'db-template');
const args = process.argv.slice(2);
const countAt = args.indexOf('--listings');
const COUNT = countAt >= 0 ? Number(args[countAt + 1]) : 10_000;
const { lat, lng } = regionCentre(BROWSE_REGION);
/**
 * The views measured: the region at a cluster zoom; the whole region (10,000 in view) from
 * zoom 4, drawn as clusters because it holds more than the map draws as boxes; and a part of it
 * at zoom 8 that holds about 1,000, drawn as footprint boxes.
 */
const VIEWS = {
  clusters: { pos: `${lat},${lng},3`, drawnAs: 'clusters' },
  dense: { pos: `${lat},${lng},5.3`, drawnAs: 'clusters' },
  footprints: { pos: `${lat},${lng},8`, drawnAs: 'footprints' },
} as const;
type DrawnAs = (typeof VIEWS)[keyof typeof VIEWS]['drawnAs'];
const log = (line: string): void => console.log(`[bench] ${line}`);
const ms = (n: number): string => `${n.toFixed(0)} ms`;

if (!existsSync(join(REPO_ROOT, 'apps/atlas/dist/index.html'))) {
  console.error('Build the atlas first: npx nx run @unfurl/atlas:build');
  process.exit(1);
}

/** The demo database, made once, copied into `run`. */
async function demoDatabase(run: string) {
  const folders = { dataDir: join(run, 'db'), storageDir: join(run, 'storage') };
  if (!existsSync(TEMPLATE_DIR)) {
    log('first run: loading the demo data into a new database (cached for later runs) …');
    await (await startBenchServer(folders)).stop();
    mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${TEMPLATE_DIR}.${process.pid}.part`;
    cpSync(folders.dataDir, partial, { recursive: true });
    renameSync(partial, TEMPLATE_DIR);
  } else {
    cpSync(TEMPLATE_DIR, folders.dataDir, { recursive: true });
  }
  return folders;
}

/**
 * Records when the map first holds `count` listings (the footprints of every view are fetched
 * and held), and when it has drawn them: inside the clusters in view, or as footprints (a
 * footprint view holds only part of the region, so any footprints drawn and no clusters). A
 * string: tsx would wrap named functions in a helper the page does not have.
 */
const watchDrawn = (count: number, drawnAs: DrawnAs): string => `
  const marks = (window.__marks = {});
  new MutationObserver(() => {
    const map = document.querySelector('[data-testid="atlas-map"]');
    const read = (name) => Number(map?.getAttribute('data-listings-' + name) ?? 0);
    const held = ${drawnAs === 'clusters'} ? read('total') >= ${count} : read('total') > 0;
    if (marks.held === undefined && held) marks.held = performance.now();
    const done = ${drawnAs === 'clusters'}
      ? read('clustered') >= ${count}
      : read('drawn') > 0 && read('clustered') === 0;
    if (marks.drawn === undefined && held && done) marks.drawn = performance.now();
  }).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-listings-total', 'data-listings-clustered', 'data-listings-drawn'],
  });`;

interface ViewFigures {
  readonly drawnAs: DrawnAs;
  readonly request: { ms: number; bytes: number };
  readonly heldMs: number;
  readonly drawnMs: number;
  readonly frames: FrameStats;
}

async function measureView(
  page: Page,
  url: string,
  drawnAs: DrawnAs,
  shot: string,
): Promise<ViewFigures> {
  await page.addInitScript(watchDrawn(COUNT, drawnAs));
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __marks: Record<string, number> }).__marks['drawn'] !== undefined,
    undefined,
    { timeout: 120_000 },
  );
  const figures = await page.evaluate(() => {
    const marks = (window as unknown as { __marks: Record<string, number> }).__marks;
    const entry = performance
      .getEntriesByType('resource')
      .find((e) => e.name.includes('/v1/listings/footprints')) as PerformanceResourceTiming;
    return {
      request: { ms: entry?.duration ?? Number.NaN, bytes: entry?.encodedBodySize ?? 0 },
      heldMs: marks['held'] ?? Number.NaN,
      drawnMs: marks['drawn'] ?? Number.NaN,
    };
  });
  await page.waitForTimeout(500);
  const attributes = await page.evaluate(() => {
    const map = document.querySelector('[data-testid="atlas-map"]') as HTMLElement | null;
    return JSON.stringify(map?.dataset ?? {});
  });
  log(`map element data: ${attributes}`);
  await page.locator('[data-testid="atlas-map"]').screenshot({ path: shot });
  return { ...figures, drawnAs, frames: await panAndZoom(page) };
}

function report(name: string, figures: ViewFigures): void {
  const f = figures.frames;
  log(
    `${name}: footprints request ${ms(figures.request.ms)}, ${(figures.request.bytes / 1024).toFixed(0)} KiB`,
  );
  log(
    `${name}: ${figures.drawnAs === 'clusters' ? `all ${COUNT}` : 'the view'} held after ${ms(figures.heldMs)}, drawn as ${figures.drawnAs} after ${ms(figures.drawnMs)} (from navigation start)`,
  );
  log(
    `${name}: pan/zoom frames ${f.frames}: median ${f.median.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, max ${f.max.toFixed(0)} ms, ${f.over50} over 50 ms`,
  );
}

const run = mkdtempSync(join(tmpdir(), 'bench-browse-'));
try {
  const folders = await demoDatabase(run);
  log(`inserted ${COUNT} listings in ${ms(await insertRegionListings(folders.dataDir, COUNT))}`);
  const sql = await measureFootprintsSql(folders.dataDir, BROWSE_REGION);
  log(
    `SQL for the region: ${sql.rows} rows, median ${sql.median.toFixed(1)} ms; plan: ${sql.plan}`,
  );
  const server = await startBenchServer(folders);
  const profile = mkdtempSync(join(tmpdir(), 'bench-browse-chromium-'));
  try {
    log(`server on ${server.url}`);
    const aoi = encodeURIComponent(
      `POLYGON((${BROWSE_REGION.west} ${BROWSE_REGION.south},${BROWSE_REGION.east} ${BROWSE_REGION.south},${BROWSE_REGION.east} ${BROWSE_REGION.north},${BROWSE_REGION.west} ${BROWSE_REGION.north},${BROWSE_REGION.west} ${BROWSE_REGION.south}))`,
    );
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      const body = await (await fetch(`${server.url}/v1/listings/footprints?aoi=${aoi}`)).text();
      times.push(performance.now() - started);
      bytes = body.length;
    }
    times.sort((a, b) => a - b);
    log(
      `HTTP GET /v1/listings/footprints (region, from Node): median ${ms(times[3] ?? 0)}, ${(bytes / 1024).toFixed(0)} KiB`,
    );
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    try {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      for (const [name, { pos, drawnAs }] of Object.entries(VIEWS)) {
        const page = await context.newPage();
        const shot = join(CACHE_DIR, `browse-${name}.png`);
        report(
          `${name} (zoom ${pos.split(',')[2]})`,
          await measureView(page, `${server.url}/maps?pos=${pos}`, drawnAs, shot),
        );
        log(`${name}: screenshot ${shot}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
  } finally {
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
} finally {
  rmSync(run, { recursive: true, force: true });
}
