import { isCategory, toListingType } from '@unfurl/domain';
import type { Category, Listing } from '@unfurl/domain';

/**
 * Columns of a wire {@link Listing}, read from `listings l` joined with `users u`. Numbers that are
 * bigint in SQL are cast to float8 so PGlite and node-postgres both return JS numbers.
 */
export const LISTING_COLUMNS = `
  l.id::float8 AS "id",
  l.seo_title || '-' || l.id AS "seoTitle",
  l.title AS "title",
  l.description AS "description",
  l.listing_type AS "listingType",
  ST_AsText(l.geom, 6) AS "geometryWKT",
  ST_AsText(l.bbox, 6) AS "bboxWKT",
  l.tags AS "tags",
  l.categories AS "categories",
  floor(extract(epoch FROM l.created_at))::float8 AS "createdAt",
  floor(extract(epoch FROM l.updated_at))::float8 AS "updatedAt",
  l.user_id::text AS "userId",
  coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.name) AS "userName",
  l.total_comments AS "totalComments",
  l.total_likes AS "totalLikes",
  CASE WHEN l.has_preview THEN '/listing-preview/' || l.id END AS "previewUrl",
  l.is_private AS "isPrivate",
  l.is_featured AS "isFeatured"`;

/** A row as selected with {@link LISTING_COLUMNS}. */
export type ListingRow = Omit<Listing, 'listingType' | 'categories'> & {
  readonly listingType: string;
  readonly categories: readonly string[];
};

/** Turns a selected row into a wire listing (unknown type → NOT_SUPPORTED, unknown categories dropped). */
export function toListing(row: ListingRow): Listing {
  return {
    ...row,
    listingType: toListingType(row.listingType),
    categories: row.categories.filter((value): value is Category => isCategory(value)),
  };
}
