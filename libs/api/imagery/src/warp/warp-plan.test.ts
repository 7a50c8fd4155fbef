import { describe, expect, it } from 'vitest';
import { openCog } from '../cog/cog-source';
import { SAMPLE_RASTER_DIR } from '../sample-data';
import { overviewTargetRatio } from './overview-ratio';
import { pixelTransforms } from './pixel-transform';
import { planWarp } from './warp-plan';

const B04 = `${SAMPLE_RASTER_DIR}/sentinel-2-l2a/S2A_29RKH_20200219_0_L2A/B04.tif`;
const S1_VV = `${SAMPLE_RASTER_DIR}/sentinel-1-grd/S1A_IW_GRDH_1SDV_20180716T004042_20180716T004107_022812_02792A_FD5B/iw-vv.tiff`;

describe('overviewTargetRatio (gdalwarp -ovr AUTO with -te and -ts)', () => {
  it('is the source x extent of the output over its width', () => {
    expect(overviewTargetRatio(100, 50, (i, j) => [3 * i + j, 2 * j])).toBeCloseTo(3.5, 10);
  });
});

describe('planWarp', () => {
  it('reads full resolution when zoomed in and an overview when zoomed out (Sentinel-2)', async () => {
    const cog = await openCog(B04);
    const inside = planWarp(
      cog,
      { bbox: [-11.6, 24.5, -11.2, 24.9], width: 600, height: 600 },
      'bilinear',
    );
    expect(inside.level).toBe(0);
    expect(inside.chunks).toHaveLength(1);
    const scene = planWarp(
      cog,
      { bbox: [-12.1, 24.2, -10.7, 25.4], width: 200, height: 170 },
      'nearest',
    );
    expect(scene.level).toBe(2);
    expect(scene.window).toEqual([0, 0, 275, 275]);
    const off = planWarp(cog, { bbox: [10, 10, 11, 11], width: 10, height: 10 }, 'nearest');
    expect(off.window).toBeUndefined();
    expect(off.chunks).toEqual([]);
  });

  it('transforms every pixel of a GCP raster exactly, and interpolates an affine one', async () => {
    const s1 = await openCog(S1_VV);
    const grid = { bbox: [76.5, 9.8, 77.3, 10.6] as const, width: 40, height: 30 };
    const plan = planWarp(s1, grid, 'bilinear');
    expect(plan.grid.exactRow).toBeDefined();
    const x = new Float64Array(40);
    const y = new Float64Array(40);
    plan.grid.exactRow!(7, x, y);
    const [px, py] = pixelTransforms(s1, undefined).toPixel(
      76.5 + 13.5 * 0.02,
      10.6 - 7.5 * (0.8 / 30),
    );
    expect(x[13]).toBeCloseTo(px, 9);
    expect(y[13]).toBeCloseTo(py, 9);
    const s2 = planWarp(
      await openCog(B04),
      { bbox: [-11.6, 24.5, -11.2, 24.9], width: 64, height: 64 },
      'bilinear',
    );
    expect(s2.grid.exactRow).toBeUndefined();
  });
});
