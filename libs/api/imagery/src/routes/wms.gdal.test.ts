import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { pointTransform } from '../cog/crs';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { findGdalwarp } from '../gdal/gdal-reference';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { imageryRoutes } from './imagery.routes';

// The image map read by a real WMS client: GDAL's WMS driver finds the layers in the
// capabilities and draws a layer through GetMap requests of its own making (its tiling, its
// parameters), which must match our own rendering of the same box.

const run = promisify(execFile);
const gdal = findGdalwarp();
if (!gdal) {
  const message = 'GDAL not found (apt-get install gdal-bin): WMS client tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}

let app: TypedApp;
let db: Db;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'unfurl-wms-gdal-'));

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider, cache: false });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Inside the Sentinel-2 sample (29RKH, 2020-02-19), in Web Mercator metres. */
const toMerc = pointTransform(4326, 3857);
const [X0, Y0] = toMerc(-11.6, 24.6);
const [X1, Y1] = toMerc(-11.2, 25.0);
const SIZE = 256;

async function meanRgb(png: Buffer): Promise<number[]> {
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += 3) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
  return sum.map((s) => s / (data.length / 3));
}

describe.skipIf(!gdal)("GDAL's WMS driver as the client of /imagery/wms", () => {
  it('finds every layer in the 1.3.0 capabilities, in EPSG:3857', async () => {
    const { stdout } = await run('gdalinfo', [
      `WMS:${base}/imagery/wms?SERVICE=WMS&REQUEST=GetCapabilities&VERSION=1.3.0`,
    ]);
    const names = [...stdout.matchAll(/SUBDATASET_\d+_NAME=(.*)/g)].map((m) => m[1]!);
    const layers = names.map((n) => new URL(n.slice('WMS:'.length)).searchParams.get('LAYERS'));
    expect(layers).toEqual(expect.arrayContaining(['TRUE_COLOR', 'NDVI', 's2-geology']));
    expect(names[0]).toContain('CRS=EPSG:3857');
  }, 60_000);

  it('negotiates WMS 1.1.1 for a client that asks for it (SRS, LatLonBoundingBox)', async () => {
    const { stdout } = await run('gdalinfo', [
      `WMS:${base}/imagery/wms?SERVICE=WMS&REQUEST=GetCapabilities&VERSION=1.1.1`,
    ]);
    const names = [...stdout.matchAll(/SUBDATASET_\d+_NAME=(.*)/g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(6);
    const first = new URL(names[0]!.slice('WMS:'.length)).searchParams;
    expect([first.get('VERSION'), first.get('SRS'), first.get('LAYERS')]).toEqual([
      '1.1.1',
      'EPSG:3857',
      'TRUE_COLOR',
    ]);
  }, 60_000);

  it('draws True Color of the sample day as our own GetMap draws it', async () => {
    const layer = `WMS:${base}/imagery/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=TRUE_COLOR&CRS=EPSG:3857&BBOX=-20037508.342789,-20037508.342789,20037508.342789,20037508.342789&TIME=2020-02-19&FORMAT=image/png`;
    const out = join(dir, 'gdal.png');
    const window = [X0, Y1, X1, Y0].map(String);
    await run(
      'gdal_translate',
      ['-q', '-of', 'PNG', '-outsize', `${SIZE}`, `${SIZE}`].concat([
        '-projwin',
        ...window,
        layer,
        out,
      ]),
    );
    const drawn = readFileSync(out);
    const stats = await sharp(drawn).stats();
    expect(stats.channels.slice(0, 3).every((c) => c.max - c.min > 40)).toBe(true);

    const ours = await app.inject({
      method: 'GET',
      url: `/imagery/wms?SERVICE=WMS&VERSION=1.3.0&REQUEST=GetMap&LAYERS=TRUE_COLOR&CRS=EPSG:3857&TIME=2020-02-19&FORMAT=image/png&WIDTH=${SIZE}&HEIGHT=${SIZE}&BBOX=${[X0, Y0, X1, Y1].join(',')}`,
    });
    expect(ours.statusCode).toBe(200);
    // GDAL reads through its own tile grid and resamples, so compare the picture, not pixels.
    const [a, b] = [await meanRgb(drawn), await meanRgb(ours.rawPayload)];
    for (let c = 0; c < 3; c++) expect(Math.abs(a[c]! - b[c]!)).toBeLessThan(6);
  }, 120_000);
});
