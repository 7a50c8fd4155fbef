// Maps added by their address, in Chromium: a tile layer served by a local tile server is
// checked by the real API server (allowed by REMOTE_LAYER_ALLOWED_HOSTS), opened on its map page
// and drawn on the map with its opacity; a private address is refused with the server's reason.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RESULTS, useAtlasHarness } from './harness';

const WRITER = { email: 'ada@unfurl.example', password: 'unfurl-demo' };
/** The tiles' colour: magenta, which neither the dark basemap nor the footprints use. */
const TILE_RGB = { r: 230, g: 0, b: 200 };

let tiles: Server | undefined;
let tileRequests = 0;

const e2e = useAtlasHarness({
  async before() {
    const png = await sharp({
      create: { width: 256, height: 256, channels: 3, background: TILE_RGB },
    })
      .png()
      .toBuffer();
    const tileServer = createServer((request, response) => {
      if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
        tileRequests += 1;
        response.writeHead(200, {
          'content-type': 'image/png',
          'access-control-allow-origin': '*',
        });
        response.end(png);
      } else response.writeHead(404).end();
    });
    tiles = tileServer;
    await new Promise<void>((resolve) => tileServer.listen(0, '127.0.0.1', resolve));
    const { port } = tileServer.address() as AddressInfo;
    return { env: { REMOTE_LAYER_ALLOWED_HOSTS: `127.0.0.1:${port}` } };
  },
  after: () => new Promise<void>((resolve) => (tiles ? tiles.close(() => resolve()) : resolve())),
});

const tileTemplate = () =>
  `http://127.0.0.1:${(tiles!.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`;

async function signedInAt(pathname: string): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost|[a-z0-9-]+\.localhost)/, (route) =>
    route.abort(),
  );
  await page.goto(`http://localhost:${e2e.server.port}/`);
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(WRITER.email);
  await form.getByLabel('Password').fill(WRITER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('sign-in-form').count(), { timeout: 45_000 }).toBe(0);
  await page.goto(`http://localhost:${e2e.server.port}${pathname}`);
  return page;
}

/** Share of magenta pixels in the middle of the map. */
async function magentaShare(page: Page): Promise<number> {
  const png = await page.screenshot({ clip: { x: 740, y: 330, width: 200, height: 200 } });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let hits = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (data[i]! > 150 && data[i + 1]! < 80 && data[i + 2]! > 120) hits += 1;
  }
  return hits / (data.length / 3);
}

describe('maps added by their address, in Chromium', () => {
  it('adds a tile layer, opens its map page and draws its tiles with the opacity chosen', async () => {
    const page = await signedInAt('/upload');
    const form = page.getByTestId('remote-layer-form');
    await form.waitFor({ timeout: 20_000 });
    await page.getByTestId('remote-layer-url').fill(tileTemplate());
    await page.getByTestId('remote-layer-title').fill('Magenta test tiles');
    await page.getByTestId('remote-layer-submit').click();
    await expect
      .poll(() => new URL(page.url()).pathname, { timeout: 30_000 })
      .toMatch(/^\/maps\/magenta-test-tiles/);
    await expect
      .poll(() => page.getByTestId('listing-detail').textContent(), { timeout: 30_000 })
      .toContain('Magenta test tiles');
    await expect.poll(() => magentaShare(page), { timeout: 30_000 }).toBeGreaterThan(0.5);
    expect(tileRequests).toBeGreaterThan(0);
    writeFileSync(path.join(RESULTS, 'layer-tiles.png'), await page.screenshot());
    await page.getByTestId('listing-opacity').fill('0');
    await expect.poll(() => magentaShare(page), { timeout: 10_000 }).toBeLessThan(0.01);
    // Shared by email from the map page (R-243; no SMTP_URL here, so it goes to the outbox).
    await page.getByTestId('listing-share-open').click();
    await page.getByTestId('listing-share-emails').fill('friend@example.org');
    await page.getByTestId('listing-share-send').click();
    await expect
      .poll(() => page.getByTestId('listing-action-message').textContent(), { timeout: 45_000 })
      .toBe('Shared with 1 person.');
    await page.close();
  });

  it("refuses a private network address with the server's reason and creates nothing", async () => {
    const before = (await (
      await fetch(`http://localhost:${e2e.server.port}/v1/listings?limit=1&listingTypes=TILE_LAYER`)
    ).json()) as { total: number };
    const page = await signedInAt('/upload');
    await page.getByTestId('remote-layer-url').fill('http://10.0.0.1/{z}/{x}/{y}.png');
    await page.getByTestId('remote-layer-title').fill('Inside');
    await page.getByTestId('remote-layer-submit').click();
    const error = page.getByTestId('remote-layer-error');
    await expect.poll(() => error.count(), { timeout: 30_000 }).toBe(1);
    expect((await error.textContent())?.length).toBeGreaterThan(10);
    writeFileSync(path.join(RESULTS, 'layer-refused.png'), await page.screenshot());
    const after = (await (
      await fetch(`http://localhost:${e2e.server.port}/v1/listings?limit=1&listingTypes=TILE_LAYER`)
    ).json()) as { total: number };
    expect(after.total).toBe(before.total);
    await page.close();
  });
});
