import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_MERCATOR_RADIUS, mercatorXToLon, mercatorYToLat } from '@unfurl/domain';
import type { GdalRunner } from '../gdal/gdal-runner';
import { createNativeGdal } from '../gdal/native-gdal';
import { createWasmGdal } from '../gdal/wasm-gdal';
import { PROCESSING_ERROR_CODE, isProcessingError } from '../processing-error';
import { cornersOf, listFolder, referenceInfo, tempFolder } from '../test-support/fixtures';
import { processGif } from './process-gif';
import { processWorldFileImage } from './process-image';
import { processListingFile } from './process-listing-file';

let folder: Awaited<ReturnType<typeof tempFolder>>;
const backends: Record<'native' | 'wasm', GdalRunner> = {
  native: createNativeGdal(),
  wasm: createWasmGdal(),
};
const path = (name: string) => join(folder.dir, name);

// A 300 × 200 PNG over Lisbon in EPSG:3857 with 20 m pixels; the world file names pixel centres.
const UL = { x: -1_020_000, y: 4_690_000 };
const PGW = `20.0\n0.0\n0.0\n-20.0\n${UL.x + 10}\n${UL.y - 10}\n`;

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProcessingError(error))
    throw new Error(`expected a ProcessingError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  folder = await tempFolder();
  const gradient = Buffer.alloc(300 * 200 * 3);
  for (let i = 0; i < 300 * 200; i += 1) {
    gradient[i * 3] = i % 300;
    gradient[i * 3 + 1] = Math.floor(i / 300);
    gradient[i * 3 + 2] = 128;
  }
  await sharp(gradient, { raw: { width: 300, height: 200, channels: 3 } })
    .png()
    .toFile(path('lisbon.png'));
  await writeFile(path('lisbon.pgw'), PGW);
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((background) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  await sharp(frames, { join: { animated: true } })
    .gif({ delay: [500, 500, 1000], loop: 0 })
    .toFile(path('weather.gif'));
});
afterAll(async () => {
  await backends.wasm.close();
  await folder.remove();
});

describe('PNG + world file in EPSG:3857', () => {
  it('gets the right footprint, keeps the image byte for byte and makes previews', async () => {
    const result = await processWorldFileImage({
      input: path('lisbon.png'),
      worldFile: { path: path('lisbon.pgw') },
      crs: 'EPSG:3857',
      outputDir: path('image'),
    });
    expect(result).toMatchObject({
      listingType: 'IMAGE',
      mimeType: 'image/png',
      crs: 'EPSG:3857',
      width: 300,
      height: 200,
    });
    const [w, s, e, n] = result.footprint.bbox;
    expect(w).toBeCloseTo(mercatorXToLon(UL.x), 6);
    expect(e).toBeCloseTo(mercatorXToLon(UL.x + 300 * 20), 6);
    expect(n).toBeCloseTo(mercatorYToLat(UL.y), 6);
    expect(s).toBeCloseTo(mercatorYToLat(UL.y - 200 * 20), 6);
    expect(w).toBeCloseTo(-9.1627, 3); // Lisbon
    expect(n).toBeCloseTo(38.7785, 3);
    expect(await readFile(join(path('image'), result.image))).toEqual(
      await readFile(path('lisbon.png')),
    );
    expect((await listFolder(path('image'))).sort()).toEqual([
      'image.png',
      'image.wld',
      'preview-medium.jpg',
      'preview-sharing.jpg',
      'preview-small.jpg',
    ]);
    expect((await sharp(join(path('image'), result.previews.small)).metadata()).width).toBe(256);
  });

  it.each(['native', 'wasm'] as const)(
    'with the %s backend, also makes a COG whose extent is the footprint',
    async (name) => {
      const out = path(`image-cog-${name}`);
      const result = await processWorldFileImage({
        input: path('lisbon.png'),
        worldFile: { text: PGW },
        crs: 'EPSG:3857',
        outputDir: out,
        gdal: backends[name],
      });
      expect(result.cog).toBe('map.tif');
      const cog = referenceInfo(join(out, 'map.tif'));
      expect(cog.metadata?.['IMAGE_STRUCTURE']?.['LAYOUT']).toBe('COG');
      expect(cog.geoTransform).toEqual([UL.x, 20, 0, UL.y, 0, -20]);
      const extent = cornersOf(cog.wgs84Extent?.coordinates[0] ?? []);
      const ours = cornersOf(result.footprint.polygon.coordinates[0] ?? []);
      for (const [x, y] of extent) {
        expect(ours.some(([a, b]) => Math.abs(a - x) < 1e-6 && Math.abs(b - y) < 1e-6)).toBe(true);
      }
    },
  );

  it('places the same numbers differently in EPSG:4326 and EPSG:3395', async () => {
    const jgw = '0.01\n0\n0\n-0.01\n10.005\n49.995\n';
    const jpeg = path('small.jpg');
    await sharp(path('lisbon.png')).jpeg().toFile(jpeg);
    const geographic = await processWorldFileImage({
      input: jpeg,
      worldFile: { text: jgw },
      crs: 'EPSG:4326',
      outputDir: path('image-4326'),
    });
    expect(geographic.mimeType).toBe('image/jpeg');
    expect(geographic.footprint.bbox).toEqual([10, 48, 13, 50]);
    const mercator = await processWorldFileImage({
      input: jpeg,
      worldFile: { text: '20\n0\n0\n-20\n10\n6000000\n' },
      crs: 'EPSG:3395',
      outputDir: path('image-3395'),
    });
    // World Mercator is on the WGS84 ellipsoid: y = 6,000,000 m lies north of Web Mercator's.
    const e = Math.sqrt(0.00669437999014);
    let phi = Math.PI / 4;
    for (let i = 0; i < 10; i += 1) {
      const t = Math.exp(-6_000_010 / WEB_MERCATOR_RADIUS); // the top edge, half a pixel up; a = R
      const s = e * Math.sin(phi);
      phi = Math.PI / 2 - 2 * Math.atan(t * ((1 - s) / (1 + s)) ** (e / 2));
    }
    expect(mercator.footprint.bbox[3]).toBeCloseTo((phi * 180) / Math.PI, 6);
    expect(mercator.footprint.bbox[3]).toBeGreaterThan(mercatorYToLat(6_000_000) + 0.1);
  });

  it('refuses a coordinate system outside the three, a bad world file, and a JPEG posing as PNG', async () => {
    const crs = await refusal(
      processWorldFileImage({
        input: path('lisbon.png'),
        worldFile: { text: PGW },
        crs: 'EPSG:27700',
        outputDir: path('bad-crs'),
      }),
    );
    expect(crs.code).toBe(PROCESSING_ERROR_CODE.unsupportedCrs);
    expect(crs.message).toBe(
      "The coordinate system 'EPSG:27700' is not one of EPSG:3395, EPSG:3857, EPSG:4326.",
    );
    await writeFile(path('bad.pgw'), '20\n0\n0\n-20\n');
    const world = await refusal(
      processWorldFileImage({
        input: path('lisbon.png'),
        worldFile: { path: path('bad.pgw') },
        crs: 'EPSG:3857',
        outputDir: path('bad-world'),
      }),
    );
    expect(world.code).toBe(PROCESSING_ERROR_CODE.invalidWorldFile);
    const posing = await refusal(
      processListingFile({
        input: path('small.jpg'),
        filename: 'map.png',
        outputDir: path('posing'),
        gdal: backends.native,
        placement: { worldFile: { text: PGW }, crs: 'EPSG:3857' },
      }),
    );
    expect(posing.message).toBe('The file is not a PNG image: its content is a JPEG image.');
    for (const name of ['bad-crs', 'bad-world', 'posing']) {
      expect(await stat(path(name)).catch(() => undefined)).toBeUndefined();
    }
  });
});

describe('a JPEG or PNG placed by hand (low-fi map)', () => {
  it('lies on the bounds given, keeps the image, writes no world file and no COG', async () => {
    const result = await processListingFile({
      input: path('lisbon.png'),
      filename: 'sketch.png',
      outputDir: path('lofi'),
      gdal: backends.native,
      placement: { bounds: [-9.2, 38.7, -9.1, 38.8] },
    });
    if (result.listingType !== 'IMAGE') throw new Error('expected an image');
    expect(result.footprint.bbox).toEqual([-9.2, 38.7, -9.1, 38.8]);
    expect(result.worldFile).toBeUndefined();
    expect(result.cog).toBeUndefined();
    expect(await listFolder(path('lofi'))).not.toContain('image.wld');
    const nowhere = await refusal(
      processListingFile({
        input: path('lisbon.png'),
        filename: 'sketch.png',
        outputDir: path('lofi-nowhere'),
        gdal: backends.native,
      }),
    );
    expect(nowhere.code).toBe(PROCESSING_ERROR_CODE.missingPlacement);
  });
});

describe('animated GIF maps', () => {
  it('keep every frame and their delays, placed by bounds; previews come from frame 0', async () => {
    const result = await processGif({
      input: path('weather.gif'),
      placement: { bounds: [-10, 35, 5, 44] },
      outputDir: path('gif'),
    });
    expect(result).toMatchObject({
      listingType: 'GIF',
      frames: 3,
      delaysMs: [500, 500, 1000],
      width: 64,
      height: 48,
    });
    expect(result.footprint.bbox).toEqual([-10, 35, 5, 44]);
    expect(result.footprint.wkt).toBe('POLYGON((-10 35, 5 35, 5 44, -10 44, -10 35))');
    const kept = join(path('gif'), result.gif);
    expect(await readFile(kept)).toEqual(await readFile(path('weather.gif')));
    expect((await sharp(kept).metadata()).pages).toBe(3);
    const stats = await sharp(join(path('gif'), result.previews.medium)).stats();
    expect(stats.channels[0]?.mean).toBeGreaterThan(200); // frame 0 is red
    expect(stats.channels[2]?.mean).toBeLessThan(40);
  });

  it('can be placed by a world file too, and need a placement', async () => {
    const placed = await processListingFile({
      input: path('weather.gif'),
      filename: 'weather.GIF',
      outputDir: path('gif-world'),
      gdal: backends.native,
      placement: { worldFile: { text: '0.5\n0\n0\n-0.5\n0.25\n59.75\n' }, crs: 'EPSG:4326' },
    });
    expect(placed.footprint.bbox).toEqual([0, 36, 32, 60]);
    const missing = await refusal(
      processListingFile({
        input: path('weather.gif'),
        filename: 'weather.gif',
        outputDir: path('gif-nowhere'),
        gdal: backends.native,
      }),
    );
    expect(missing.code).toBe(PROCESSING_ERROR_CODE.missingPlacement);
    const bounds = await refusal(
      processGif({
        input: path('weather.gif'),
        placement: { bounds: [5, 35, -10, 44] },
        outputDir: path('gif-bad-bounds'),
      }),
    );
    expect(bounds.code).toBe(PROCESSING_ERROR_CODE.missingPlacement);
    expect(await stat(path('gif-bad-bounds')).catch(() => undefined)).toBeUndefined();
  });
});
