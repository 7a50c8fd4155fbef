import type { Category } from '../listing/category';
import type { ListingType } from '../listing/listing-type';
import type { SortOption } from '../listing/sort-option';

/** A listing as the API returns it (1§3). Extra fields beyond the spec's are optional. */
export interface Listing {
  readonly id: number;
  readonly seoTitle: string;
  readonly title: string;
  readonly description: string;
  readonly listingType: ListingType;
  /** Footprint, WKT in EPSG:4326 (lon lat). */
  readonly geometryWKT: string;
  /** Bounding box, WKT polygon in EPSG:4326; used for COG. */
  readonly bboxWKT: string | null;
  readonly tags: readonly string[];
  readonly categories: readonly Category[];
  /** Seconds since the epoch. */
  readonly createdAt: number;
  /** Seconds since the epoch. */
  readonly updatedAt: number;
  readonly userId: string;
  readonly userName: string | null;
  readonly totalComments: number;
  readonly totalLikes: number;
  /** Path of the preview image (`/listing-preview/{id}`), or null when there is none. */
  readonly previewUrl: string | null;
  /** True when only the listing's own tenant can see it. */
  readonly isPrivate: boolean;
  readonly isFeatured: boolean;
  /** Upload processing status (`GET /v1/listings/{id}` only): pending-upload, processing, ready, failed. */
  readonly status?: string;
  /** Why processing failed, when `status` is failed. */
  readonly statusReason?: string | null;
  /** Review status PENDING, APPROVED or REJECTED (`GET /v1/listings/{id}` only). */
  readonly reviewStatus?: string;
}

/** The listings filter the atlas holds; the client sends it as the query of `GET /v1/listings` (1§7). */
export interface ListingsQuery {
  /** Page size, 1..250; default 20. */
  readonly limit?: number;
  readonly offset?: number;
  readonly keywords?: string;
  /** Categories; sent comma-joined, lower case. */
  readonly category?: readonly Category[];
  /** Area of interest, a WKT polygon in EPSG:4326. */
  readonly aoi?: string;
  readonly orderBy?: SortOption;
  readonly userId?: string;
  readonly onlyMaps?: boolean;
  /** Extension: restrict to these listing types (comma-joined on the wire). */
  readonly listingTypes?: readonly ListingType[];
}
