import { LIMITS } from '@unfurl/domain';
import type { SendJson } from '../http/send-json';
import type { CallOptions } from '../types';
import type {
  FollowList,
  FollowListQuery,
  ListingBookmark,
  ListingLikes,
  SavedListingsPage,
  SavedListingsQuery,
} from '../social-wire';

/**
 * Likes, bookmarks and follows (1§7). Every call skips the response cache (these lists change
 * under the same URL) and every write drops it; failures reject with the ApiError, so the
 * interface can show the spec's message ('Failed to like listing', ...).
 */
export interface SocialApi {
  /** `PUT /v1/listings/{id}/likes`: set the shown count from `totalLikes`. */
  like(id: number, options?: CallOptions): Promise<ListingLikes>;
  /** `DELETE /v1/listings/{id}/likes`. */
  unlike(id: number, options?: CallOptions): Promise<ListingLikes>;
  /** `PUT /v1/listings/{id}/bookmarks`. */
  bookmark(id: number, options?: CallOptions): Promise<ListingBookmark>;
  /** `DELETE /v1/listings/{id}/bookmarks`. */
  unbookmark(id: number, options?: CallOptions): Promise<ListingBookmark>;
  /** `GET /v1/user/likes`; empty when nobody is signed in. */
  likes(query?: SavedListingsQuery, options?: CallOptions): Promise<SavedListingsPage>;
  /** `GET /v1/user/bookmarks`, 200 at a time unless told. */
  bookmarks(query?: SavedListingsQuery, options?: CallOptions): Promise<SavedListingsPage>;
  /** `GET /v1/followers`, 20 per page unless told. */
  followers(query?: FollowListQuery, options?: CallOptions): Promise<FollowList>;
  /** `GET /v1/following`, 20 per page unless told. */
  following(query?: FollowListQuery, options?: CallOptions): Promise<FollowList>;
  /** `POST /v1/following/{userId}`. */
  follow(userId: string, options?: CallOptions): Promise<{ readonly isSuccess: boolean }>;
  /** `DELETE /v1/following/{userId}`. */
  unfollow(userId: string, options?: CallOptions): Promise<{ readonly isSuccess: boolean }>;
}

const listingPath = (id: number, rest: string): string =>
  `v1/listings/${encodeURIComponent(String(id))}/${rest}`;

/** The social calls over the shared JSON sender; each drops the response cache first. */
export function createSocialApi(sendJson: SendJson, clearCache: () => void): SocialApi {
  const send: SendJson = (request, options) => {
    clearCache();
    return sendJson(request, options);
  };
  return {
    like: (id, options) => send({ method: 'PUT', path: listingPath(id, 'likes') }, options),
    unlike: (id, options) => send({ method: 'DELETE', path: listingPath(id, 'likes') }, options),
    bookmark: (id, options) => send({ method: 'PUT', path: listingPath(id, 'bookmarks') }, options),
    unbookmark: (id, options) =>
      send({ method: 'DELETE', path: listingPath(id, 'bookmarks') }, options),
    likes: (query = {}, options) =>
      send({ method: 'GET', path: 'v1/user/likes', query: { ...query } }, options),
    bookmarks: (query = {}, options) =>
      send(
        {
          method: 'GET',
          path: 'v1/user/bookmarks',
          query: { limit: LIMITS.bookmarkFetch, ...query },
        },
        options,
      ),
    followers: (query = {}, options) =>
      send(
        { method: 'GET', path: 'v1/followers', query: { limit: LIMITS.followPage, ...query } },
        options,
      ),
    following: (query = {}, options) =>
      send(
        { method: 'GET', path: 'v1/following', query: { limit: LIMITS.followPage, ...query } },
        options,
      ),
    follow: (userId, options) =>
      send({ method: 'POST', path: `v1/following/${encodeURIComponent(userId)}` }, options),
    unfollow: (userId, options) =>
      send({ method: 'DELETE', path: `v1/following/${encodeURIComponent(userId)}` }, options),
  };
}
