// Recommended and similar listings (GET /v1/listings/recommended, GET /v1/listings/{id}/similar).
import type { Listing } from '@unfurl/domain';
import type { Queryable } from './db';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';
import { LISTED_SQL, visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';

/** Recommendation sources (1§7 template): the user's taste, popularity, followed users. */
export const RECOMMENDATION_SOURCE = {
  personal: 'PERSONAL',
  popular: 'POPULAR',
  following: 'FOLLOWING',
} as const;

/** One recommendation source. */
export type RecommendationSource =
  (typeof RECOMMENDATION_SOURCE)[keyof typeof RECOMMENDATION_SOURCE];

/** A page of listings and whether more follow. */
export interface ListingsSlice {
  readonly listings: Listing[];
  readonly hasMore: boolean;
}

/** One page of recommendations. */
export interface RecommendedSearch {
  /** Sources in order; their lists are interleaved (first of each, then second of each, ...). */
  readonly template: readonly RecommendationSource[];
  /** The signed-in user; PERSONAL and FOLLOWING give nothing without one. */
  readonly userId: string | undefined;
  readonly limit: number;
  readonly offset: number;
}

/** How many of the newest matching listings PERSONAL and similar score (bounded work). */
export const SCORED_CANDIDATES = 500;

const SHARED = (a: string, b: string): string =>
  `cardinality(ARRAY(SELECT unnest(${a}) INTERSECT SELECT unnest(${b})))`;

function sourceSql(source: RecommendationSource, visible: string): string {
  switch (source) {
    case 'PERSONAL':
      return `SELECT c.id, (2 * ${SHARED('c.categories', '$6::text[]')} + ${SHARED('c.tags', '$7::text[]')})::float8 AS score
        FROM (
          SELECT l.id, l.categories, l.tags FROM listings l
          WHERE ${visible} AND ${LISTED_SQL} AND l.user_id <> $2::uuid
            AND (l.categories && $6::text[] OR l.tags && $7::text[])
            AND NOT EXISTS (SELECT 1 FROM user_listing_views v WHERE v.user_id = $2::uuid AND v.listing_id = l.id)
          ORDER BY l.created_at DESC, l.id DESC LIMIT ${SCORED_CANDIDATES}) c
        ORDER BY score DESC, c.id DESC LIMIT $3`;
    case 'POPULAR':
      return `SELECT l.id, (l.total_likes + l.total_comments + l.total_views)::float8 AS score
        FROM listings l WHERE ${visible} AND ${LISTED_SQL}
        ORDER BY (l.total_likes + l.total_comments + l.total_views) DESC, l.id DESC LIMIT $3`;
    case 'FOLLOWING':
      return `SELECT l.id, extract(epoch FROM l.created_at)::float8 AS score
        FROM user_follows f JOIN listings l ON l.user_id = f.followee_id
        WHERE f.follower_id = $2::uuid AND ${visible} AND ${LISTED_SQL}
        ORDER BY l.created_at DESC, l.id DESC LIMIT $3`;
    default: {
      const unhandled: never = source;
      throw new Error(`Unhandled recommendation source ${String(unhandled)}`);
    }
  }
}

/** Categories and tags of the user's last 50 viewed listings (the PERSONAL taste). */
async function tasteOf(
  db: Queryable,
  userId: string,
): Promise<{ categories: string[]; tags: string[] }> {
  const [row] = await db.query<{ categories: string[]; tags: string[] }>(
    `WITH recent AS (
       SELECT l.categories, l.tags FROM user_listing_views v JOIN listings l ON l.id = v.listing_id
       WHERE v.user_id = $1::uuid ORDER BY v.viewed_at DESC LIMIT 50)
     SELECT ARRAY(SELECT DISTINCT unnest(categories) FROM recent) AS categories,
            ARRAY(SELECT DISTINCT unnest(tags) FROM recent) AS tags`,
    [userId],
  );
  return row ?? { categories: [], tags: [] };
}

/**
 * Recommendations from the template's sources, interleaved in the template's order (first of
 * each source, then second of each, ...), each listing once at its earliest place. PERSONAL:
 * unseen listings sharing categories (counted twice) and tags with the user's last 50 viewed
 * listings; POPULAR: most likes + comments + views; FOLLOWING: newest listings of the users the
 * user follows. Each source reads at most offset + limit + 1 rows: the first n places of the
 * interleaving only hold listings among the first n of some source, so pages are stable.
 */
export async function recommendedListings(
  db: Queryable,
  scope: TenantScope,
  search: RecommendedSearch,
): Promise<ListingsSlice> {
  const sources = [...new Set(search.template)].filter(
    (source) => source === 'POPULAR' || search.userId !== undefined,
  );
  if (sources.length === 0) return { listings: [], hasMore: false };
  const taste =
    search.userId !== undefined && sources.includes('PERSONAL')
      ? await tasteOf(db, search.userId)
      : { categories: [], tags: [] };
  const params = [
    ...visibleOnTenantParams(scope),
    search.userId ?? null,
    search.offset + search.limit + 1,
    search.limit + 1,
    search.offset,
    taste.categories,
    taste.tags,
  ];
  const visible = visibleOnTenantSql(scope, 1);
  const ctes = sources.map((source, index) => `s${index} AS (${sourceSql(source, visible)})`);
  const ranked = sources.map(
    (_, index) =>
      `SELECT id, ${index} AS src, row_number() OVER (ORDER BY score DESC, id DESC) AS rank FROM s${index}`,
  );
  const rows = await db.query<ListingRow>(
    // `args` names every parameter (a source may not use them all; PostgreSQL wants each typed).
    `WITH args AS (SELECT $2::uuid AS user_id, $6::text[] AS categories, $7::text[] AS tags),
     ${ctes.join(',\n     ')},
     placed AS (SELECT DISTINCT ON (id) id, rank, src FROM (${ranked.join(' UNION ALL ')}) r
                ORDER BY id, rank, src)
     SELECT ${LISTING_COLUMNS} FROM placed p JOIN listings l ON l.id = p.id JOIN users u ON u.id = l.user_id
     ORDER BY p.rank, p.src LIMIT $4 OFFSET $5`,
    params,
  );
  return {
    listings: rows.slice(0, search.limit).map(toListing),
    hasMore: rows.length > search.limit,
  };
}

/**
 * Listings like one listing, or undefined when that listing is not visible in the scope. Ranked
 * by shared categories (counted twice) and tags, then by distance between footprints; the 100
 * nearest listings are candidates too, so a listing without tags still gets neighbours.
 */
export async function similarListings(
  db: Queryable,
  scope: TenantScope,
  search: { readonly listingId: number; readonly limit: number; readonly offset: number },
): Promise<ListingsSlice | undefined> {
  const visible = visibleOnTenantSql(scope, 1);
  const [me] = await db.query<{ categories: string[]; tags: string[]; geom: string | null }>(
    `SELECT l.categories, l.tags, CASE WHEN ST_IsEmpty(l.geom) THEN NULL ELSE ST_AsEWKT(l.geom) END AS geom
     FROM listings l WHERE ${visible} AND l.deleted_at IS NULL AND l.id = $2`,
    [...visibleOnTenantParams(scope), search.listingId],
  );
  if (!me) return undefined;
  // The listing's own values go in as parameters: the planner sees them (estimates, KNN index).
  const here = 'ST_GeomFromEWKT($5)';
  const rows = await db.query<ListingRow>(
    `WITH candidates AS (
       (SELECT l.id FROM listings l WHERE ${visible} AND ${LISTED_SQL} AND l.id <> $2
          AND (l.categories && $3::text[] OR l.tags && $4::text[])
        ORDER BY l.created_at DESC, l.id DESC LIMIT ${SCORED_CANDIDATES})
       UNION
       (SELECT l.id FROM listings l WHERE $5::text IS NOT NULL AND ${visible} AND ${LISTED_SQL}
          AND l.id <> $2
        ORDER BY l.geom <-> ${here} LIMIT 100)),
     ranked AS (
       SELECT l.id, (2 * ${SHARED('l.categories', '$3::text[]')} + ${SHARED('l.tags', '$4::text[]')}) AS score,
         CASE WHEN ST_IsEmpty(l.geom) THEN NULL ELSE ST_Distance(l.geom, ${here}) END AS distance
       FROM candidates c JOIN listings l ON l.id = c.id)
     SELECT ${LISTING_COLUMNS} FROM ranked r JOIN listings l ON l.id = r.id JOIN users u ON u.id = l.user_id
     ORDER BY r.score DESC, r.distance ASC NULLS LAST, r.id DESC LIMIT $6 OFFSET $7`,
    [
      ...visibleOnTenantParams(scope),
      search.listingId,
      me.categories,
      me.tags,
      me.geom,
      search.limit + 1,
      search.offset,
    ],
  );
  return {
    listings: rows.slice(0, search.limit).map(toListing),
    hasMore: rows.length > search.limit,
  };
}
