import type { Listing } from './listing';

/** A bundle: a curated list of listings (1§3). */
export interface Bundle {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly previewUrl: string | null;
}

/** Response of `GET /v1/bundles`. */
export interface BundlesResponse {
  readonly bundles: readonly Bundle[];
}

/** Response of `GET /v1/bundles/{id}/listings` (1§3). */
export interface BundleListingsPage {
  readonly listings: readonly Listing[];
  readonly nextCursor: string | null;
}
