import { LANDSAT_RESOLUTION, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';

/** Sentinel-2 resolution in metres per pixel (2§9, R-452): its finest (10 m) bands. */
export const SENTINEL_2_RESOLUTION = 10;

/** Sentinel-1 GRD (IW, high resolution) pixel spacing in metres. */
export const SENTINEL_1_RESOLUTION = 10;

/**
 * Metres per pixel of each satellite type's finest bands: Sentinel-2 10 m, Landsat 30 m
 * Sentinel-1 GRD 10 m. What a search item reports when its catalogue gives no GSD.
 */
export const NATIVE_RESOLUTION: Readonly<Record<SentinelSatelliteType, number>> = {
  [SENTINEL_SATELLITE_TYPE.S2_L1C]: SENTINEL_2_RESOLUTION,
  [SENTINEL_SATELLITE_TYPE.S2_L2A]: SENTINEL_2_RESOLUTION,
  [SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1]: LANDSAT_RESOLUTION,
  [SENTINEL_SATELLITE_TYPE.S1_GRD]: SENTINEL_1_RESOLUTION,
};
