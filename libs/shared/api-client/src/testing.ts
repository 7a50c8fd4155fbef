// Test doubles for libs that depend on the client. Exported from '@unfurl/api-client/testing' only.
import type { Listing, ListingFootprint } from '@unfurl/domain';
import { MAIN_SUBDOMAIN } from '@unfurl/domain';
import { NotFoundError, UnauthorizedError } from './errors/api-error';
import type { UserApi } from './resources/user-api';
import type { ListingActionsApi } from './resources/listings-api-actions';
import type { CommentsApi } from './resources/comments-api';
import type { ModerationApi } from './resources/moderation-api';
import type { ListingsUploadApi } from './resources/listings-upload-api';
import type { SocialApi } from './resources/social-api';
import type { NotificationsApi } from './resources/notifications-api';
import type { AreaFollowsApi } from './resources/area-follows-api';
import type { DrawApi } from './resources/draw-api';
import type { AnalyticsApi } from './resources/analytics-api';
import type { ApiClient, BundlesApi, ListingsApi, SubdomainApi } from './types';
import type {
  BundleListingsPage,
  BundleWire,
  MyUserProfileWire,
  PublicUserProfileWire,
  TenantConfigWire,
} from './wire';

/** A listing with plausible defaults; override any field. */
export function makeListing(overrides: Partial<Listing> & { id: number }): Listing {
  const { id } = overrides;
  return {
    seoTitle: `map-${id}`,
    title: `Map ${id}`,
    description: '',
    listingType: 'IMAGE',
    geometryWKT: 'POLYGON((0 0,1 0,1 1,0 1,0 0))',
    bboxWKT: null,
    tags: [],
    categories: [],
    createdAt: 1_700_000_000,
    updatedAt: 1_700_000_000,
    userId: 'user-1',
    userName: null,
    totalComments: 0,
    totalLikes: 0,
    previewUrl: null,
    isPrivate: false,
    isFeatured: false,
    ...overrides,
  };
}

/** A bundle with plausible defaults. */
export function makeBundle(overrides: Partial<BundleWire> & { id: number }): BundleWire {
  return { title: `Bundle ${overrides.id}`, description: '', previewUrl: null, ...overrides };
}

/** The main tenant's configuration; override any field. */
export function makeTenantConfig(overrides: Partial<TenantConfigWire> = {}): TenantConfigWire {
  return {
    SUBDOMAIN: MAIN_SUBDOMAIN,
    IS_AVAILABLE_FOR_PURCHASE: true,
    LOGO: null,
    MOBILE_LOGO: null,
    MOBILE_LOGO_ACTIVE: null,
    BEHAVIOURS: { FORCED_LOGIN: false, ROUTE_AFTER_LOGIN: null },
    FEATURES: { SHOPPING_CART: false },
    ...overrides,
  };
}

/** Another user's public profile as `GET /v1/users/{id}` answers it; override any field. */
export function makePublicProfile(
  overrides: Partial<PublicUserProfileWire> & { userId: string },
): PublicUserProfileWire {
  return {
    firstName: null,
    lastName: null,
    name: null,
    bio: null,
    longDescription: null,
    reputable: false,
    avatarUrl: null,
    bannerUrl: null,
    websiteUrl: null,
    twitterUrl: null,
    facebookUrl: null,
    instagramUrl: null,
    linkedinUrl: null,
    blueskyUrl: null,
    seoName: null,
    createdAt: 1_700_000_000,
    ...overrides,
  };
}

/** The signed-in user's own profile as `GET /v1/user` answers it; override any field. */
export function makeMyProfile(
  overrides: Partial<MyUserProfileWire> & { userId: string },
): MyUserProfileWire {
  return {
    ...makePublicProfile(overrides),
    email: `${overrides.userId}@unfurl.example`,
    avatar: null,
    banner: null,
    domains: [],
    permission: -1,
    points: 0,
    newsletterSignUp: false,
    ethAddress: null,
    billing: null,
    ...overrides,
  };
}

