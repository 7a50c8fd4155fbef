import type { ShortLinkRecord } from '@unfurl/domain';
import type { Queryable } from './db';

const COLUMNS = `id, bbox, date, evalscript, satellite,
  pixel_width AS "pixelWidth", pixel_height AS "pixelHeight",
  thumbnail_pixel_width AS "thumbnailPixelWidth", thumbnail_pixel_height AS "thumbnailPixelHeight",
  resolution, image_url AS "imageUrl"`;

/**
 * Stores a short-link record under its id; false (nothing written) when the id is taken.
 * `expiresAt` null keeps it forever.
 */
export async function insertShortUrl(
  db: Queryable,
  record: ShortLinkRecord,
  expiresAt: Date | null = null,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO imagery_short_urls (id, bbox, date, evalscript, satellite, pixel_width,
       pixel_height, thumbnail_pixel_width, thumbnail_pixel_height, resolution, image_url, expires_at)
     VALUES ($1, $2::float8[], $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      record.id,
      [...record.bbox],
      record.date,
      record.evalscript,
      record.satellite,
      record.pixelWidth,
      record.pixelHeight,
      record.thumbnailPixelWidth,
      record.thumbnailPixelHeight,
      record.resolution,
      record.imageUrl,
      expiresAt,
    ],
  );
  return rows.length === 1;
}

/** The short-link record with this id, or undefined when unknown or expired. */
export async function getShortUrl(db: Queryable, id: string): Promise<ShortLinkRecord | undefined> {
  const rows = await db.query<ShortLinkRecord>(
    `SELECT ${COLUMNS} FROM imagery_short_urls
     WHERE id = $1 AND (expires_at IS NULL OR expires_at > now())`,
    [id],
  );
  return rows[0];
}
