// What every Chromium test file sets up: the API server (serving the built atlas) on a fresh copy
// of the demo database, Debian's Chromium, offline pages, screenshots in test-results/, and a
// report of each failed test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page, PageScreenshotOptions } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './browser';
import { reportFailures } from './failure-report';
import { ROOT, startServer, type RunningServer, type StartServerOptions } from './server';

/** Where screenshots and failure reports go. */
export const RESULTS = path.join(ROOT, 'apps/atlas-e2e/test-results');

/** Requests that would leave this machine (internet tiles, fonts): answered at once, refused. */
const LEAVES_MACHINE = /^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/;

/** The viewport of every page. */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/** What a file adds around the shared setup. */
export interface AtlasHarnessSetup {
  /** Runs first (fixtures, a prepared data folder); returns the server's options. */
  readonly before?: () => Promise<StartServerOptions> | StartServerOptions;
  /** Runs last, after the browser and server have stopped. */
  readonly after?: () => Promise<void> | void;
}

/** The running server and browser of a test file, with the helpers its tests share. */
export interface AtlasHarness {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** The atlas's address for `pathname` on `host` (a `*.localhost` subdomain picks the tenant). */
  at(pathname: string, host?: string): string;
  /** A page in a fresh context (its own cookies) that stays offline, at `url`. */
  open(url: string): Promise<{ context: BrowserContext; page: Page }>;
  /** An offline page in the browser's default context, at `url`. */
  openPage(url: string): Promise<Page>;
  /** Saves a screenshot of `page` under test-results/ and returns it. */
  shot(page: Page, name: string, options?: PageScreenshotOptions): Promise<Buffer>;
  /** Saves `png` under test-results/. */
  save(name: string, png: Buffer): void;
}

const stayOffline = (page: Page) => page.route(LEAVES_MACHINE, (route) => route.abort());

/** Registers the file's `beforeAll`/`afterAll` and failure report; returns its harness. */
export function useAtlasHarness(setup: AtlasHarnessSetup = {}): AtlasHarness {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  reportFailures(() => ({ server, browser }));

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    const options = (await setup.before?.()) ?? {};
    server = await startServer(options);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await setup.after?.();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} has not started (beforeAll failed?)`);
    return value;
  };
  const save = (name: string, png: Buffer) => writeFileSync(path.join(RESULTS, name), png);

  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    at(pathname, host = 'localhost') {
      return `http://${host}:${started(server, 'server').port}${pathname}`;
    },
    async open(url) {
      const context = await started(browser, 'browser').newContext({ viewport: VIEWPORT });
      const page = await context.newPage();
      await stayOffline(page);
      await page.goto(url);
      return { context, page };
    },
    async openPage(url) {
      const page = await started(browser, 'browser').newPage({ viewport: VIEWPORT });
      await stayOffline(page);
      await page.goto(url);
      return page;
    },
    async shot(page, name, options) {
      const png = await page.screenshot(options);
      save(name, png);
      return png;
    },
    save,
  };
}
