import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { LIMITS } from '@unfurl/domain';
import { ListingSchema } from './listing.schema';

const Offset = Type.Integer({ minimum: 0, maximum: 100_000_000, default: 0 });

/** Answer of `PUT` and `DELETE /v1/listings/{id}/likes` (1§7): the listing's like count after it. */
export const ListingLikesSchema = Type.Object(
  {
    totalLikes: Type.Integer({ minimum: 0 }),
    isLiked: Type.Boolean({ description: 'Whether the caller likes the listing now.' }),
  },
  { title: 'ListingLikes' },
);

/** Answer of `PUT` and `DELETE /v1/listings/{id}/bookmarks` (1§7). */
export const ListingBookmarkSchema = Type.Object(
  {
    listingId: Type.Integer(),
    isBookmarked: Type.Boolean({ description: 'Whether the caller has bookmarked it now.' }),
  },
  { title: 'ListingBookmark' },
);

/** Query of `GET /v1/user/likes` and `GET /v1/user/bookmarks` (1§7; the atlas asks for 200). */
export const SavedListingsQuerySchema = Type.Object({
  limit: Type.Integer({
    minimum: 1,
    maximum: LIMITS.listingsMax,
    default: LIMITS.defaultPageSize,
  }),
  offset: Offset,
});

/**
 * Answer of `GET /v1/user/likes` and `/v1/user/bookmarks` (1§3): the page's listing ids and
 * listings, newest like or bookmark first, and the total; empty when not signed in (1§5).
 */
export const SavedListingsPageSchema = Type.Object(
  {
    listingIds: Type.Array(Type.Integer()),
    listings: Type.Array(ListingSchema),
    total: Type.Integer({ minimum: 0 }),
  },
  { title: 'SavedListingsPage' },
);

/** Query of `GET /v1/followers` and `GET /v1/following` (1§7, 1§9: 20 per page by default). */
export const FollowListQuerySchema = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: LIMITS.listingsMax, default: LIMITS.followPage }),
  offset: Offset,
  userId: Type.Optional(
    Type.String({
      format: 'uuid',
      description: 'Extension: whose list (a profile page); default the signed-in user.',
    }),
  ),
});

/** One user of a follow list (1§3: each with userId). */
export const FollowUserSchema = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    name: Type.Union([Type.String(), Type.Null()], {
      description: 'First and last name, else the display name.',
    }),
    seoName: Type.Union([Type.String(), Type.Null()]),
    followedAt: Type.Integer({ description: 'Seconds since the epoch.' }),
  },
  { title: 'FollowUser' },
);

/** Answer of `GET /v1/followers` and `GET /v1/following`: newest follow first, and the total. */
export const FollowListSchema = Type.Object(
  {
    users: Type.Array(FollowUserSchema),
    total: Type.Integer({ minimum: 0 }),
  },
  { title: 'FollowList' },
);

/** Params of `POST` and `DELETE /v1/following/{userId}`. */
export const FollowParamsSchema = Type.Object({ userId: Type.String({ format: 'uuid' }) });

/** Answer of `POST` and `DELETE /v1/following/{userId}` (1§7). */
export const FollowResultSchema = Type.Object(
  { isSuccess: Type.Boolean() },
  { title: 'FollowResult' },
);

/** Wire types of the social schemas. */
export type ListingLikesWire = Static<typeof ListingLikesSchema>;
export type ListingBookmarkWire = Static<typeof ListingBookmarkSchema>;
export type SavedListingsPageWire = Static<typeof SavedListingsPageSchema>;
export type FollowUserWire = Static<typeof FollowUserSchema>;
export type FollowListWire = Static<typeof FollowListSchema>;
