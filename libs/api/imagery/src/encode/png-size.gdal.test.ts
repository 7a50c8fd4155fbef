import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { findGdalwarp, localScene } from '../gdal/gdal-reference';
import { TRUE_COLOR_STAGE } from '../render/pixel-stage';
import { renderImage } from '../render/render-image';
import { builtInStages } from '../render/stage-resolver';
import { encodeImage } from './encode-image';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL PNG size test skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}

/** Size of GDAL's PNG (gdal_translate -of PNG, its default ZLEVEL 6) of the same RGB pixels. */
async function gdalPngBytes(rgb: Buffer, width: number, height: number): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'unfurl-png-size-'));
  try {
    const tif = join(dir, 'rgb.tif');
    writeFileSync(
      tif,
      await sharp(rgb, { raw: { width, height, channels: 3 } })
        .tiff({ compression: 'none' })
        .toBuffer(),
    );
    execFileSync('gdal_translate', ['-q', '-of', 'PNG', tif, join(dir, 'rgb.png')]);
    return statSync(join(dir, 'rgb.png')).size;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.skipIf(!gdal)('PNG size against GDAL', () => {
  it('a True Color render of the Sentinel-2 sample is no larger than GDAL’s PNG of its pixels', async () => {
    const scene = await localScene('sentinel-2-l2a');
    const size = 600;
    const { image, rgba } = await renderImage({
      scenes: [scene],
      bbox: [-11.6, 24.6, -11.3, 24.9],
      width: size,
      height: size,
      stage: TRUE_COLOR_STAGE,
      contentType: 'image/png',
    });
    const meta = await sharp(image).metadata();
    expect(meta.channels).toBe(3); // opaque: RGB, as GDAL's
    const rgb = await sharp(Buffer.from(rgba), { raw: { width: size, height: size, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
    const decoded = await sharp(image).raw().toBuffer();
    expect(decoded.equals(rgb)).toBe(true); // lossless: the same pixels
    const gdalBytes = await gdalPngBytes(rgb, size, size);
    expect(image.length).toBeLessThanOrEqual(gdalBytes);
  });

  it('an upsampled Landsat render, where Paeth rows pack best, is no larger than GDAL’s either', async () => {
    const scene = await localScene('landsat-ot-l1');
    const size = 800;
    const { image, rgba } = await renderImage({
      scenes: [scene],
      bbox: [-65.59, -3.31, -64.99, -2.69],
      width: size,
      height: size,
      stage: builtInStages({ satellite: 'landsat-ot-l1', evalscriptName: 'True Color' }),
      contentType: 'image/png',
    });
    const rgb = await sharp(Buffer.from(rgba), { raw: { width: size, height: size, channels: 4 } })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect((await sharp(image).raw().toBuffer()).equals(rgb)).toBe(true);
    expect(image.length).toBeLessThanOrEqual(await gdalPngBytes(rgb, size, size));
  });

  it('the compression level is honoured: level 1 is larger than level 9 for the same pixels', async () => {
    const scene = await localScene('sentinel-2-l2a');
    const { rgba } = await renderImage({
      scenes: [scene],
      bbox: [-11.6, 24.6, -11.4, 24.8],
      width: 300,
      height: 300,
      stage: TRUE_COLOR_STAGE,
      contentType: 'image/png',
      pngCompressionLevel: 1,
    });
    const at = (pngCompressionLevel: number) =>
      encodeImage(rgba, 300, 300, { contentType: 'image/png', pngCompressionLevel });
    expect((await at(1)).length).toBeGreaterThan((await at(9)).length);
  });
});
