import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { openCog } from './cog-source';
import { readWindow, targetRatio } from './read-window';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;
const LANDSAT = `${SAMPLE_RASTER_DIR}/landsat-8-c2-l2/LC08_L2SP_001062_20201031_20201106_02_T2/LC08_L2SP_001062_20201031_20201106_02_T2_SR_B4.TIF`;

describe('openCog', () => {
  it('reads georeferencing and the overview levels of a COG', async () => {
    const cog = await openCog(B04);
    expect(cog).toMatchObject({
      epsg: 32629,
      originX: 199980,
      originY: 2800020,
      resX: 100,
      nodata: 0,
    });
    expect(cog.levels.map((l) => l.width)).toEqual([1098, 549, 275]);
    expect(cog.levels[2]!.ratioX).toBeCloseTo(3.99, 2);
    expect(await openCog(B04)).toBe(cog); // header cache
  });

  it('moves a PixelIsPoint tie point half a pixel, as GDAL does (Landsat)', async () => {
    const cog = await openCog(LANDSAT);
    expect(cog.epsg).toBe(32620);
    expect(cog.originX).toBeCloseTo(143685, 3);
    expect(cog.originY).toBeCloseTo(-204285, 3);
    expect(cog.levels).toHaveLength(1);
  });

  it('refuses rasters located only by ground control points with a clear error', async () => {
    const s1 = `${SAMPLE_RASTER_DIR}/sentinel-1-grd/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/iw-vv.tiff`;
    await expect(openCog(s1)).rejects.toThrow(/ground control points/);
  });
});

describe('readWindow', () => {
  it('reads only the window it needs, at full resolution when zoomed in', async () => {
    const cog = await openCog(B04);
    const spy = vi.spyOn(cog.levels[0]!.image, 'readRasters');
    // 2 km × 2 km at 10 m per output pixel: source pixels 500.2..520.2 plus a 2 px margin.
    const window = await readWindow(cog, {
      bounds: [250000, 2740000, 252000, 2742000],
      outWidth: 200,
      outHeight: 200,
    });
    expect(window).toMatchObject({ level: 0, x0: 498, y0: 578, width: 25, height: 25 });
    expect(window!.data).toHaveLength(25 * 25);
    expect(spy.mock.calls[0]![0]).toMatchObject({ window: [498, 578, 523, 603] });
    spy.mockRestore();
  });

  it('reads an overview when zoomed out', async () => {
    const cog = await openCog(B04);
    const bounds = [199980, 2690220, 309780, 2800020] as const; // the whole scene
    expect(targetRatio(cog, { bounds, outWidth: 300, outHeight: 300 })).toBeCloseTo(3.67, 2);
    const window = await readWindow(cog, { bounds, outWidth: 300, outHeight: 300 });
    expect(window).toMatchObject({ level: 1, x0: 0, y0: 0, width: 549, height: 549 });
    const tiny = await readWindow(cog, { bounds, outWidth: 100, outHeight: 100 });
    expect(tiny).toMatchObject({ level: 2, width: 275 });
  });

  it('is undefined for a box off the raster', async () => {
    const cog = await openCog(B04);
    const off = await readWindow(cog, { bounds: [0, 0, 1000, 1000], outWidth: 10, outHeight: 10 });
    expect(off).toBeUndefined();
  });
});
