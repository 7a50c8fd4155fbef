import type { Db, Queryable } from './db';

/** Processing status of a listing (migration 0007). */
export const LISTING_STATUS = {
  pendingUpload: 'pending-upload',
  processing: 'processing',
  ready: 'ready',
  failed: 'failed',
} as const;

/** One listing status. */
export type ListingStatus = (typeof LISTING_STATUS)[keyof typeof LISTING_STATUS];

/** Upload keys of a listing upload: the map file and, for world-file images, the world file. */
export const UPLOAD_KEY = {
  file: 'file',
  worldfile: 'worldfile',
} as const;

/** One upload key. */
export type UploadKey = (typeof UPLOAD_KEY)[keyof typeof UPLOAD_KEY];

/** A new uploaded listing: its metadata and what the upload declared. */
export interface NewUploadedListing {
  readonly tenantId: number;
  readonly userId: string;
  readonly title: string;
  readonly description: string;
  readonly seoTitle: string;
  readonly listingType: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
  readonly filename: string;
  readonly worldfile: string | undefined;
  readonly crs: string | undefined;
  readonly bounds: readonly number[] | undefined;
}

/** A listing upload as stored, with its listing's owner, tenant and status. */
export interface ListingUpload {
  readonly listingId: number;
  readonly tenantId: number;
  readonly userId: string;
  readonly status: ListingStatus;
  readonly statusCode: string | null;
  readonly statusReason: string | null;
  readonly reviewStatus: string;
  readonly listingType: string;
  readonly filePath: string | null;
  readonly filename: string;
  readonly worldfile: string | null;
  readonly crs: string | null;
  readonly bounds: readonly number[] | null;
  readonly fileSize: number | null;
  readonly worldfileSize: number | null;
}

/**
 * Inserts a listing in status pending-upload (review PENDING, empty footprint) with its upload
 * row, in one transaction. Returns the listing id.
 */
export async function insertUploadedListing(db: Db, listing: NewUploadedListing): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type,
         review_status, geom, tags, categories, status)
       VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', ST_GeomFromText('GEOMETRYCOLLECTION EMPTY', 4326),
         $7, $8, 'pending-upload')
       RETURNING id::float8 AS id`,
      [
        listing.tenantId,
        listing.userId,
        listing.title,
        listing.description,
        listing.seoTitle,
        listing.listingType,
        listing.tags,
        listing.categories,
      ],
    );
    const id = row!.id;
    await tx.query(
      `INSERT INTO listing_uploads (listing_id, filename, worldfile, crs, bounds)
       VALUES ($1, $2, $3, $4, $5)`,
      [
        id,
        listing.filename,
        listing.worldfile ?? null,
        listing.crs ?? null,
        listing.bounds ?? null,
      ],
    );
    return id;
  });
}

const UPLOAD_COLUMNS = `
  l.id::float8 AS "listingId",
  l.tenant_id AS "tenantId",
  l.user_id::text AS "userId",
  l.status AS "status",
  l.status_code AS "statusCode",
  l.status_reason AS "statusReason",
  l.review_status AS "reviewStatus",
  l.listing_type AS "listingType",
  l.file_path AS "filePath",
  up.filename AS "filename",
  up.worldfile AS "worldfile",
  up.crs AS "crs",
  up.bounds AS "bounds",
  up.file_size::float8 AS "fileSize",
  up.worldfile_size::float8 AS "worldfileSize"`;

/** The upload of a live (not deleted) listing on a tenant, or undefined. */
export async function findListingUpload(
  db: Queryable,
  tenantId: number,
  listingId: number,
): Promise<ListingUpload | undefined> {
  const rows = await db.query<ListingUpload>(
    `SELECT ${UPLOAD_COLUMNS} FROM listings l JOIN listing_uploads up ON up.listing_id = l.id
     WHERE l.id = $1 AND l.tenant_id = $2 AND l.deleted_at IS NULL`,
    [listingId, tenantId],
  );
  return rows[0];
}

/** The upload of a live listing whatever its tenant (the signed PUT carries no tenant). */
export async function findListingUploadById(
  db: Queryable,
  listingId: number,
): Promise<ListingUpload | undefined> {
  const rows = await db.query<ListingUpload>(
    `SELECT ${UPLOAD_COLUMNS} FROM listings l JOIN listing_uploads up ON up.listing_id = l.id
     WHERE l.id = $1 AND l.deleted_at IS NULL`,
    [listingId],
  );
  return rows[0];
}

/** Records that an upload key arrived (its size in bytes); a retry overwrites the size. */
export async function recordUploadedKey(
  db: Queryable,
  listingId: number,
  key: UploadKey,
  size: number,
): Promise<void> {
  const column = key === UPLOAD_KEY.file ? 'file_size' : 'worldfile_size';
  await db.query(`UPDATE listing_uploads SET ${column} = $2 WHERE listing_id = $1`, [
    listingId,
    size,
  ]);
}

/**
 * Moves a listing from one of `from` to `to` (atomically: only one caller wins). Returns true
 * when this call changed it.
 */
export async function moveListingStatus(
  db: Queryable,
  listingId: number,
  from: readonly ListingStatus[],
  to: ListingStatus,
): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE listings SET status = $3, status_code = NULL, status_reason = NULL, updated_at = now()
     WHERE id = $1 AND deleted_at IS NULL AND status = ANY($2::text[])
     RETURNING id::float8 AS id`,
    [listingId, from, to],
  );
  return rows.length > 0;
}

