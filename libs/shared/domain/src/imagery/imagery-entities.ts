import type { SentinelSatelliteType } from './overlays';

/** [minLng, minLat, maxLng, maxLat] in EPSG:4326 as the imagery service uses it. */
export type ImageryBbox = readonly [number, number, number, number];

/** A satellite image feature (2§3). */
export interface SatelliteImageFeature {
  readonly id: string;
  readonly bbox: ImageryBbox;
  /** ISO date. */
  readonly date: string;
  readonly previewUrl: string | null;
  readonly highResolutionPreviewUrl: string | null;
  readonly collection: string;
  readonly evalScript: string;
  readonly cloudCover: number;
  readonly satellite: string;
  readonly instruments: readonly string[];
  readonly bands: readonly string[];
  readonly constellation: string;
  /** Metres per pixel. */
  readonly resolution: number;
}

/** A search hit of the imagery service (2§3). */
export interface SearchHit {
  readonly id: string;
  readonly datetime: string;
  readonly satellite: string;
  readonly cloudCover: number;
  readonly instruments: readonly string[];
  readonly bands: readonly string[];
  readonly constellation: string;
}

/** A rendering script (2§3). */
export interface RenderScript {
  readonly name: string;
  readonly basicName: string;
  readonly sentinelSatelliteType: SentinelSatelliteType;
  readonly script: string;
  readonly processing?:
    | {
        readonly orthorectify?: boolean | undefined;
        readonly backCoeff?: string | undefined;
        readonly demInstance?: string | undefined;
      }
    | undefined;
  readonly legend?: string | undefined;
  readonly description: string;
  readonly author?: string | undefined;
}

/** A short-link record of a shared satellite image (2§3). */
export interface ShortLinkRecord {
  readonly id: string;
  readonly bbox: ImageryBbox;
  readonly date: string;
  readonly evalscript: string;
  readonly satellite: string;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly thumbnailPixelWidth: number;
  readonly thumbnailPixelHeight: number;
  readonly resolution: number;
  readonly imageUrl: string;
}

/** A user of a subdomain, or a pending invitation (2§3). */
export interface SubdomainUser {
  readonly userId: string | null;
  readonly invitationId: string | null;
  readonly email: string;
  readonly name: string | null;
  /** Server permission string. */
  readonly permission: string;
}

/** Invitation payload (2§3). */
export interface InvitationPayload {
  readonly email: string;
  readonly permission: string;
}

/** A listing as the administration view shows it (2§3). */
export interface AdminListing {
  readonly id: number;
  readonly seoTitle: string;
  readonly title: string;
  readonly filename: string | null;
  readonly filehash: string | null;
  readonly listingType: string;
  readonly isVisible: boolean;
}

/** Preview sizes of listing previews (2§9). */
export const PREVIEW_SIZE = { small: 'small', medium: 'medium', sharing: 'sharing' } as const;

/** One preview size. */
export type PreviewSize = (typeof PREVIEW_SIZE)[keyof typeof PREVIEW_SIZE];
