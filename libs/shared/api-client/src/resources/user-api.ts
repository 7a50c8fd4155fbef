import { isUnauthorizedError } from '../errors/guards';
import type { GetJson } from '../http/requester';
import type { SendJson } from '../http/send-json';
import type { UploadBytes } from '../http/upload-bytes';
import type { CallOptions } from '../types';
import type {
  MyUserProfileWire,
  PasswordResetConfirmation,
  PasswordResetDone,
  PasswordResetQuery,
  PasswordResetSent,
  Points,
  ProfileUpdate,
  PublicUserProfileWire,
  SignupRequest,
  SignupResultWire,
  TrackingInfo,
  TrackingInfoWire,
  UploadCredentialsWire,
  ViewedListingsPage,
  ViewedListingsQuery,
} from '../wire';

/** The signed-in user's account calls (2§7 User). */
export interface UserApi {
  /** `GET /v1/user`: the own profile with domains. */
  me(options?: CallOptions): Promise<MyUserProfileWire>;
  /** `PUT /v1/user`: saves profile fields; resolves the saved profile. */
  update(fields: ProfileUpdate, options?: CallOptions): Promise<MyUserProfileWire>;
  /** `POST /v1/user`: signup; resolves idToken. */
  signup(payload: SignupRequest, options?: CallOptions): Promise<SignupResultWire>;
  /** `DELETE /v1/user`. */
  remove(options?: CallOptions): Promise<void>;
  /** `GET /v1/user/reset_password?email=`: sends a reset code; says where (masked). */
  requestPasswordReset(email: string, options?: CallOptions): Promise<PasswordResetSent>;
  /** `POST /v1/user/reset_password` with email, password and id. */
  confirmPasswordReset(
    body: PasswordResetConfirmation,
    options?: CallOptions,
  ): Promise<PasswordResetDone>;
  /** `GET /v1/user/avatar/{filename}`: upload credentials. */
  avatarCredentials(filename: string, options?: CallOptions): Promise<UploadCredentialsWire>;
  /** `GET /v1/user/banner/{filename}`: upload credentials. */
  bannerCredentials(filename: string, options?: CallOptions): Promise<UploadCredentialsWire>;
  /** Sends a file to the signed `url` of upload credentials (PUT by default). */
  upload(
    credentials: Pick<UploadCredentialsWire, 'url'> & { readonly method?: string | undefined },
    file: Blob,
    options?: CallOptions,
  ): Promise<void>;
  /** `GET /v1/users/{id}`: another user's public profile. */
  profile(userId: string, options?: CallOptions): Promise<PublicUserProfileWire>;
  /** `GET /v1/user/points`. */
  points(options?: CallOptions): Promise<Points>;
  /** `PUT /v1/user/tracking-info`, sent for a profile younger than 5 minutes. */
  trackingInfo(info: TrackingInfo, options?: CallOptions): Promise<TrackingInfoWire>;
  /**
   * `GET /v1/user/viewed-listings?nextCursor=`: the listings the user viewed, newest first
   * . A 401 (anonymous, or the refresh failed) gives an empty list.
   */
  viewedListings(nextCursor?: string, options?: CallOptions): Promise<ViewedListingsPage>;
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
    me: (options) => fresh<MyUserProfileWire>('v1/user', {}, options),
    update: (fields, options) =>
      send<MyUserProfileWire>({ method: 'PUT', path: 'v1/user', body: fields }, options),
    signup: (payload, options) =>
      send<SignupResultWire>({ method: 'POST', path: 'v1/user', body: payload }, options),
    remove: (options) => send<void>({ method: 'DELETE', path: 'v1/user' }, options),
    requestPasswordReset: (email, options) =>
      send<PasswordResetSent>(
        {
          method: 'GET',
          path: 'v1/user/reset_password',
          query: { email } satisfies PasswordResetQuery,
        },
        options,
      ),
    confirmPasswordReset: (body, options) =>
      send<PasswordResetDone>({ method: 'POST', path: 'v1/user/reset_password', body }, options),
    avatarCredentials: (filename, options) =>
      fresh<UploadCredentialsWire>(`v1/user/avatar/${segment(filename)}`, {}, options),
    bannerCredentials: (filename, options) =>
      fresh<UploadCredentialsWire>(`v1/user/banner/${segment(filename)}`, {}, options),
    upload: async (credentials, file, options) => {
      if (!credentials.url) throw new Error('Upload credentials carry no URL');
      await uploadBytes({ url: credentials.url, method: credentials.method }, file, options);
    },
    profile: (userId, options) =>
      get<PublicUserProfileWire>(`v1/users/${segment(userId)}`, {}, options),
    points: (options) => fresh<Points>('v1/user/points', {}, options),
    trackingInfo: (info, options) =>
      send<TrackingInfoWire>({ method: 'PUT', path: 'v1/user/tracking-info', body: info }, options),
    viewedListings: async (nextCursor, options) => {
      try {
        const query: ViewedListingsQuery = { nextCursor };
        return await fresh<ViewedListingsPage>('v1/user/viewed-listings', query, options);
      } catch (error) {
        if (isUnauthorizedError(error)) return { listings: [], nextCursor: null };
        throw error;
      }
    },
  };
}
