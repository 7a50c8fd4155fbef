-- Accounts (issue #3): the profile fields of 1§3 / 2§3, account settings, soft deletion, and the
-- listings a user has viewed. Object keys (avatar, banner) point into the object store
-- (libs/api/storage); their URLs are signed when a profile is read.
ALTER TABLE users
  ADD COLUMN long_description text,
  ADD COLUMN avatar_key text,
  ADD COLUMN banner_key text,
  ADD COLUMN website_url text,
  ADD COLUMN twitter_url text,
  ADD COLUMN facebook_url text,
  ADD COLUMN instagram_url text,
  ADD COLUMN linkedin_url text,
  ADD COLUMN bluesky_url text,
  ADD COLUMN newsletter boolean NOT NULL DEFAULT false,
  -- The user's SEO name (profile URL slug), unique across the product.
  ADD COLUMN seo_name text,
  ADD COLUMN eth_address text,
  ADD COLUMN tracking_info jsonb,
  ADD COLUMN billing jsonb,
  ADD COLUMN updated_at timestamptz,
  -- Set when the account is deleted: the row stays (listings reference it) with every personal
  -- field cleared and the email replaced.
  ADD COLUMN deleted_at timestamptz;
CREATE UNIQUE INDEX users_seo_name ON users (seo_name) WHERE seo_name IS NOT NULL;
CREATE INDEX users_eth_address ON users (eth_address) WHERE eth_address IS NOT NULL;

-- The last time a signed-in user fetched a listing (GET /v1/user/viewed-listings).
CREATE TABLE user_listing_views (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listing_id bigint NOT NULL REFERENCES listings (id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, listing_id)
);
CREATE INDEX user_listing_views_recent ON user_listing_views (user_id, viewed_at DESC, listing_id DESC);
