import type { ListingFootprintsQuery, ListingsQuery } from '@unfurl/domain';
import type {
  BundleListingsPage,
  BundleListingsQuery,
  BundleWire,
  FeaturedQuery,
  ListingFootprintsWire,
  ListingsCursorPage,
  ListingsPage,
  ListingWire,
  NearbyQuery,
  RecommendedWireQuery,
  TenantConfigWire,
} from './wire';
import type { UserApi } from './resources/user-api';
import type { ListingsUploadApi } from './resources/listings-upload-api';
import type { ListingActionsApi } from './resources/listings-api-actions';
import type { CommentsApi } from './resources/comments-api';
import type { AreaFollowsApi } from './resources/area-follows-api';
import type { DrawApi } from './resources/draw-api';
import type { ModerationApi } from './resources/moderation-api';
import type { SocialApi } from './resources/social-api';
import type { NotificationsApi } from './resources/notifications-api';
import type { AnalyticsApi } from './resources/analytics-api';

/** What the client needs from the signed-in session (owned by the auth lib). */
export interface SessionHooks {
  /** The id token sent as `Authorization: Bearer <id token>`. */
  getIdToken(): string | undefined;
  /** The stored tracker code sent in the tracker header. */
  getTrackerCode(): string | undefined;
  /** Refreshes the tokens; resolves the new id token, or undefined when the refresh failed. */
  refresh(): Promise<string | undefined>;
  /** Called once when a refresh failed; clears tokens and logs the user out. */
  logout(reason: string): void;
}

/** Where failures and warnings go; `console` by default. */
export interface ApiLogger {
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** API base, e.g. 'http://localhost:4200/' or '/'; calls go to `{baseUrl}v1/...`. */
  readonly baseUrl: string;
  /** Tenant sent as the `Subdomain` header on every call; a function is read per call. */
  readonly subdomain: string | (() => string);
  readonly session?: SessionHooks;
  readonly logger?: ApiLogger;
  /** Replaces the global fetch (tests, SSR). */
  readonly fetch?: typeof fetch;
  /** GET/HEAD response cache lifetime; default 300,000 ms. 0 disables the cache. */
  readonly cacheMs?: number;
  /** Clock for cache expiry; default `Date.now`. */
  readonly now?: () => number;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborting rejects the call with the AbortError, unchanged. */
  readonly signal?: AbortSignal;
}

/** Recommendation sources of `GET /v1/listings/recommended` (1§7). */
export const RECOMMENDED_TEMPLATE = {
  Personal: 'PERSONAL',
  Popular: 'POPULAR',
  Following: 'FOLLOWING',
} as const;

/** One recommendation source. */
export type RecommendedTemplate = (typeof RECOMMENDED_TEMPLATE)[keyof typeof RECOMMENDED_TEMPLATE];

/** Default recommendation template: PERSONAL, POPULAR, FOLLOWING. */
export const DEFAULT_RECOMMENDED_TEMPLATE: readonly RecommendedTemplate[] = [
  RECOMMENDED_TEMPLATE.Personal,
  RECOMMENDED_TEMPLATE.Popular,
  RECOMMENDED_TEMPLATE.Following,
];

/** Query of `GET /v1/listings/recommended`: the wire query with the template as a list. */
export type RecommendedQuery = Omit<RecommendedWireQuery, 'template'> & {
  readonly template?: readonly RecommendedTemplate[] | undefined;
};

/** Listing calls (1§7). list/nearby/recommended/similar never reject except on cancel. */
export interface ListingsApi {
  list(query?: ListingsQuery, options?: CallOptions): Promise<ListingsPage>;
  /**
   * Compact `[id, listingType, west, south, east, north]` rows of every listing the list's
   * filters match (up to 20,000, then `truncated`), for drawing them all on the map.
   */
  footprints(query?: ListingFootprintsQuery, options?: CallOptions): Promise<ListingFootprintsWire>;
  featured(query?: FeaturedQuery, options?: CallOptions): Promise<ListingsCursorPage>;
  nearby(query: NearbyQuery, options?: CallOptions): Promise<ListingsCursorPage>;
  recommended(query?: RecommendedQuery, options?: CallOptions): Promise<ListingsCursorPage>;
  similar(id: number, options?: CallOptions): Promise<ListingsCursorPage>;
  get(id: number, options?: CallOptions): Promise<ListingWire>;
}

/** Bundle calls (1§7). */
export interface BundlesApi {
  list(options?: CallOptions): Promise<readonly BundleWire[]>;
  get(id: number, options?: CallOptions): Promise<BundleWire>;
  listings(
    id: number,
    query?: BundleListingsQuery,
    options?: CallOptions,
  ): Promise<BundleListingsPage>;
}

/** Tenant calls (2§7). */
export interface SubdomainApi {
  config(options?: CallOptions): Promise<TenantConfigWire>;
}

/** The typed API client. */
export interface ApiClient {
  readonly listings: ListingsApi;
  readonly bundles: BundlesApi;
  readonly subdomain: SubdomainApi;
  /** The signed-in user's account calls (2§7 User). */
  readonly user: UserApi;
  /** Listing uploads: credentials, the file with progress, processing state (1§4 Upload). */
  readonly uploads: ListingsUploadApi;
  /** A listing's owner and readers acting on it: update, resubmit, report, share, files, own list. */
  readonly actions: ListingActionsApi;
  /** A listing's comments: thread, one comment, create and reply, edit, delete, report, vote. */
  readonly comments: CommentsApi;
  /** The site admins' moderation queue: reported listings and comments, dismiss, hide, delete. */
  readonly moderation: ModerationApi;
  /** Likes, bookmarks and follows (1§7). */
  readonly social: SocialApi;
  /** The signed-in user's notifications: pages of 6, read marks, unread count, live stream URL. */
  readonly notifications: NotificationsApi;
  /** The signed-in user's followed areas (new listings and scenes inside them notify). */
  readonly areaFollows: AreaFollowsApi;
  /** Draw projects (Stoaries): own, shared, search, save by version, share, image upload. */
  readonly draw: DrawApi;
  /** Analytics events (2§7): imagery, listing and generic; failures only logged. */
  readonly analytics: AnalyticsApi;
  /** Drops every cached GET/HEAD response. */
  clearCache(): void;
}
