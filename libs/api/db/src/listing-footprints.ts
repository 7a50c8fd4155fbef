import { toListingType } from '@unfurl/domain';
import type { ListingFootprint, ListingFootprints } from '@unfurl/domain';
import type { Queryable } from './db';
import { buildListingFilterSql } from './listing-search';
import type { ListingFilter } from './listing-search';
import type { TenantScope } from './tenant-scope';

/** The statement of a footprints search, exposed so benchmarks can EXPLAIN the very same SQL. */
export interface ListingFootprintsSql {
  readonly sql: string;
  readonly params: readonly unknown[];
}

interface FootprintSqlRow {
  readonly id: number;
  readonly t: string;
  readonly w: number;
  readonly s: number;
  readonly e: number;
  readonly n: number;
}

/**
 * Every listing a search matches (the list's filters, visibility and R-215 containment, in the
 * list's order) as id, type and bounding box, one more than `cap` to tell truncation. No join,
 * no WKT: the box comes from the geometry's own cached bounds.
 */
export function buildListingFootprintsSql(
  scope: TenantScope,
  search: ListingFilter,
  cap: number,
): ListingFootprintsSql {
  const { filter, order, params } = buildListingFilterSql(scope, search);
  const sql = `
SELECT l.id::float8 AS id, l.listing_type AS t,
  ST_XMin(b.box) AS w, ST_YMin(b.box) AS s, ST_XMax(b.box) AS e, ST_YMax(b.box) AS n
FROM listings l
CROSS JOIN LATERAL (SELECT Box2D(l.geom) AS box) b
WHERE ${filter}
ORDER BY ${order}
LIMIT $${params.length + 1}`;
  return { sql, params: [...params, cap + 1] };
}

/** Degrees to 5 decimals (about a metre): enough to draw, a third shorter on the wire. */
const round = (degrees: number): number => Math.round(degrees * 1e5) / 1e5;

/** Runs a footprints search: up to `cap` rows and whether more matched. */
export async function searchListingFootprints(
  db: Queryable,
  scope: TenantScope,
  search: ListingFilter,
  cap: number,
): Promise<ListingFootprints> {
  const { sql, params } = buildListingFootprintsSql(scope, search, cap);
  const rows = await db.query<FootprintSqlRow>(sql, params);
  const truncated = rows.length > cap;
  const kept = truncated ? rows.slice(0, cap) : rows;
  const footprints = kept.map((row): ListingFootprint => [
    row.id,
    toListingType(row.t),
    round(row.w),
    round(row.s),
    round(row.e),
    round(row.n),
  ]);
  return { footprints, truncated };
}
