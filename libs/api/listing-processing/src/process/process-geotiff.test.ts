import { execFileSync } from 'node:child_process';
import { copyFile, open, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GdalRunner } from '../gdal/gdal-runner';
import { createNativeGdal } from '../gdal/native-gdal';
import { createWasmGdal } from '../gdal/wasm-gdal';
import { PROCESSING_ERROR_CODE, isProcessingError } from '../processing-error';
import {
  FIXTURES,
  cornersOf,
  listFolder,
  referenceInfo,
  tempFolder,
} from '../test-support/fixtures';
import { processGeoTiff } from './process-geotiff';
import { processListingFile } from './process-listing-file';

let folder: Awaited<ReturnType<typeof tempFolder>>;
// One gdal3.js worker for the whole file: it takes about a second to start.
const backends: Record<'native' | 'wasm', GdalRunner> = {
  native: createNativeGdal(),
  wasm: createWasmGdal(),
};

beforeAll(async () => {
  folder = await tempFolder();
});
afterAll(async () => {
  await backends.wasm.close();
  await folder.remove();
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isProcessingError(error))
    throw new Error(`expected a ProcessingError, got ${String(error)}`);
  return error;
}

/** True when `point` is within `tolerance` degrees of one of `points`. */
const near = (point: [number, number], points: [number, number][], tolerance: number) =>
  points.some(
    ([x, y]) => Math.abs(x - point[0]) <= tolerance && Math.abs(y - point[1]) <= tolerance,
  );

