import { LANDSAT_RESOLUTION, PIXEL_RESOLUTIONS, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { NATIVE_RESOLUTION, SENTINEL_2_RESOLUTION } from './native-resolution';

describe('NATIVE_RESOLUTION', () => {
  it('SENTINEL_2_RESOLUTION is 10 m per pixel, the best step of the ladder (R-452)', () => {
    expect(SENTINEL_2_RESOLUTION).toBe(10);
    expect(PIXEL_RESOLUTIONS[0]).toBe(SENTINEL_2_RESOLUTION);
    expect(NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.S2_L2A]).toBe(SENTINEL_2_RESOLUTION);
    expect(NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.S2_L1C]).toBe(SENTINEL_2_RESOLUTION);
  });

  it('gives Landsat 30 m (R-451) and Sentinel-1 GRD 10 m', () => {
    expect(NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1]).toBe(LANDSAT_RESOLUTION);
    expect(NATIVE_RESOLUTION[SENTINEL_SATELLITE_TYPE.S1_GRD]).toBe(10);
  });
});
