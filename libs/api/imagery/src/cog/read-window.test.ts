import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { openCog } from './cog-source';
import { readWindow } from './read-window';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;
const S1_VV = `${SAMPLE_RASTER_DIR}/sentinel-1-grd/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/iw-vv.tiff`;
const LANDSAT = `${SAMPLE_RASTER_DIR}/landsat-8-c2-l2/LC08_L2SP_001062_20201031_20201106_02_T2/LC08_L2SP_001062_20201031_20201106_02_T2_SR_B4.TIF`;

describe('openCog', () => {
  it('reads georeferencing and the overview levels of a COG', async () => {
    const cog = await openCog(B04);
    expect(cog).toMatchObject({
      epsg: 32629,
      georef: { kind: 'affine', originX: 199980, originY: 2800020, resX: 100, resY: 100 },
      nodata: 0,
    });
    expect(cog.levels.map((l) => l.width)).toEqual([1098, 549, 275]);
    expect(cog.levels[2]!.ratioX).toBeCloseTo(3.99, 2);
    expect(await openCog(B04)).toBe(cog); // header cache
  });

  it('moves a PixelIsPoint tie point half a pixel, as GDAL does (Landsat)', async () => {
    const cog = await openCog(LANDSAT);
    expect(cog.epsg).toBe(32620);
    if (cog.georef.kind !== 'affine') throw new Error('Landsat has a geotransform');
    expect(cog.georef.originX).toBeCloseTo(143685, 3);
    expect(cog.georef.originY).toBeCloseTo(-204285, 3);
    expect(cog.levels).toHaveLength(1);
  });

  it('fits the ground control points of a Sentinel-1 GRD raster (2nd order, as gdalwarp)', async () => {
    const cog = await openCog(S1_VV);
    expect(cog.epsg).toBe(4326);
    if (cog.georef.kind !== 'gcp') throw new Error('Sentinel-1 GRD is located by GCPs');
    expect(cog.georef.gcps).toHaveLength(210);
    expect(cog.georef.transform.order).toBe(2);
    expect(cog.levels.map((l) => l.width)).toEqual([1280, 640, 320, 160]);
    // The same polynomials as GDAL's (`gdaltransform iw-vv.tiff`, `gdaltransform -i`).
    const [lon, lat] = cog.georef.transform.toGeo(0, 0);
    expect(lon).toBeCloseTo(78.2046372212027, 9);
    expect(lat).toBeCloseTo(10.7375067728329, 9);
    const [px, py] = cog.georef.transform.fromGeo(77, 10.3);
    expect(px).toBeCloseTo(594.81026945608, 6);
    expect(py).toBeCloseTo(360.821636531664, 6);
  });
});

describe('readWindow', () => {
  it('reads only the window it is asked for, clamped to the level', async () => {
    const cog = await openCog(B04);
    const spy = vi.spyOn(cog.levels[0]!.image, 'readRasters');
    const window = await readWindow(cog, { level: 0, window: [498, 578, 523, 603] });
    expect(window).toMatchObject({ level: 0, x0: 498, y0: 578, width: 25, height: 25 });
    expect(window!.data).toHaveLength(25 * 25);
    expect(spy.mock.calls[0]![0]).toMatchObject({ window: [498, 578, 523, 603] });
    spy.mockRestore();
    const edge = await readWindow(cog, { level: 2, window: [-3, 270, 10, 300] });
    expect(edge).toMatchObject({
      level: 2,
      x0: 0,
      y0: 270,
      width: 10,
      height: 5,
      ratioX: 1098 / 275,
    });
  });

  it('is undefined for a window off the raster', async () => {
    const cog = await openCog(B04);
    expect(await readWindow(cog, { level: 0, window: [2000, 0, 2100, 10] })).toBeUndefined();
  });
});