/** Seed data and per-method overrides of the fake client. */
export interface FakeApiClientOptions {
  readonly listings?: readonly Listing[];
  readonly bundles?: readonly BundleWire[];
  /** Listings of each bundle, paged `pageSize` at a time with numeric-string cursors. */
  readonly bundleListings?: Readonly<Record<number, readonly Listing[]>>;
  readonly config?: TenantConfigWire;
  readonly pageSize?: number;
  readonly overrides?: {
    readonly listings?: Partial<ListingsApi>;
    readonly bundles?: Partial<BundlesApi>;
    readonly subdomain?: Partial<SubdomainApi>;
    /** Account calls; by default every one rejects with a 401 (nobody is signed in). */
    readonly user?: Partial<UserApi>;
    /** Listing uploads; by default every one rejects with a 401 (nobody is signed in). */
    readonly uploads?: Partial<ListingsUploadApi>;
    /** Listing actions; by default every one rejects with a 401 (nobody is signed in). */
    readonly actions?: Partial<ListingActionsApi>;
    /** Comments; threads are empty, a comment is not found, and every write rejects with a 401. */
    readonly comments?: Partial<CommentsApi>;
    /** The moderation queue; by default every call rejects with a 401 (nobody is signed in). */
    readonly moderation?: Partial<ModerationApi>;
    /** Likes, bookmarks, follows; writes and follow lists reject with a 401, saved lists are empty. */
    readonly social?: Partial<SocialApi>;
    /** Notifications; by default every call rejects with a 401 and there is no stream. */
    readonly notifications?: Partial<NotificationsApi>;
    /** Followed areas; by default every call rejects with a 401 (nobody is signed in). */
    readonly areaFollows?: Partial<AreaFollowsApi>;
    /** Draw projects; by default every call rejects with a 401 (nobody is signed in). */
    readonly draw?: Partial<DrawApi>;
    /** Analytics events; by default every one resolves (recorded in `calls`). */
    readonly analytics?: Partial<AnalyticsApi>;
  };
}

/** The fake plus the calls it received (`'bundles.listings'`, with the arguments). */
export interface FakeApiClient extends ApiClient {
  readonly calls: { readonly method: string; readonly args: readonly unknown[] }[];
}

/** Rejects the way the real client does for a 404. */
const missing = (what: string) =>
  Promise.reject(
    new NotFoundError({ status: 404, detail: `${what} not found`, code: 'NOT_FOUND' }),
  );

/** The compact footprint of a listing: the bounding box of the numbers in its WKT. */
export function footprintOf(listing: Listing): ListingFootprint {
  const numbers = (listing.geometryWKT.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] as const;
  return [listing.id, listing.listingType, ...box];
}

/** An address as the reset answer shows it: first letter and domain kept. */
const maskedEmail = (email: string): string => email.replace(/^(.).*@/, '$1***@');

/** Rejects the way the real client does for an anonymous account call. */
const anonymous = () =>
  Promise.reject(
    new UnauthorizedError({ status: 401, detail: 'Sign in required', code: 'UNAUTHORIZED' }),
  );

/** What the saved-listing calls answer when nobody is signed in. */
const emptySaved = { listingIds: [], listings: [], total: 0 } as const;

