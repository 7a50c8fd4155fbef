// Layers added by their address and failed uploads, in Chromium against the real API server:
// a WMS layer keeps the small extent its capabilities give (hovering far outside it pops nothing),
// the product's own WMS draws as a layer (no TIME: the advertised default, the latest scenes), a
// layer whose server answers errors says so, and a truncated GeoTIFF fails in plain words while
// the dialog keeps what was typed and enforces the title's limit.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAtlasHarness } from './harness';
import { ROOT, freePort } from './server';

const WRITER = { email: 'ada@unfurl.example', password: 'unfurl-demo' };
/** The test WMS's layers cover this small box in the Atlantic, where no demo listing is. */
const OCEAN_BOX = [-30.3, 20.1, -30.0, 20.3] as const;
const BROKEN_REASON = 'The tile database of layer broken is offline';
const FIXTURE = path.join(ROOT, 'libs/api/listing-processing/test-fixtures/s2-29rkh-pvi.tif');

let wms: Server | undefined;

const capabilities = () => `<?xml version="1.0" encoding="UTF-8"?>
<WMS_Capabilities version="1.3.0" xmlns="http://www.opengis.net/wms" xmlns:xlink="http://www.w3.org/1999/xlink">
  <Service><Name>WMS</Name><Title>Ocean test WMS</Title></Service>
  <Capability>
    <Request>
      <GetMap><Format>image/png</Format>
        <DCPType><HTTP><Get><OnlineResource xlink:href="${wmsUrl()}"/></Get></HTTP></DCPType>
      </GetMap>
    </Request>
    <Layer>
      <Title>Root without an extent of its own</Title>
      <CRS>EPSG:3857</CRS>
      <Layer>
        <Title>Ocean group</Title>
        <EX_GeographicBoundingBox>
          <westBoundLongitude>${OCEAN_BOX[0]}</westBoundLongitude>
          <eastBoundLongitude>${OCEAN_BOX[2]}</eastBoundLongitude>
          <southBoundLatitude>${OCEAN_BOX[1]}</southBoundLatitude>
          <northBoundLatitude>${OCEAN_BOX[3]}</northBoundLatitude>
        </EX_GeographicBoundingBox>
        <Layer><Name>ocean</Name><Title>Ocean</Title></Layer>
        <Layer><Name>broken</Name><Title>Broken</Title></Layer>
      </Layer>
    </Layer>
  </Capability>
</WMS_Capabilities>`;

const exception = (text: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ServiceExceptionReport version="1.3.0" xmlns="http://www.opengis.net/ogc">
  <ServiceException code="LayerNotDefined">${text}</ServiceException>
</ServiceExceptionReport>`;

const e2e = useAtlasHarness({
  async before() {
    const server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const params = new Map([...url.searchParams].map(([k, v]) => [k.toUpperCase(), v]));
      const cors = { 'access-control-allow-origin': '*' };
      if (url.pathname === '/tiles' || /^\/tiles\//.test(url.pathname)) {
        void sharp({ create: { width: 256, height: 256, channels: 3, background: '#e600c8' } })
          .png()
          .toBuffer()
          .then((png) =>
            response.writeHead(200, { 'content-type': 'image/png', ...cors }).end(png),
          );
      } else if (params.get('REQUEST')?.toLowerCase() === 'getcapabilities') {
        response.writeHead(200, { 'content-type': 'text/xml', ...cors }).end(capabilities());
      } else if (params.get('LAYERS') === 'broken') {
        response
          .writeHead(400, { 'content-type': 'application/vnd.ogc.se_xml', ...cors })
          .end(exception(BROKEN_REASON));
      } else {
        const width = Number(params.get('WIDTH') ?? 256);
        const height = Number(params.get('HEIGHT') ?? 256);
        void sharp({ create: { width, height, channels: 3, background: '#00c8e6' } })
          .png()
          .toBuffer()
          .then((png) =>
            response.writeHead(200, { 'content-type': 'image/png', ...cors }).end(png),
          );
      }
    });
    wms = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    // The API's own port too: one test draws the product's own WMS as a layer (a plain host
    // entry allows only ports 80 and 443).
    const apiPort = await freePort();
    return {
      port: apiPort,
      env: {
        REMOTE_LAYER_ALLOWED_HOSTS: `127.0.0.1:${port} localhost:${port} localhost:${apiPort}`,
      },
    };
  },
  after: () => new Promise<void>((resolve) => (wms ? wms.close(() => resolve()) : resolve())),
});

const wmsUrl = () => `http://127.0.0.1:${(wms!.address() as AddressInfo).port}/wms`;

async function signedInAt(pathname: string): Promise<Page> {
  const { page } = await e2e.open(e2e.at('/'));
  await page.getByTestId('sign-in-button').click();
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(WRITER.email);
  await form.getByLabel('Password').fill(WRITER.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.getByTestId('sign-in-form').count(), { timeout: 45_000 }).toBe(0);
  await page.goto(e2e.at(pathname));
  return page;
}

interface Created {
  readonly listingId: number;
  readonly layer: { readonly bbox: readonly number[] };
}

/** Fills the add-by-address form and returns the server's answer once the map page opens. */
async function addLayer(
  page: Page,
  fields: { type: string; url: string; layer?: string; title: string },
): Promise<Created> {
  await page.getByTestId('remote-layer-form').waitFor({ timeout: 30_000 });
  await page.getByTestId('remote-layer-type').selectOption(fields.type);
  await page.getByTestId('remote-layer-url').fill(fields.url);
  if (fields.layer) await page.getByTestId('remote-layer-name').fill(fields.layer);
  await page.getByTestId('remote-layer-title').fill(fields.title);
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/v1/listings/remote-layer') && r.request().method() === 'POST',
    { timeout: 60_000 },
  );
  await page.getByTestId('remote-layer-submit').click();
  const response = await answer;
  expect(response.status()).toBe(201);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/maps\//);
  return (await response.json()) as Created;
}

