import type {
  ListingsCursorPage,
  SignupPayload,
  UploadCredentials,
  UserProfile,
} from '@unfurl/domain';
import { isUnauthorizedError } from '../errors/guards';
import type { GetJson } from '../http/requester';
import type { SendJson } from '../http/send-json';
import type { UploadBytes } from '../http/upload-bytes';
import type { CallOptions } from '../types';

/** Profile fields a user may change with `PUT /v1/user`. */
export interface ProfileUpdate {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly name?: string | null;
  readonly bio?: string | null;
  readonly longDescription?: string | null;
  /** The `path` of the avatar upload credentials, after the upload; null removes it. */
  readonly avatar?: string | null;
  /** The `path` of the banner upload credentials, after the upload; null removes it. */
  readonly banner?: string | null;
  readonly websiteUrl?: string | null;
  readonly twitterUrl?: string | null;
  readonly facebookUrl?: string | null;
  readonly instagramUrl?: string | null;
  readonly linkedinUrl?: string | null;
  readonly blueskyUrl?: string | null;
}

/** Answer of `POST /v1/user` (signup): the id token and, when given, the session. */
export interface SignupResult {
  readonly idToken: string;
  readonly accessToken?: string | undefined;
  readonly refreshToken?: string | undefined;
  /** Seconds. */
  readonly expiresIn?: number | undefined;
}

/** Body of `POST /v1/user/reset_password`: the email, the new password and the emailed code. */
export interface PasswordResetConfirmation {
  readonly email: string;
  readonly password: string;
  /** The reset code sent by email. */
  readonly id: string;
}

/** Body of `PUT /v1/user/tracking-info`; the spec gives no payload beyond a tracker. */
export interface TrackingInfo {
  readonly tracker?: string | undefined;
  readonly referrer?: string | undefined;
  readonly landingPage?: string | undefined;
}

/** The signed-in user's account calls (2§7 User). */
export interface UserApi {
  /** `GET /v1/user`: the own profile with domains. */
  me(options?: CallOptions): Promise<UserProfile>;
  /** `PUT /v1/user`: saves profile fields; resolves the saved profile. */
  update(fields: ProfileUpdate, options?: CallOptions): Promise<UserProfile>;
  /** `POST /v1/user`: signup; resolves idToken. */
  signup(payload: SignupPayload, options?: CallOptions): Promise<SignupResult>;
  /** `DELETE /v1/user`. */
  remove(options?: CallOptions): Promise<void>;
  /** `GET /v1/user/reset_password?email=`: sends a reset code. */
  requestPasswordReset(email: string, options?: CallOptions): Promise<void>;
  /** `POST /v1/user/reset_password` with email, password and id. */
  confirmPasswordReset(body: PasswordResetConfirmation, options?: CallOptions): Promise<void>;
  /** `GET /v1/user/avatar/{filename}`: upload credentials. */
  avatarCredentials(filename: string, options?: CallOptions): Promise<UploadCredentials>;
  /** `GET /v1/user/banner/{filename}`: upload credentials. */
  bannerCredentials(filename: string, options?: CallOptions): Promise<UploadCredentials>;
  /** Sends a file to the signed `url` of upload credentials (PUT by default). */
  upload(
    credentials: Pick<UploadCredentials, 'url'> & { readonly method?: string | undefined },
    file: Blob,
    options?: CallOptions,
  ): Promise<void>;
  /** `GET /v1/users/{id}`: another user's public profile. */
  profile(userId: string, options?: CallOptions): Promise<UserProfile>;
  /** `GET /v1/user/points`. */
  points(options?: CallOptions): Promise<{ readonly points: number }>;
  /** `PUT /v1/user/tracking-info`, sent for a profile younger than 5 minutes. */
  trackingInfo(info: TrackingInfo, options?: CallOptions): Promise<void>;
  /**
   * `GET /v1/user/viewed-listings?nextCursor=`: the listings the user viewed, newest first
   * . A 401 (anonymous, or the refresh failed) gives an empty list.
   */
  viewedListings(nextCursor?: string, options?: CallOptions): Promise<ListingsCursorPage>;
}

const segment = (value: string): string => encodeURIComponent(value);

/**
 * The user calls (2§7). Own-account reads must never come from the response cache (a profile
 * changes under the same token), so they and every write drop the cache first.
 */
export function createUserApi(
  get: GetJson,
  sendJson: SendJson,
  uploadBytes: UploadBytes,
  clearCache: () => void,
): UserApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  const fresh: GetJson = (path, query, options) => {
    clearCache();
    return get(path, query, options);
  };
  return {
    me: (options) => fresh<UserProfile>('v1/user', {}, options),
    update: (fields, options) =>
      send<UserProfile>({ method: 'PUT', path: 'v1/user', body: fields }, options),
    signup: (payload, options) =>
      send<SignupResult>({ method: 'POST', path: 'v1/user', body: payload }, options),
    remove: (options) => send<void>({ method: 'DELETE', path: 'v1/user' }, options),
    requestPasswordReset: async (email, options) => {
      await send<unknown>(
        { method: 'GET', path: 'v1/user/reset_password', query: { email } },
        options,
      );
    },
    confirmPasswordReset: async (body, options) => {
      await send<unknown>({ method: 'POST', path: 'v1/user/reset_password', body }, options);
    },
    avatarCredentials: (filename, options) =>
      fresh<UploadCredentials>(`v1/user/avatar/${segment(filename)}`, {}, options),
    bannerCredentials: (filename, options) =>
      fresh<UploadCredentials>(`v1/user/banner/${segment(filename)}`, {}, options),
    upload: async (credentials, file, options) => {
      if (!credentials.url) throw new Error('Upload credentials carry no URL');
      await uploadBytes({ url: credentials.url, method: credentials.method }, file, options);
    },
    profile: (userId, options) => get<UserProfile>(`v1/users/${segment(userId)}`, {}, options),
    points: (options) => fresh<{ points: number }>('v1/user/points', {}, options),
    trackingInfo: async (info, options) => {
      await send<unknown>({ method: 'PUT', path: 'v1/user/tracking-info', body: info }, options);
    },
    viewedListings: async (nextCursor, options) => {
      try {
        return await fresh<ListingsCursorPage>('v1/user/viewed-listings', { nextCursor }, options);
      } catch (error) {
        if (isUnauthorizedError(error)) return { listings: [], nextCursor: null };
        throw error;
      }
    },
  };
}