/** An in-memory ApiClient: no network, deterministic data, recordable calls. */
export function createFakeApiClient(options: FakeApiClientOptions = {}): FakeApiClient {
  const listings = options.listings ?? [];
  const bundles = options.bundles ?? [];
  const pageSize = options.pageSize ?? 2;
  const calls: FakeApiClient['calls'] = [];
  const record =
    <A extends unknown[], R>(method: string, fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      calls.push({ method, args });
      return fn(...args);
    };
  const page = (id: number, cursor?: string, limit = pageSize): BundleListingsPage => {
    const all = options.bundleListings?.[id] ?? [];
    const start = cursor ? Number(cursor) : 0;
    const end = start + limit;
    return { listings: all.slice(start, end), nextCursor: end < all.length ? String(end) : null };
  };
  const o = options.overrides ?? {};
  return {
    calls,
    clearCache: () => undefined,
    uploads: {
      credentials: record('uploads.credentials', o.uploads?.credentials ?? anonymous),
      sendFile: record('uploads.sendFile', o.uploads?.sendFile ?? anonymous),
      status: record('uploads.status', o.uploads?.status ?? anonymous),
      listing: record('uploads.listing', o.uploads?.listing ?? anonymous),
      registerRemoteLayer: record(
        'uploads.registerRemoteLayer',
        o.uploads?.registerRemoteLayer ?? anonymous,
      ),
      remoteLayer: record('uploads.remoteLayer', o.uploads?.remoteLayer ?? anonymous),
    },
    actions: {
      update: record('actions.update', o.actions?.update ?? anonymous),
      resubmit: record('actions.resubmit', o.actions?.resubmit ?? anonymous),
      report: record('actions.report', o.actions?.report ?? anonymous),
      emailShare: record('actions.emailShare', o.actions?.emailShare ?? anonymous),
      addFile: record('actions.addFile', o.actions?.addFile ?? anonymous),
      files: record('actions.files', o.actions?.files ?? anonymous),
      deleteFile: record('actions.deleteFile', o.actions?.deleteFile ?? anonymous),
      mine: record('actions.mine', o.actions?.mine ?? anonymous),
    },
    comments: {
      listing: record('comments.listing', o.comments?.listing ?? (async () => [])),
      get: record('comments.get', o.comments?.get ?? ((id: number) => missing(`Comment ${id}`))),
      create: record('comments.create', o.comments?.create ?? anonymous),
      update: record('comments.update', o.comments?.update ?? anonymous),
      remove: record('comments.remove', o.comments?.remove ?? anonymous),
      report: record('comments.report', o.comments?.report ?? anonymous),
      vote: record('comments.vote', o.comments?.vote ?? anonymous),
      geojson: record(
        'comments.geojson',
        o.comments?.geojson ?? (async () => ({ type: 'FeatureCollection' as const, features: [] })),
      ),
    },
    moderation: {
      queue: record('moderation.queue', o.moderation?.queue ?? anonymous),
      resolve: record('moderation.resolve', o.moderation?.resolve ?? anonymous),
    },
    social: {
      like: record('social.like', o.social?.like ?? anonymous),
      unlike: record('social.unlike', o.social?.unlike ?? anonymous),
      bookmark: record('social.bookmark', o.social?.bookmark ?? anonymous),
      unbookmark: record('social.unbookmark', o.social?.unbookmark ?? anonymous),
      likes: record('social.likes', o.social?.likes ?? (async () => emptySaved)),
      bookmarks: record('social.bookmarks', o.social?.bookmarks ?? (async () => emptySaved)),
      followers: record('social.followers', o.social?.followers ?? anonymous),
      following: record('social.following', o.social?.following ?? anonymous),
      follow: record('social.follow', o.social?.follow ?? anonymous),
      unfollow: record('social.unfollow', o.social?.unfollow ?? anonymous),
    },
    notifications: {
      list: record('notifications.list', o.notifications?.list ?? anonymous),
      grouped: record('notifications.grouped', o.notifications?.grouped ?? anonymous),
      unreadCount: record('notifications.unreadCount', o.notifications?.unreadCount ?? anonymous),
      markRead: record('notifications.markRead', o.notifications?.markRead ?? anonymous),
      markAllRead: record('notifications.markAllRead', o.notifications?.markAllRead ?? anonymous),
      announce: record('notifications.announce', o.notifications?.announce ?? anonymous),
      settings: record('notifications.settings', o.notifications?.settings ?? anonymous),
      updateSettings: record(
        'notifications.updateSettings',
        o.notifications?.updateSettings ?? anonymous,
      ),
      streamUrl: o.notifications?.streamUrl ?? (() => undefined),
    },
    areaFollows: {
      list: record('areaFollows.list', o.areaFollows?.list ?? anonymous),
      create: record('areaFollows.create', o.areaFollows?.create ?? anonymous),
      update: record('areaFollows.update', o.areaFollows?.update ?? anonymous),
      remove: record('areaFollows.remove', o.areaFollows?.remove ?? anonymous),
    },
    draw: {
      list: record('draw.list', o.draw?.list ?? anonymous),
      shared: record('draw.shared', o.draw?.shared ?? anonymous),
      search: record('draw.search', o.draw?.search ?? anonymous),
      get: record('draw.get', o.draw?.get ?? anonymous),
      create: record('draw.create', o.draw?.create ?? anonymous),
      update: record('draw.update', o.draw?.update ?? anonymous),
      remove: record('draw.remove', o.draw?.remove ?? anonymous),
      shares: record('draw.shares', o.draw?.shares ?? anonymous),
      share: record('draw.share', o.draw?.share ?? anonymous),
      unshare: record('draw.unshare', o.draw?.unshare ?? anonymous),
      imageUpload: record('draw.imageUpload', o.draw?.imageUpload ?? anonymous),
      uploadImage: record('draw.uploadImage', o.draw?.uploadImage ?? anonymous),
    },
    analytics: {
      event: record('analytics.event', o.analytics?.event ?? (async () => undefined)),
      listing: record('analytics.listing', o.analytics?.listing ?? (async () => undefined)),
      generic: record('analytics.generic', o.analytics?.generic ?? (async () => undefined)),
    },
    listings: {
      list: record(
        'listings.list',
        o.listings?.list ?? (async () => ({ listings, total: listings.length })),
      ),
      footprints: record(
        'listings.footprints',
        o.listings?.footprints ??
          (async () => ({ footprints: listings.map(footprintOf), truncated: false })),
      ),
      featured: record(
        'listings.featured',
        o.listings?.featured ??
          (async () => ({ listings: listings.filter((l) => l.isFeatured), nextCursor: null })),
      ),
      nearby: record(
        'listings.nearby',
        o.listings?.nearby ?? (async () => ({ listings, nextCursor: null })),
      ),
      recommended: record(
        'listings.recommended',
        o.listings?.recommended ?? (async () => ({ listings, nextCursor: null })),
      ),
      similar: record(
        'listings.similar',
        o.listings?.similar ?? (async () => ({ listings: [], nextCursor: null })),
      ),
      get: record(
        'listings.get',
        o.listings?.get ??
          (async (id: number) => listings.find((l) => l.id === id) ?? missing('Listing')),
      ),
    },
    bundles: {
      list: record('bundles.list', o.bundles?.list ?? (async () => bundles)),
      get: record(
        'bundles.get',
        o.bundles?.get ??
          (async (id: number) => bundles.find((b) => b.id === id) ?? missing('Bundle')),
      ),
      listings: record(
        'bundles.listings',
        o.bundles?.listings ?? (async (id: number, q = {}) => page(id, q.nextCursor, q.limit)),
      ),
    },
    subdomain: {
      config: record(
        'subdomain.config',
        o.subdomain?.config ?? (async () => options.config ?? makeTenantConfig()),
      ),
    },
    user: {
      me: record('user.me', o.user?.me ?? anonymous),
      update: record('user.update', o.user?.update ?? anonymous),
      signup: record('user.signup', o.user?.signup ?? anonymous),
      remove: record('user.remove', o.user?.remove ?? anonymous),
      requestPasswordReset: record(
        'user.requestPasswordReset',
        o.user?.requestPasswordReset ??
          (async (email) => ({
            destination: maskedEmail(email),
            deliveryMedium: 'EMAIL' as const,
          })),
      ),
      confirmPasswordReset: record(
        'user.confirmPasswordReset',
        o.user?.confirmPasswordReset ?? anonymous,
      ),
      avatarCredentials: record('user.avatarCredentials', o.user?.avatarCredentials ?? anonymous),
      bannerCredentials: record('user.bannerCredentials', o.user?.bannerCredentials ?? anonymous),
      upload: record('user.upload', o.user?.upload ?? anonymous),
      profile: record('user.profile', o.user?.profile ?? ((id: string) => missing(`User ${id}`))),
      points: record('user.points', o.user?.points ?? anonymous),
      trackingInfo: record('user.trackingInfo', o.user?.trackingInfo ?? anonymous),
      // Anonymous by default: the real client turns the 401 into an empty list.
      viewedListings: record(
        'user.viewedListings',
        o.user?.viewedListings ?? (async () => ({ listings: [], nextCursor: null })),
      ),
    },
  };
}
