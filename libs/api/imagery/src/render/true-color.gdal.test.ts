import { describe, expect, it } from 'vitest';
import type { ImageryBbox } from '@unfurl/domain';
import { pointTransform } from '../cog/crs';
import type { OutputCrs } from '../cog/crs';
import { openLocalCatalogue } from '../providers/local-catalogue';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import type { Scene } from '../scene';
import { findGdalwarp, gdalwarpBand, shareWithin } from '../gdal/gdal-reference';
import { TRUE_COLOR_STAGE } from './pixel-stage';
import type { PixelStage } from './pixel-stage';
import { builtInStages } from './stage-resolver';
import { renderImage } from './render-image';
import type { Resampling } from '../warp/resampling';

const gdal = findGdalwarp();
if (!gdal) {
  const message = 'gdalwarp not found (apt-get install gdal-bin): GDAL comparison tests skipped';
  if (process.env['CI'] === 'true') throw new Error(message);
  console.warn(message);
}

async function sceneOf(satellite: Scene['satellite']): Promise<Scene> {
  const provider = await openLocalCatalogue(SAMPLE_RASTER_DIR);
  const scenes = await provider.search({
    bbox: [-180, -90, 180, 90],
    from: '2015-01-01T00:00:00Z',
    to: '2030-01-01T00:00:00Z',
    satellites: [satellite],
    limit: 1,
  });
  return scenes[0]!;
}

/** The -te box of gdalwarp in the output CRS. */
function gdalBox(bbox: ImageryBbox, crs: OutputCrs): ImageryBbox {
  if (crs === 'EPSG:4326') return bbox;
  const toMerc = pointTransform(4326, 3857);
  const [w, s] = toMerc(bbox[0], bbox[1]);
  const [e, n] = toMerc(bbox[2], bbox[3]);
  return [w, s, e, n];
}

/** GDAL's warped bands turned into True Color RGBA the way the spec defines it. */
async function gdalTrueColor(
  scene: Scene,
  bbox: ImageryBbox,
  width: number,
  height: number,
  resampling: Resampling,
  crs: OutputCrs,
  rgbBands: readonly string[] = ['B04', 'B03', 'B02'],
): Promise<Uint8Array> {
  const [r, g, b] = await Promise.all(
    rgbBands.map((band) =>
      gdalwarpBand(scene.bands[band]!.href, {
        bbox: gdalBox(bbox, crs),
        width,
        height,
        resampling,
        tSrs: crs,
      }),
    ),
  );
  const { scale, offset } = scene.bands['B04']!;
  const out = new Uint8Array(width * height * 4);
  const byte = (dn: number) =>
    Math.round(Math.min(255, Math.max(0, 2.5 * (dn * scale + offset) * 255)));
  for (let p = 0; p < width * height; p++) {
    if ([r, g, b].some((band) => Number.isNaN(band![p]!))) continue;
    out.set([byte(r![p]!), byte(g![p]!), byte(b![p]!), 255], p * 4);
  }
  return out;
}

async function compare(
  satellite: Scene['satellite'],
  bbox: ImageryBbox,
  width: number,
  height: number,
  resampling: Resampling,
  crs: OutputCrs = 'EPSG:4326',
  stage: PixelStage = TRUE_COLOR_STAGE,
  rgbBands: readonly string[] = ['B04', 'B03', 'B02'],
): Promise<{ share: number; opaque: number }> {
  const scene = await sceneOf(satellite);
  const ours = await renderImage({
    scenes: [scene],
    bbox,
    width,
    height,
    stage,
    contentType: 'image/png',
    resampling,
    crs,
  });
  const reference = await gdalTrueColor(scene, bbox, width, height, resampling, crs, rgbBands);
  if (process.env['IMAGERY_TEST_VERBOSE']) {
    console.log(
      satellite,
      bbox,
      `${width}x${height}`,
      resampling,
      crs,
      stage.name,
      shareWithin(ours.rgba, reference),
    );
  }
  let opaque = 0;
  for (let q = 3; q < reference.length; q += 4) if (reference[q] === 255) opaque++;
  return { share: shareWithin(ours.rgba, reference), opaque: opaque / (width * height) };
}

describe.skipIf(!gdal)('True Color against gdalwarp (within 1 DN on ≥ 99% of pixels)', () => {
  it('Sentinel-2 L2A 29RKH, a box inside the scene, bilinear', async () => {
    const { share, opaque } = await compare(
      'sentinel-2-l2a',
      [-11.6, 24.5, -11.2, 24.9],
      600,
      600,
      'bilinear',
    );
    expect(opaque).toBe(1);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Sentinel-2 L2A, a non-square box, nearest', async () => {
    const { share } = await compare(
      'sentinel-2-l2a',
      [-11.9, 24.35, -11.0, 24.8],
      700,
      350,
      'nearest',
    );
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Sentinel-2 L2A, the whole scene and its edges through an overview level, nearest', async () => {
    const { share, opaque } = await compare(
      'sentinel-2-l2a',
      [-12.1, 24.2, -10.7, 25.4],
      200,
      170,
      'nearest',
    );
    expect(opaque).toBeGreaterThan(0.5);
    expect(opaque).toBeLessThan(1);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Sentinel-2 L2A, the whole scene through an overview level, bilinear (stretched kernel)', async () => {
    // Zoomed out past the 1/4 overview: gdalwarp's kernel is stretched by the chunk's scale,
    // computed from its source window clamped to the raster.
    const { share, opaque } = await compare(
      'sentinel-2-l2a',
      [-12.1, 24.2, -10.7, 25.4],
      200,
      170,
      'bilinear',
    );
    expect(opaque).toBeGreaterThan(0.5);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Landsat 8 C2 L2 (PixelIsPoint, striped GeoTIFF), bilinear', async () => {
    const { share, opaque } = await compare(
      'landsat-ot-l1',
      [-65.8, -3.5, -64.6, -2.3],
      500,
      500,
      'bilinear',
    );
    expect(opaque).toBeGreaterThan(0.9);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('Sentinel-2 L2A on an EPSG:3857 output grid, bilinear', async () => {
    const { share, opaque } = await compare(
      'sentinel-2-l2a',
      [-11.6, 24.5, -11.2, 24.9],
      512,
      512,
      'bilinear',
      'EPSG:3857',
    );
    expect(opaque).toBe(1);
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('the True Color evalscript run by the imagery-core runtime, Sentinel-2', async () => {
    const stage = builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'True Color' });
    expect(stage).not.toBe(TRUE_COLOR_STAGE);
    const box = [-11.6, 24.5, -11.2, 24.9] as const;
    const { share } = await compare(
      'sentinel-2-l2a',
      box,
      400,
      400,
      'bilinear',
      'EPSG:4326',
      stage,
    );
    expect(share).toBeGreaterThanOrEqual(0.99);
  });

  it('the False Color evalscript (B08, B04, B03 × 2.5) by the runtime, Sentinel-2', async () => {
    const stage = builtInStages({ satellite: 'sentinel-2-l2a', evalscriptName: 'False Color' });
    const box = [-11.6, 24.5, -11.2, 24.9] as const;
    const rgb = ['B08', 'B04', 'B03'];
    const { share } = await compare(
      'sentinel-2-l2a',
      box,
      400,
      400,
      'bilinear',
      'EPSG:4326',
      stage,
      rgb,
    );
    expect(share).toBeGreaterThanOrEqual(0.99);
  });
});
