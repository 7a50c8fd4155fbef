import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpServer } from '@unfurl/api-http';
import type { TypedApp } from '@unfurl/api-http';
import type { Db } from '@unfurl/api-db';
import { openTemplatedPgliteDb } from '@unfurl/api-db/testing';
import { pointTransform } from '../cog/crs';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { findGdalwarp } from '../gdal/gdal-reference';
import { imageryRoutes } from '../routes/imagery.routes';
import { SAMPLE_RASTER_DIR } from '../sample-data';

// GeoTIFF output checked by GDAL itself: gdalinfo -json for the CRS, geotransform, bands and
// types; gdal_translate to raw ENVI for the pixel values, compared with the PNG of the same request.

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'GDAL not found (apt-get install gdal-bin): GeoTIFF GDAL tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}

let app: TypedApp;
let db: Db;
let base: string;
const dir = mkdtempSync(join(tmpdir(), 'unfurl-geotiff-'));

beforeAll(async () => {
  db = await openTemplatedPgliteDb();
  app = createHttpServer({ logger: false });
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  // The default in-memory cache: the format must be part of its key.
  await app.register(imageryRoutes, { prefix: '/imagery', db, provider });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Straddles the western edge of the Sentinel-2 sample (29RKH, 2020-02-19): part no data. */
const BBOX = [-12.05, 24.55, -11.85, 24.7] as const;
const [WIDTH, HEIGHT] = [160, 120];
const DAY = { from: '2020-02-19T00:00:00Z', to: '2020-02-19T23:59:59Z' };

interface GdalInfo {
  size: [number, number];
  geoTransform: number[];
  coordinateSystem: { wkt: string };
  stac?: { 'proj:epsg'?: number };
  bands: { type: string; colorInterpretation: string; noDataValue?: number | string }[];
  metadata: Record<string, Record<string, string>>;
}

let files = 0;
function save(bytes: Buffer, ext: string): string {
  const file = join(dir, `image-${files++}.${ext}`);
  writeFileSync(file, bytes);
  return file;
}

function gdalinfo(tiff: Buffer): GdalInfo {
  return JSON.parse(execFileSync('gdalinfo', ['-json', save(tiff, 'tif')], { encoding: 'utf8' }));
}

/** Every band's samples as GDAL reads them (band-sequential Float64 through gdal_translate). */
function gdalSamples(tiff: Buffer): Float64Array {
  const out = join(dir, `raw-${files++}.bin`);
  const args = ['-q', '-of', 'ENVI', '-co', 'INTERLEAVE=BSQ', '-ot', 'Float64'];
  execFileSync('gdal_translate', [...args, save(tiff, 'tif'), out]);
  const bytes = readFileSync(out);
  return new Float64Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 8);
}

async function pngRgba(png: Buffer): Promise<Buffer> {
  return (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;
}

async function generate(body: Record<string, unknown>) {
  const res = await fetch(`${base}/imagery/generate-image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ bbox: BBOX, timeRange: DAY, satellite: 'sentinel-2-l2a', ...body }),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The geotransform of a [w, s, e, n] box (in the CRS) over width × height pixels. */
const geoTransformOf = (box: readonly number[], width: number, height: number) => [
  box[0]!,
  (box[2]! - box[0]!) / width,
  0,
  box[3]!,
  0,
  -(box[3]! - box[1]!) / height,
];

function expectGeoTransform(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(6);
  // Within 1e-9 relative (degrees, or Mercator metres after a lon/lat round trip).
  expected.forEach((v, i) => {
    expect(Math.abs(actual[i]! - v)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(v)));
  });
}

const script = (output: string, pixel: string) => `//VERSION=3
function setup() {
  return { input: ['B02', 'B03', 'B04', 'B08', 'dataMask'], output: ${output} };
}
function evaluatePixel(s) { return ${pixel}; }`;

describe.skipIf(!gdal)('GeoTIFF output checked with GDAL (2§7, R-445)', () => {
  it('generate-image True Color: EPSG:4326, the box as geotransform, RGB + alpha bytes equal to the PNG', async () => {
    const tiff = await generate({ width: WIDTH, height: HEIGHT, contentType: 'image/tiff' });
    expect(tiff.res.status, tiff.bytes.toString().slice(0, 300)).toBe(200);
    expect(tiff.res.headers.get('content-type')).toBe('image/tiff');
    expect(tiff.res.headers.get('x-imagery-cache')).toBe('miss');
    const info = gdalinfo(tiff.bytes);
    expect(info.stac?.['proj:epsg']).toBe(4326);
    expect(info.coordinateSystem.wkt).toMatch(/ID\["EPSG",4326\]\]$/);
    expect(info.size).toEqual([WIDTH, HEIGHT]);
    expectGeoTransform(info.geoTransform, geoTransformOf(BBOX, WIDTH, HEIGHT));
    expect(info.bands.map((b) => [b.type, b.colorInterpretation])).toEqual([
      ['Byte', 'Red'],
      ['Byte', 'Green'],
      ['Byte', 'Blue'],
      ['Byte', 'Alpha'],
    ]);
    expect(info.metadata['']?.['AREA_OR_POINT']).toBe('Area');

    const png = await generate({ width: WIDTH, height: HEIGHT, contentType: 'image/png' });
    expect(png.res.headers.get('x-imagery-cache')).toBe('miss');
    const rgba = await pngRgba(png.bytes);
    const bands = gdalSamples(tiff.bytes);
    const n = WIDTH * HEIGHT;
    let differ = 0;
    let transparent = 0;
    for (let p = 0; p < n; p++) {
      for (let b = 0; b < 4; b++) if (bands[b * n + p] !== rgba[p * 4 + b]) differ++;
      if (rgba[p * 4 + 3] === 0) transparent++;
    }
    expect(differ).toBe(0);
    // The box runs off the tile: the no-data part is transparent in both, the rest opaque.
    expect(transparent / n).toBeGreaterThan(0.1);
    expect(transparent / n).toBeLessThan(0.9);

    // The format is part of the cache key: the same request as GeoTIFF again is a hit, and it
    // is the GeoTIFF, not the PNG.
    const again = await generate({ width: WIDTH, height: HEIGHT, contentType: 'image/tiff' });
    expect(again.res.headers.get('x-imagery-cache')).toBe('hit');
    expect(again.res.headers.get('content-type')).toBe('image/tiff');
    expect(Buffer.compare(again.bytes, tiff.bytes)).toBe(0);
  });

  it('a FLOAT32 script keeps its float values, NaN (GDAL nodata) where dataMask is 0', async () => {
    const ndvi = '[(s.B08 - s.B04) / (s.B08 + s.B04)]';
    const tiff = await generate({
      width: WIDTH,
      height: HEIGHT,
      contentType: 'image/tiff',
      evalscript: script(`{ bands: 1, sampleType: 'FLOAT32' }`, ndvi),
    });
    expect(tiff.res.status, tiff.bytes.toString().slice(0, 300)).toBe(200);
    const info = gdalinfo(tiff.bytes);
    expect(info.bands).toHaveLength(1);
    expect(info.bands[0]).toMatchObject({ type: 'Float32', noDataValue: 'NaN' });
    expect(info.stac?.['proj:epsg']).toBe(4326);
    expectGeoTransform(info.geoTransform, geoTransformOf(BBOX, WIDTH, HEIGHT));

    // The same script as AUTO (0..1 → 0..255) in a PNG: each float is that byte before rounding.
    const png = await generate({
      width: WIDTH,
      height: HEIGHT,
      contentType: 'image/png',
      evalscript: script(`{ bands: 1, sampleType: 'AUTO' }`, ndvi),
    });
    const rgba = await pngRgba(png.bytes);
    const values = gdalSamples(tiff.bytes);
    let differ = 0;
    let nodata = 0;
    let fractional = 0;
    for (let p = 0; p < WIDTH * HEIGHT; p++) {
      const v = values[p]!;
      if (rgba[p * 4 + 3] === 0) {
        if (Number.isNaN(v)) nodata++;
        else differ++;
        continue;
      }
      const auto = Math.min(255, Math.max(0, Math.round(Math.fround(v) * 255)));
      if (auto !== rgba[p * 4]) differ++;
      if (v > 0 && v < 1 && Math.abs(v * 255 - Math.round(v * 255)) > 0.01) fractional++;
    }
    expect(differ).toBe(0);
    expect(nodata).toBeGreaterThan(WIDTH * HEIGHT * 0.1);
    // Real floats, not bytes in disguise.
    expect(fractional).toBeGreaterThan(WIDTH * HEIGHT * 0.3);
  });

  it('a UINT16 script keeps 16-bit bands plus an alpha band of 65535 / 0', async () => {
    const tiff = await generate({
      width: WIDTH,
      height: HEIGHT,
      contentType: 'image/tiff',
      evalscript: script(
        `{ bands: 3, sampleType: 'UINT16' }`,
        '[s.B04 * 10000, s.B03 * 10000, s.B02 * 10000]',
      ),
    });
    expect(tiff.res.status, tiff.bytes.toString().slice(0, 300)).toBe(200);
    const info = gdalinfo(tiff.bytes);
    expect(info.bands.map((b) => [b.type, b.colorInterpretation])).toEqual([
      ['UInt16', 'Red'],
      ['UInt16', 'Green'],
      ['UInt16', 'Blue'],
      ['UInt16', 'Alpha'],
    ]);
    expect(info.stac?.['proj:epsg']).toBe(4326);
    expectGeoTransform(info.geoTransform, geoTransformOf(BBOX, WIDTH, HEIGHT));
    // The same reflectances as display bytes (2.5 × reflectance, AUTO) in a PNG.
    const png = await generate({
      width: WIDTH,
      height: HEIGHT,
      contentType: 'image/png',
      evalscript: script(
        `{ bands: 3, sampleType: 'AUTO' }`,
        '[s.B04 * 2.5, s.B03 * 2.5, s.B02 * 2.5]',
      ),
    });
    const rgba = await pngRgba(png.bytes);
    const bands = gdalSamples(tiff.bytes);
    const n = WIDTH * HEIGHT;
    let over1 = 0;
    let large = 0;
    for (let p = 0; p < n; p++) {
      expect(bands[3 * n + p]).toBe(rgba[p * 4 + 3] === 0 ? 0 : 65535);
      if (rgba[p * 4 + 3] === 0) continue;
      for (let b = 0; b < 3; b++) {
        const dn = bands[b * n + p]!;
        if (dn > 255) large++;
        const auto = Math.min(255, Math.round((dn / 10000) * 2.5 * 255));
        if (Math.abs(auto - rgba[p * 4 + b]!) > 1) over1++;
      }
    }
    expect(over1).toBe(0);
    expect(large).toBeGreaterThan(n); // 16-bit values, not clamped to a byte
  });

  it('WMS FORMAT=image/tiff in EPSG:3857: Web Mercator geokeys, BBOX as geotransform, bytes equal to the PNG', async () => {
    const toMerc = pointTransform(4326, 3857);
    const [x0, y0] = toMerc(BBOX[0], BBOX[1]);
    const [x1, y1] = toMerc(BBOX[2], BBOX[3]);
    const query = (format: string) =>
      new URLSearchParams({
        SERVICE: 'WMS',
        VERSION: '1.3.0',
        REQUEST: 'GetMap',
        LAYERS: 'TRUE_COLOR',
        TIME: '2020-02-19',
        CRS: 'EPSG:3857',
        BBOX: [x0, y0, x1, y1].join(','),
        WIDTH: '128',
        HEIGHT: '96',
        FORMAT: format,
      }).toString();
    const tiffRes = await fetch(`${base}/imagery/wms?${query('image/tiff')}`);
    expect(tiffRes.status).toBe(200);
    expect(tiffRes.headers.get('content-type')).toBe('image/tiff');
    const tiff = Buffer.from(await tiffRes.arrayBuffer());
    const info = gdalinfo(tiff);
    expect(info.stac?.['proj:epsg']).toBe(3857);
    expect(info.coordinateSystem.wkt).toContain('WGS 84 / Pseudo-Mercator');
    expect(info.size).toEqual([128, 96]);
    expectGeoTransform(info.geoTransform, geoTransformOf([x0, y0, x1, y1], 128, 96));
    expect(info.bands.at(-1)?.colorInterpretation).toBe('Alpha');

    const pngRes = await fetch(`${base}/imagery/wms?${query('image/png')}`);
    const rgba = await pngRgba(Buffer.from(await pngRes.arrayBuffer()));
    const bands = gdalSamples(tiff);
    const n = 128 * 96;
    expect(bands.length).toBe(4 * n);
    let differ = 0;
    for (let p = 0; p < n; p++) {
      for (let b = 0; b < 4; b++) if (bands[b * n + p] !== rgba[p * 4 + b]) differ++;
    }
    expect(differ).toBe(0);

    // A tile with no scene under it is a transparent GeoTIFF, still georeferenced.
    const empty = await fetch(
      `${base}/imagery/wms?${query('image/tiff').replace(/BBOX=[^&]+/, 'BBOX=0%2C0%2C10000%2C10000')}`,
    );
    expect(empty.status).toBe(200);
    const emptyTiff = Buffer.from(await empty.arrayBuffer());
    const emptyInfo = gdalinfo(emptyTiff);
    expect(emptyInfo.stac?.['proj:epsg']).toBe(3857);
    expectGeoTransform(emptyInfo.geoTransform, geoTransformOf([0, 0, 10000, 10000], 128, 96));
    expect(gdalSamples(emptyTiff).every((v) => v === 0)).toBe(true);

    const bad = await fetch(`${base}/imagery/wms?${query('image/webp')}`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('image/tiff');
  });
});
