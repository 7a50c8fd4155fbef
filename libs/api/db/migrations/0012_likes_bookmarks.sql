-- Likes and bookmarks (issue #14, 1§7 "Likes, bookmarks, follows"): one row per user and listing.
-- `listings.total_likes` stays the count of likes: the like and unlike statements change it only
-- when they insert or delete a row here, in the same statement (libs/api/feature-social).
-- Follows live in `user_follows` (migration 0008).

CREATE TABLE listing_likes (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, user_id)
);
-- GET /v1/user/likes: a user's likes, newest first.
CREATE INDEX listing_likes_user ON listing_likes (user_id, created_at DESC, listing_id DESC);

CREATE TABLE listing_bookmarks (
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (listing_id, user_id)
);
-- GET /v1/user/bookmarks: a user's bookmarks, newest first.
CREATE INDEX listing_bookmarks_user
  ON listing_bookmarks (user_id, created_at DESC, listing_id DESC);

-- GET /v1/following: whom a user follows, newest first (the primary key serves followers' checks).
CREATE INDEX user_follows_follower_recent ON user_follows (follower_id, created_at DESC);
-- GET /v1/followers: who follows a user, newest first.
CREATE INDEX user_follows_followee_recent ON user_follows (followee_id, created_at DESC);
