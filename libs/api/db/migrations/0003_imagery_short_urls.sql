-- Short links of shared satellite images (2§3 short-link record, 2§7 POST/GET /short-url).
-- The record is stored as sent; `expires_at` (NULL = never) makes a link answer
-- 'Invalid or expired share ID.' once past it.
CREATE TABLE imagery_short_urls (
  id text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{4,64}$'),
  bbox float8[] NOT NULL CHECK (cardinality(bbox) = 4),
  date text NOT NULL,
  evalscript text NOT NULL,
  satellite text NOT NULL,
  pixel_width integer NOT NULL,
  pixel_height integer NOT NULL,
  thumbnail_pixel_width integer NOT NULL,
  thumbnail_pixel_height integer NOT NULL,
  resolution float8 NOT NULL,
  image_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
