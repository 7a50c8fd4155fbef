// Files added to a listing (GET/POST/DELETE /v1/listings/{id}/files, GET /listing-file/{id}/{file};
// migration 0008).
import type { Queryable } from './db';
import { visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';

/** A file of a listing as stored. */
export interface ListingFile {
  readonly id: number;
  readonly listingId: number;
  readonly userId: string;
  readonly type: string;
  readonly listingType: string;
  readonly filename: string;
  readonly title: string;
  readonly description: string;
  readonly objectKey: string;
  /** Seconds since the epoch. */
  readonly createdAt: number;
}

/** A new file of a listing; its object key is derived from the id the insert gets. */
export type NewListingFile = Omit<ListingFile, 'id' | 'objectKey' | 'createdAt'>;

const FILE_COLUMNS = `
  f.id::float8 AS "id",
  f.listing_id::float8 AS "listingId",
  f.user_id::text AS "userId",
  f.type AS "type",
  f.listing_type AS "listingType",
  f.filename AS "filename",
  f.title AS "title",
  f.description AS "description",
  f.object_key AS "objectKey",
  floor(extract(epoch FROM f.created_at))::float8 AS "createdAt"`;

/**
 * Inserts a file row; `keyOf(id)` names its object (e.g. `listings/7/files/3/map.png`).
 * Returns the stored row.
 */
export async function insertListingFile(
  db: Queryable,
  file: NewListingFile,
  keyOf: (id: number) => string,
): Promise<ListingFile> {
  const [{ id }] = (await db.query<{ id: number }>(
    `SELECT nextval(pg_get_serial_sequence('listing_files', 'id'))::float8 AS id`,
  )) as [{ id: number }];
  const rows = await db.query<ListingFile>(
    `INSERT INTO listing_files AS f (id, listing_id, user_id, type, listing_type, filename, title,
       description, object_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${FILE_COLUMNS}`,
    [
      id,
      file.listingId,
      file.userId,
      file.type,
      file.listingType,
      file.filename,
      file.title,
      file.description,
      keyOf(id),
    ],
  );
  return rows[0]!;
}

/** How many files a listing has. */
export async function countListingFiles(db: Queryable, listingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::float8 AS n FROM listing_files WHERE listing_id = $1',
    [listingId],
  );
  return row?.n ?? 0;
}

/** The files of a live listing of the tenant, oldest first (none for another tenant's). */
export async function listListingFiles(
  db: Queryable,
  tenantId: number,
  listingId: number,
): Promise<ListingFile[]> {
  return db.query<ListingFile>(
    `SELECT ${FILE_COLUMNS} FROM listing_files f JOIN listings l ON l.id = f.listing_id
     WHERE f.listing_id = $1 AND l.tenant_id = $2 AND l.deleted_at IS NULL
     ORDER BY f.id`,
    [listingId, tenantId],
  );
}

/** One file of a live listing of the tenant, or undefined. */
export async function findListingFile(
  db: Queryable,
  tenantId: number,
  listingId: number,
  fileId: number,
): Promise<ListingFile | undefined> {
  const rows = await db.query<ListingFile>(
    `SELECT ${FILE_COLUMNS} FROM listing_files f JOIN listings l ON l.id = f.listing_id
     WHERE f.id = $1 AND f.listing_id = $2 AND l.tenant_id = $3 AND l.deleted_at IS NULL`,
    [fileId, listingId, tenantId],
  );
  return rows[0];
}

/**
 * A file of a listing visible in the scope, by its id (digits) or its file name, or undefined.
 * With several files of the same name the newest wins.
 */
export async function findVisibleListingFile(
  db: Queryable,
  scope: TenantScope,
  listingId: number,
  file: string,
): Promise<ListingFile | undefined> {
  const params = [...visibleOnTenantParams(scope), listingId, file];
  const byId = /^\d{1,15}$/.test(file);
  const rows = await db.query<ListingFile>(
    `SELECT ${FILE_COLUMNS} FROM listing_files f JOIN listings l ON l.id = f.listing_id
     WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND f.listing_id = $2
       AND ${byId ? 'f.id = $3::bigint' : 'f.filename = $3'}
     ORDER BY f.id DESC LIMIT 1`,
    params,
  );
  return rows[0];
}

/** Deletes a file row; returns true when it existed. */
export async function deleteListingFile(db: Queryable, fileId: number): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    'DELETE FROM listing_files WHERE id = $1 RETURNING id::float8 AS id',
    [fileId],
  );
  return rows.length > 0;
}