describe.each(['native', 'wasm'] as const)('processGeoTiff with the %s GDAL backend', (name) => {
  const gdal = () => backends[name];
  const out = (what: string) => join(folder.dir, `${name}-${what}`);

  it('makes a valid COG (DEFLATE, tiled) of a plain GeoTIFF, with footprint and previews', async () => {
    const result = await processGeoTiff({
      input: FIXTURES.landsat,
      outputDir: out('landsat'),
      gdal: gdal(),
    });
    expect(result).toMatchObject({ listingType: 'COG', width: 379, height: 386, bands: 1 });
    expect(result.georeference).toBe('geotransform');
    const cog = referenceInfo(join(out('landsat'), result.cog));
    expect(cog.metadata?.['IMAGE_STRUCTURE']?.['LAYOUT']).toBe('COG');
    expect(cog.metadata?.['IMAGE_STRUCTURE']?.['COMPRESSION']).toBe('DEFLATE');
    expect(cog.size).toEqual([379, 386]);

    // Every corner gdalinfo reports (wgs84Extent) is a corner of our footprint, within 1e-6°.
    const reference = referenceInfo(FIXTURES.landsat).wgs84Extent?.coordinates[0] ?? [];
    const ours = cornersOf(result.footprint.polygon.coordinates[0] ?? []);
    expect(reference).toHaveLength(5);
    for (const corner of cornersOf(reference)) expect(near(corner, ours, 1e-6)).toBe(true);
    expect(result.footprint.bbox[0]).toBeCloseTo(-66.2079766, 5);
    expect(result.footprint.bbox[3]).toBeCloseTo(-1.845321, 5);

    const small = await sharp(join(out('landsat'), result.previews.small)).metadata();
    const medium = await sharp(join(out('landsat'), result.previews.medium)).metadata();
    const sharing = await sharp(join(out('landsat'), result.previews.sharing)).metadata();
    expect([small.format, small.width, small.height]).toEqual(['jpeg', 251, 256]);
    expect([medium.width, medium.height]).toEqual([503, 512]);
    expect([sharing.width, sharing.height]).toEqual([1200, 630]);
    // A real picture, not a flat fill: the stretched band has contrast.
    const stats = await sharp(join(out('landsat'), result.previews.medium)).stats();
    expect(stats.channels[0]?.stdev).toBeGreaterThan(20);
    expect((await listFolder(out('landsat'))).sort()).toEqual([
      'map.tif',
      'preview-medium.jpg',
      'preview-sharing.jpg',
      'preview-small.jpg',
    ]);
  });

  it('builds overviews for a raster larger than a tile', async () => {
    const result = await processGeoTiff({
      input: FIXTURES.sentinel2,
      outputDir: out('s2'),
      gdal: gdal(),
    });
    const cog = referenceInfo(join(out('s2'), result.cog));
    expect(cog.metadata?.['IMAGE_STRUCTURE']?.['LAYOUT']).toBe('COG');
    expect(cog.bands[0]?.overviews?.map((o) => o.size)).toEqual([[275, 275]]);
    const reference = referenceInfo(FIXTURES.sentinel2).wgs84Extent?.coordinates[0] ?? [];
    const ours = cornersOf(result.footprint.polygon.coordinates[0] ?? []);
    for (const corner of cornersOf(reference)) expect(near(corner, ours, 1e-6)).toBe(true);
  });

  it('keeps the colours of an RGB GeoTIFF in its previews', async () => {
    const result = await processGeoTiff({
      input: FIXTURES.sentinel2Rgb,
      outputDir: out('rgb'),
      gdal: gdal(),
    });
    const cog = referenceInfo(join(out('rgb'), result.cog));
    expect(cog.bands.map((b) => b.colorInterpretation)).toEqual(['Red', 'Green', 'Blue']);
    const stats = await sharp(join(out('rgb'), result.previews.small)).stats();
    expect(stats.channels).toHaveLength(3);
    expect(stats.isOpaque).toBe(true);
  });

  it('warps a raster placed by ground control points to EPSG:4326; footprint is their hull', async () => {
    const result = await processGeoTiff({
      input: FIXTURES.sentinel1Gcps,
      outputDir: out('s1'),
      gdal: gdal(),
    });
    expect(result.georeference).toBe('gcps');
    const cog = referenceInfo(join(out('s1'), result.cog));
    expect(cog.metadata?.['IMAGE_STRUCTURE']?.['LAYOUT']).toBe('COG');
    expect(cog.coordinateSystem?.wkt).toMatch(/ID\["EPSG",4326\]\]$/);
    expect(cog.bands.at(-1)?.colorInterpretation).toBe('Alpha');
    // The warped grid's extent and the GCP hull's bbox agree within a pixel (about 0.01°).
    const [west, south, east, north] = result.footprint.bbox;
    const extent = cog.wgs84Extent?.coordinates[0] ?? [];
    const lons = extent.map((p) => p[0] as number);
    const lats = extent.map((p) => p[1] as number);
    expect(Math.abs(Math.min(...lons) - west)).toBeLessThan(0.02);
    expect(Math.abs(Math.max(...lons) - east)).toBeLessThan(0.02);
    expect(Math.abs(Math.min(...lats) - south)).toBeLessThan(0.02);
    expect(Math.abs(Math.max(...lats) - north)).toBeLessThan(0.02);
    // South India, as the Sentinel-1 product says (75.6–78.2 °E, 9.2–11.2 °N).
    expect(west).toBeCloseTo(75.6, 1);
    expect(north).toBeCloseTo(11.19, 1);
  });

  it('warps a raster in a coordinate system the tiles cannot read (World Mercator) to EPSG:4326', async () => {
    const input = join(folder.dir, `${name}-world-mercator.tif`);
    execFileSync('gdalwarp', ['-q', '-t_srs', 'EPSG:3395', FIXTURES.landsat, input]);
    const result = await processGeoTiff({ input, outputDir: out('3395'), gdal: gdal() });
    expect(result.georeference).toBe('geotransform');
    const cog = referenceInfo(join(out('3395'), result.cog));
    expect(cog.metadata?.['IMAGE_STRUCTURE']?.['LAYOUT']).toBe('COG');
    expect(cog.coordinateSystem?.wkt).toMatch(/ID\["EPSG",4326\]\]$/);
    // The footprint is the input's, where gdalinfo puts it.
    const reference = referenceInfo(input).wgs84Extent?.coordinates[0] ?? [];
    const ours = cornersOf(result.footprint.polygon.coordinates[0] ?? []);
    for (const corner of cornersOf(reference)) expect(near(corner, ours, 1e-6)).toBe(true);
  });

  it('refuses a PNG renamed to .tif, and leaves nothing behind', async () => {
    const fake = join(folder.dir, `${name}-fake.tif`);
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888888' } })
      .png()
      .toFile(fake);
    const error = await refusal(
      processListingFile({
        input: fake,
        filename: 'my-map.tif',
        outputDir: out('fake'),
        gdal: gdal(),
      }),
    );
    expect(error.code).toBe(PROCESSING_ERROR_CODE.contentMismatch);
    expect(error.message).toBe('The file is not a TIFF image: its content is a PNG image.');
    expect(await stat(out('fake')).catch(() => undefined)).toBeUndefined();
  });

  it('refuses a TIFF that is not georeferenced', async () => {
    const plain = join(folder.dir, `${name}-plain.tif`);
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#884400' } })
      .tiff({ compression: 'deflate' })
      .toFile(plain);
    const error = await refusal(
      processGeoTiff({ input: plain, outputDir: out('plain'), gdal: gdal() }),
    );
    expect(error.code).toBe(PROCESSING_ERROR_CODE.notGeoreferenced);
    expect(error.statusCode).toBe(422);
    expect(await stat(out('plain')).catch(() => undefined)).toBeUndefined();
  });

  it('a failure half-way through leaves no files: a GeoTIFF cut short', async () => {
    // The header and tags are whole (gdalinfo reads it), the pixel strips are cut off.
    const cut = join(folder.dir, `${name}-cut.tif`);
    await copyFile(FIXTURES.landsat, cut);
    await truncate(cut, 120_000);
    const before = (await listFolder(folder.dir)).length;
    const error = await refusal(
      processGeoTiff({ input: cut, outputDir: out('cut'), gdal: gdal() }),
    );
    expect(['GDAL_FAILED', 'CORRUPT_FILE']).toContain(error.code);
    expect(await stat(out('cut')).catch(() => undefined)).toBeUndefined();
    const after = await listFolder(folder.dir);
    expect(after.filter((n) => n.includes('.partial-'))).toEqual([]);
    expect(after.length).toBe(before);
  });

  it('refuses a decompression bomb before GDAL opens it', async () => {
    const bomb = join(folder.dir, `${name}-bomb.tif`);
    // A real GeoTIFF header with its width and height rewritten to 100,000 × 100,000.
    const bytes = await readFile(FIXTURES.landsat);
    await writeFile(bomb, bytes);
    const handle = await open(bomb, 'r+');
    try {
      const ifd = bytes.readUInt32LE(4);
      const count = bytes.readUInt16LE(ifd);
      for (let i = 0; i < count; i += 1) {
        const at = ifd + 2 + i * 12;
        const tag = bytes.readUInt16LE(at);
        if (tag !== 256 && tag !== 257) continue;
        // Retyped as LONG so the size is not capped at 65,535.
        await handle.write(Buffer.from([4, 0]), 0, 2, at + 2);
        const value = Buffer.alloc(4);
        value.writeUInt32LE(100_000);
        await handle.write(value, 0, 4, at + 8);
      }
    } finally {
      await handle.close();
    }
    const error = await refusal(
      processGeoTiff({ input: bomb, outputDir: out('bomb'), gdal: gdal() }),
    );
    expect(error.code).toBe(PROCESSING_ERROR_CODE.bomb);
    expect(error.message).toBe(
      'The GeoTIFF declares 100,000 × 100,000 pixels × 1 bands (10,000,000,000 samples); the most a map may have is 4,000,000,000. It was refused before decoding.',
    );
    expect(await stat(out('bomb')).catch(() => undefined)).toBeUndefined();
  });
});