/** The map's middle third (inside the listing once the map page has flown to it). */
async function mapMiddle(page: Page): Promise<Buffer> {
  const box = await page.locator('[data-testid="atlas-map"]').boundingBox();
  if (!box) throw new Error('map not visible');
  const clip = {
    x: box.x + box.width / 3,
    y: box.y + box.height / 3,
    width: box.width / 3,
    height: box.height / 3,
  };
  return page.screenshot({ clip });
}

async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('layers added by their address, and failed uploads, in Chromium', () => {
  it('a WMS layer keeps the small extent of its capabilities: hovering far outside pops nothing', async () => {
    const page = await signedInAt('/upload');
    const created = await addLayer(page, {
      type: 'WMS',
      url: wmsUrl(),
      layer: 'ocean',
      title: 'Ocean box layer',
    });
    expect(created.layer.bbox).toEqual([...OCEAN_BOX]);
    // An XYZ layer without any extent takes the area the map showed (far away in the Indian
    // Ocean), never the world.
    await page.goto(e2e.at('/upload?pos=-40,90,9'));
    const tiles = await addLayer(page, {
      type: 'TILE_LAYER',
      url: `http://127.0.0.1:${(wms!.address() as AddressInfo).port}/tiles/{z}/{x}/{y}.png`,
      title: 'Ocean tiles in view',
    });
    const [west, south, east, north] = tiles.layer.bbox as [number, number, number, number];
    expect(east - west).toBeLessThan(10);
    expect(north - south).toBeLessThan(10);
    expect(west).toBeLessThan(90);
    expect(east).toBeGreaterThan(90);

    // On the browsing map, zoomed so the box is about 110 px wide: inside pops its title, a point
    // 400 px away pops nothing.
    await page.goto(e2e.at('/?pos=20.2,-30.15,9'));
    const map = page.locator('[data-testid="atlas-map"]');
    await map.locator('canvas').first().waitFor({ timeout: 30_000 });
    const box = await map.boundingBox();
    if (!box) throw new Error('map not visible');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const popup = page.getByTestId('mini-popup');
    await expect
      .poll(
        async () => {
          await page.mouse.move(cx + 1, cy + 1);
          await page.mouse.move(cx, cy);
          return popup.count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await e2e.shot(page, 'layers-upload-inside.png');
    for (const [dx, dy] of [
      [-380, 0],
      [0, 300],
      [370, -250],
    ] as const) {
      await page.mouse.move(cx + dx, cy + dy, { steps: 4 });
      await expect.poll(() => popup.count(), { timeout: 10_000 }).toBe(0);
    }
    await e2e.shot(page, 'layers-upload-outside.png');
    await page.context().close();
  });

  it("the product's own WMS draws as a layer: no TIME means the latest scenes", async () => {
    // The Sentinel-2 sample (29RKH, 2020-02-19) covers -11.6..-11.2 E, 24.5..24.9 N.
    const page = await signedInAt('/upload?pos=24.7,-11.4,11');
    const created = await addLayer(page, {
      type: 'WMS',
      url: `http://localhost:${e2e.server.port}/imagery/wms`,
      layer: 'TRUE_COLOR',
      title: 'Unfurl true colour',
    });
    // The service advertises the world; the layer takes the area shown, not the whole map.
    const [west, , east] = created.layer.bbox as [number, number, number, number];
    expect(east - west).toBeLessThan(5);
    const getMap = await page.waitForResponse(
      (r) => r.url().includes('/imagery/wms') && /REQUEST=GetMap/i.test(r.url()),
      { timeout: 60_000 },
    );
    expect(getMap.status()).toBe(200);
    expect(new URL(getMap.url()).searchParams.has('TIME')).toBe(false);
    await page.getByTestId('listing-opacity').waitFor({ timeout: 30_000 });
    // Pixels: the layer at full opacity differs from the same view with the layer hidden.
    await expect
      .poll(
        async () => {
          await page.getByTestId('listing-opacity').fill('100');
          const shown = await mapMiddle(page);
          await page.getByTestId('listing-opacity').fill('0');
          const hidden = await mapMiddle(page);
          await page.getByTestId('listing-opacity').fill('100');
          return meanDifference(shown, hidden);
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThan(15);
    await e2e.shot(page, 'layers-upload-own-wms.png');
    await page.context().close();
  });

  it("a layer whose server answers errors shows a message with the layer and the server's reason", async () => {
    const page = await signedInAt('/upload');
    await addLayer(page, { type: 'WMS', url: wmsUrl(), layer: 'broken', title: 'Broken ocean' });
    // Shown once with the layer's title and the server's own words (a toast at the top right).
    const toast = page.getByTestId('toast').filter({ hasText: BROKEN_REASON });
    await expect.poll(() => toast.count(), { timeout: 60_000 }).toBe(1);
    expect(await toast.textContent()).toContain('Broken ocean');
    expect(await toast.isVisible()).toBe(true);
    await e2e.shot(page, 'layers-upload-broken.png');
    await page.context().close();
  });

  it('a demo layer or GIF whose own layer cannot load is drawn as its preview, with a notice', async () => {
    // A generated demo listing: the WMS layers the tests above added have their description.
    const demoOf = async (type: string) => {
      const answer = await fetch(e2e.at(`/v1/listings?listingTypes=${type}&limit=50`));
      const { listings } = (await answer.json()) as {
        listings: { id: number; seoTitle: string }[];
      };
      for (const listing of listings) {
        if (type !== 'WMS') return listing;
        const layer = await fetch(e2e.at(`/v1/listings/${listing.id}/remote-layer`));
        if (layer.status === 404) return listing;
      }
      return undefined;
    };
    for (const type of ['WMS', 'GIF']) {
      const listing = await demoOf(type);
      expect(listing).toBeDefined();
      const { context, page } = await e2e.open(e2e.at('/'));
      const preview = page.waitForResponse(
        (r) =>
          r.url().includes(`/listing-preview/${listing!.id}`) &&
          r.url().includes('size=medium') &&
          r.status() === 200,
        { timeout: 60_000 },
      );
      await page.goto(e2e.at(`/maps/${listing!.seoTitle}`));
      await page.getByTestId('listing-detail').waitFor({ timeout: 30_000 });
      await preview;
      const toasts = page.getByTestId('toast');
      await expect
        .poll(() => toasts.allTextContents(), { timeout: 30_000 })
        .toContainEqual(expect.stringContaining('its preview is shown instead'));
      expect((await toasts.allTextContents()).join(' ')).not.toContain('can not be displayed');
      await e2e.shot(page, `layers-upload-preview-only-${type.toLowerCase()}.png`);
      await context.close();
    }
  });

  it('a truncated GeoTIFF fails in plain words and the dialog keeps what was typed', async () => {
    const page = await signedInAt('/upload');
    const whole = readFileSync(FIXTURE);
    const truncated = path.join(os.tmpdir(), `unfurl-truncated-${process.pid}.tif`);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await page.getByTestId('upload-file').setInputFiles(truncated);
    // The title's limit (200) holds in the input: a 201st character cannot be typed.
    const title = page.getByTestId('upload-title');
    await title.fill('x'.repeat(199));
    await title.press('End');
    await title.pressSequentially('yz');
    expect((await title.inputValue()).length).toBe(200);
    await title.fill('Coast of Tarfaya');
    await page.getByTestId('upload-description').fill('A scene cut short on the way.');
    await page.getByTestId('upload-tags').fill('#coast, sentinel');
    await page.getByTestId('upload-submit').click();
    const toast = page.getByTestId('toast');
    await expect.poll(() => toast.allTextContents(), { timeout: 90_000 }).not.toEqual([]);
    const words = (await toast.allTextContents()).join(' ');
    expect(words).toMatch(/incomplete|damaged|cut short/i);
    expect(words).not.toMatch(/gdal|TIFFRead|scanline|ERROR \d/i);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await e2e.shot(page, 'layers-upload-truncated.png');
    // Opening the dialog again shows what was typed for the next try.
    await page.goto(e2e.at('/upload'));
    await expect.poll(() => page.getByTestId('upload-title').inputValue()).toBe('Coast of Tarfaya');
    expect(await page.getByTestId('upload-description').inputValue()).toBe(
      'A scene cut short on the way.',
    );
    expect(await page.getByTestId('upload-tags').inputValue()).toBe('#coast, sentinel');
    await e2e.shot(page, 'layers-upload-kept.png');
    await page.context().close();
  });
});
