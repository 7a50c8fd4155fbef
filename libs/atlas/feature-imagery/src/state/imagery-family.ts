import { LANDSAT_RESOLUTION, PIXEL_RESOLUTIONS, SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';
import type { ScriptFamily } from '@unfurl/imagery-core';

/** What differs between the Sentinel and the Landsat search. */
export interface FamilySpec {
  readonly family: ScriptFamily;
  readonly title: string;
  /** Satellites searched. */
  readonly satellites: readonly SentinelSatelliteType[];
  /** The satellite custom scripts render from. */
  readonly defaultSatellite: SentinelSatelliteType;
  /** Resolutions offered, best first (2§9): Sentinel 10/20/50/100 m, Landsat 30/50/100 m. */
  readonly resolutions: readonly number[];
  readonly path: string;
}

/** The two imagery searches (2§2). */
export const FAMILY_SPECS: Readonly<Record<ScriptFamily, FamilySpec>> = {
  sentinel: {
    family: 'sentinel',
    title: 'Sentinel imagery',
    satellites: [SENTINEL_SATELLITE_TYPE.S2_L2A, SENTINEL_SATELLITE_TYPE.S1_GRD],
    defaultSatellite: SENTINEL_SATELLITE_TYPE.S2_L2A,
    resolutions: PIXEL_RESOLUTIONS,
    path: '/satellites/sentinel',
  },
  landsat: {
    family: 'landsat',
    title: 'Landsat imagery',
    satellites: [SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1],
    defaultSatellite: SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1,
    resolutions: [LANDSAT_RESOLUTION, 50, 100],
    path: '/satellites/landsat',
  },
};

/** Short display name of a satellite type. */
export function satelliteLabel(satellite: string): string {
  switch (satellite) {
    case SENTINEL_SATELLITE_TYPE.S2_L2A:
      return 'Sentinel-2 L2A';
    case SENTINEL_SATELLITE_TYPE.S2_L1C:
      return 'Sentinel-2 L1C';
    case SENTINEL_SATELLITE_TYPE.S1_GRD:
      return 'Sentinel-1 GRD';
    case SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1:
      return 'Landsat 8';
    default:
      return satellite;
  }
}
