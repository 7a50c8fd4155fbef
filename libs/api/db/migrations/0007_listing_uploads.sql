-- Listing uploads (issue #4): a listing's processing status, and what its upload declared.
-- Seeded and earlier listings are 'ready'. An uploaded listing starts 'pending-upload' (review
-- PENDING, so no public list shows it) with an empty footprint until processing sets one.
ALTER TABLE listings
  ADD COLUMN status text NOT NULL DEFAULT 'ready'
    CHECK (status IN ('pending-upload', 'processing', 'ready', 'failed')),
  ADD COLUMN status_code text,
  ADD COLUMN status_reason text;

-- One row per uploaded listing: the declared files and placement, and which upload keys
-- ('file', 'worldfile') have arrived. A retried PUT overwrites its key; it never adds a listing.
CREATE TABLE listing_uploads (
  listing_id bigint PRIMARY KEY REFERENCES listings (id) ON DELETE CASCADE,
  filename text NOT NULL,
  worldfile text,
  crs text,
  bounds double precision[],
  file_size bigint,
  worldfile_size bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
