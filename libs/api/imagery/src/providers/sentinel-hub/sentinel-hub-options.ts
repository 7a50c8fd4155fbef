import { SENTINEL_SATELLITE_TYPE } from '@unfurl/domain';
import type { SentinelSatelliteType } from '@unfurl/domain';

/** Sentinel Hub's main deployment (AWS EU). */
export const SENTINEL_HUB_BASE_URL = 'https://services.sentinel-hub.com';
/** Its OAuth2 token endpoint (client credentials). */
export const SENTINEL_HUB_TOKEN_URL =
  'https://services.sentinel-hub.com/auth/realms/main/protocol/openid-connect/token';

/** Sentinel Hub Landsat 8/9 collections: Level-1 (TOA) or Level-2 (surface reflectance). */
export const SH_LANDSAT_COLLECTION = { l1: 'landsat-ot-l1', l2: 'landsat-ot-l2' } as const;

/** One Landsat collection. */
export type ShLandsatCollection =
  (typeof SH_LANDSAT_COLLECTION)[keyof typeof SH_LANDSAT_COLLECTION];

/** Options of `createSentinelHubProvider`. */
export interface SentinelHubOptions {
  /** OAuth client id and secret (Dashboard → User settings → OAuth clients). */
  readonly clientId: string;
  readonly clientSecret: string;
  /** Services root (default {@link SENTINEL_HUB_BASE_URL}); the APIs live under `/api/v1`. */
  readonly baseUrl?: string;
  /** Token endpoint (default {@link SENTINEL_HUB_TOKEN_URL}). */
  readonly tokenUrl?: string;
  /** Collection serving `landsat-ot-l1` requests (default `landsat-ot-l1`). */
  readonly landsatCollection?: ShLandsatCollection;
  /** Per-request timeout, ms (default 60000: a 2500 px process request takes a while). */
  readonly timeoutMs?: number;
  /** Catalog pages fetched at most per collection and search (default 10). */
  readonly maxPages?: number;
  /** Injected for tests; the global `fetch` by default. */
  readonly fetch?: typeof fetch;
  /** Clock, ms since the epoch (tests); `Date.now` by default. */
  readonly now?: () => number;
}

/** The Sentinel Hub collection (`type` of process input data, Catalog collection) of a satellite. */
export function shCollectionOf(
  satellite: SentinelSatelliteType,
  landsat: ShLandsatCollection = SH_LANDSAT_COLLECTION.l1,
): string {
  switch (satellite) {
    case SENTINEL_SATELLITE_TYPE.S2_L1C:
      return 'sentinel-2-l1c';
    case SENTINEL_SATELLITE_TYPE.S2_L2A:
      return 'sentinel-2-l2a';
    case SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1:
      return landsat;
    case SENTINEL_SATELLITE_TYPE.S1_GRD:
      return 'sentinel-1-grd';
    default: {
      const never: never = satellite;
      throw new Error(`Unknown satellite type ${String(never)}`);
    }
  }
}

/** The satellite type of a Sentinel Hub collection id, or undefined for others. */
export function satelliteOfShCollection(collection: string): SentinelSatelliteType | undefined {
  switch (collection) {
    case 'sentinel-2-l1c':
      return SENTINEL_SATELLITE_TYPE.S2_L1C;
    case 'sentinel-2-l2a':
      return SENTINEL_SATELLITE_TYPE.S2_L2A;
    case SH_LANDSAT_COLLECTION.l1:
    case SH_LANDSAT_COLLECTION.l2:
      return SENTINEL_SATELLITE_TYPE.LANDSAT_OT_L1;
    case 'sentinel-1-grd':
      return SENTINEL_SATELLITE_TYPE.S1_GRD;
    default:
      return undefined;
  }
}

/** True for collections without cloud cover (radar): no `eo:cloud_cover` filter, no `maxCloudCoverage`. */
export function isRadar(satellite: SentinelSatelliteType): boolean {
  return satellite === SENTINEL_SATELLITE_TYPE.S1_GRD;
}
