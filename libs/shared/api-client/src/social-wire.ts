// The client's types of the likes, bookmarks and follows calls, derived from the TypeBox schemas
// of @unfurl/validators (as wire.ts derives the others).
import type { Static } from '@sinclair/typebox';
import type {
  FollowListQuerySchema,
  FollowListSchema,
  FollowUserSchema,
  ListingBookmarkSchema,
  ListingLikesSchema,
  SavedListingsPageSchema,
  SavedListingsQuerySchema,
} from '@unfurl/validators';
import type { Answer, WireInput } from './wire';

/** Answer of `PUT`/`DELETE /v1/listings/{id}/likes`: the like count after the call. */
export type ListingLikes = Answer<Static<typeof ListingLikesSchema>>;
/** Answer of `PUT`/`DELETE /v1/listings/{id}/bookmarks`. */
export type ListingBookmark = Answer<Static<typeof ListingBookmarkSchema>>;
/** Query of `GET /v1/user/likes` and `/v1/user/bookmarks`. */
export type SavedListingsQuery = WireInput<Partial<Static<typeof SavedListingsQuerySchema>>>;
/** Answer of `GET /v1/user/likes` and `/v1/user/bookmarks`: listingIds, listings, total. */
export type SavedListingsPage = Answer<Static<typeof SavedListingsPageSchema>>;
/** Query of `GET /v1/followers` and `/v1/following` (`userId`: someone else's lists). */
export type FollowListQuery = WireInput<Partial<Static<typeof FollowListQuerySchema>>>;
/** One user of a follow list. */
export type FollowUser = Answer<Static<typeof FollowUserSchema>>;
/** Answer of `GET /v1/followers` and `/v1/following`: users, total. */
export type FollowList = Answer<Static<typeof FollowListSchema>>;
