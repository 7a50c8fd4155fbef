import { SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';

/** Sentinel-2 band names → Earth Search / stactools asset keys. */
export const S2_ASSET_KEYS: Readonly<Record<string, string>> = {
  B01: 'coastal',
  B02: 'blue',
  B03: 'green',
  B04: 'red',
  B05: 'rededge1',
  B06: 'rededge2',
  B07: 'rededge3',
  B08: 'nir',
  B8A: 'nir08',
  B09: 'nir09',
  B11: 'swir16',
  B12: 'swir22',
  SCL: 'scl',
};

/** Landsat OLI band names (as Sentinel Hub names them) → Landsat C2 L2 asset keys. */
export const LANDSAT_ASSET_KEYS: Readonly<Record<string, string>> = {
  B01: 'coastal',
  B02: 'blue',
  B03: 'green',
  B04: 'red',
  B05: 'nir08',
  B06: 'swir16',
  B07: 'swir22',
  B10: 'lwir11',
  BQA: 'qa_pixel',
};

/** Sentinel-1 polarisations → asset keys. */
export const S1_ASSET_KEYS: Readonly<Record<string, string>> = {
  VV: 'vv',
  VH: 'vh',
  HH: 'hh',
  HV: 'hv',
};

/** The band → asset-key table of a satellite type. */
export function assetKeysOf(satellite: SentinelSatelliteType): Readonly<Record<string, string>> {
  switch (satellite) {
    case SENTINEL_SATELLITE_TYPE.S2_L1C:
    case SENTINEL_SATELLITE_TYPE.S2_L2A:
      return S2_ASSET_KEYS;
    case SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1:
      return LANDSAT_ASSET_KEYS;
    case SENTINEL_SATELLITE_TYPE.S1_GRD:
      return S1_ASSET_KEYS;
    default: {
      const never: never = satellite;
      throw new Error(`Unknown satellite type ${String(never)}`);
    }
  }
}

/**
 * The satellite type a STAC collection serves, or undefined for collections we cannot render.
 * Landsat requests (`landsat-ot-l1`) are served by Collection 2 Level-2 surface reflectance, the
 * only Landsat COGs on Earth Search and in the samples (see README, Pitfalls).
 */
export function satelliteOfCollection(collection: string): SentinelSatelliteType | undefined {
  if (collection === 'sentinel-2-l2a' || collection === 'sentinel-2-c1-l2a') {
    return SENTINEL_SATELLITE_TYPE.S2_L2A;
  }
  if (collection === 'sentinel-2-l1c') return SENTINEL_SATELLITE_TYPE.S2_L1C;
  if (collection === 'sentinel-1-grd') return SENTINEL_SATELLITE_TYPE.S1_GRD;
  if (collection === 'landsat-c2-l2' || collection === 'landsat-c2l2-sr') {
    return SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1;
  }
  return undefined;
}

/** STAC collections to ask a STAC API for, per satellite type (Earth Search v1 names). */
export function collectionsOf(satellite: SentinelSatelliteType): readonly string[] {
  switch (satellite) {
    case SENTINEL_SATELLITE_TYPE.S2_L2A:
      return ['sentinel-2-l2a'];
    case SENTINEL_SATELLITE_TYPE.S2_L1C:
      return ['sentinel-2-l1c'];
    case SENTINEL_SATELLITE_TYPE.S1_GRD:
      return ['sentinel-1-grd'];
    case SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1:
      return ['landsat-c2-l2'];
    default: {
      const never: never = satellite;
      throw new Error(`Unknown satellite type ${String(never)}`);
    }
  }
}
