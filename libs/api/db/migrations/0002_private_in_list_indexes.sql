-- Visitors never see private listings (ADR 0003), so every public list filters on
-- `NOT is_private` too. These partial indexes hold exactly the publicly listed rows, so the
-- visitors' list scans need no filter and stay index-only: a deep page of the newest listings
-- walks one index. The indexes of 0001 (private rows included) serve the tenant's members.
CREATE INDEX listings_public_created ON listings (tenant_id, created_at DESC, id DESC)
  WHERE deleted_at IS NULL AND review_status = 'APPROVED' AND NOT is_private;
CREATE INDEX listings_public_updated ON listings (tenant_id, updated_at DESC, id DESC)
  WHERE deleted_at IS NULL AND review_status = 'APPROVED' AND NOT is_private;
CREATE INDEX listings_public_title ON listings (tenant_id, lower(title), id)
  WHERE deleted_at IS NULL AND review_status = 'APPROVED' AND NOT is_private;