/** A processed listing's results. */
export interface ProcessedListingUpdate {
  readonly listingType: string;
  readonly geometryWkt: string;
  readonly filePath: string;
  readonly previews: readonly { size: string; contentType: string; bytes: Uint8Array }[];
}

/**
 * Marks a listing ready with its footprint, type, file and previews, and approves it (the spec
 * shows no review transitions: a processed upload is listed). No-op when it was deleted meanwhile.
 */
export async function completeListing(
  db: Db,
  listingId: number,
  update: ProcessedListingUpdate,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `UPDATE listings SET status = 'ready', status_code = NULL, status_reason = NULL,
         listing_type = $2, geom = ST_GeomFromText($3, 4326), file_path = $4,
         has_preview = $5, review_status = 'APPROVED', updated_at = now()
       WHERE id = $1 AND deleted_at IS NULL AND status = 'processing'
       RETURNING id::float8 AS id`,
      [
        listingId,
        update.listingType,
        update.geometryWkt,
        update.filePath,
        update.previews.length > 0,
      ],
    );
    if (rows.length === 0) return false;
    await tx.query('DELETE FROM listing_previews WHERE listing_id = $1', [listingId]);
    for (const preview of update.previews) {
      await tx.query(
        `INSERT INTO listing_previews (listing_id, size, content_type, bytes) VALUES ($1, $2, $3, $4)`,
        [listingId, preview.size, preview.contentType, preview.bytes],
      );
    }
    return true;
  });
}

/** Marks a processing listing failed with an error code and a message for the uploader. */
export async function failListing(
  db: Queryable,
  listingId: number,
  code: string,
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE listings SET status = 'failed', status_code = $2, status_reason = $3, updated_at = now()
     WHERE id = $1 AND deleted_at IS NULL`,
    [listingId, code, reason],
  );
}

/** Status fields of a listing (any listing; seeded ones are ready). */
export interface ListingStatusRow {
  readonly status: ListingStatus;
  readonly statusCode: string | null;
  readonly statusReason: string | null;
  readonly reviewStatus: string;
}

/** The status of a live listing by id, or undefined. */
export async function getListingStatus(
  db: Queryable,
  listingId: number,
): Promise<ListingStatusRow | undefined> {
  const rows = await db.query<ListingStatusRow>(
    `SELECT status, status_code AS "statusCode", status_reason AS "statusReason",
       review_status AS "reviewStatus"
     FROM listings WHERE id = $1 AND deleted_at IS NULL`,
    [listingId],
  );
  return rows[0];
}

/** Owner, tenant and file of a live listing by id (for owner/admin checks and downloads). */
export async function findListingOwner(
  db: Queryable,
  tenantId: number,
  listingId: number,
): Promise<{ userId: string; filePath: string | null; status: ListingStatus } | undefined> {
  const rows = await db.query<{ userId: string; filePath: string | null; status: ListingStatus }>(
    `SELECT user_id::text AS "userId", file_path AS "filePath", status
     FROM listings WHERE id = $1 AND tenant_id = $2 AND deleted_at IS NULL`,
    [listingId, tenantId],
  );
  return rows[0];
}

/** Soft-deletes a listing (a later fetch is a 404); returns true when it was live. */
export async function softDeleteListing(db: Queryable, listingId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `UPDATE listings SET deleted_at = now(), updated_at = now()
     WHERE id = $1 AND deleted_at IS NULL RETURNING id::float8 AS id`,
    [listingId],
  );
  if (rows.length > 0) {
    await db.query('DELETE FROM listing_previews WHERE listing_id = $1', [listingId]);
  }
  return rows.length > 0;
}

/** Ids of listings left in status processing (e.g. by a restart), oldest first. */
export async function listingsInProcessing(db: Queryable): Promise<readonly number[]> {
  const rows = await db.query<{ id: number }>(
    `SELECT id::float8 AS id FROM listings WHERE status = 'processing' AND deleted_at IS NULL
     ORDER BY updated_at, id`,
  );
  return rows.map((row) => row.id);
}
