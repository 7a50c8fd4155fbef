import { LIMITS } from '@unfurl/domain';
import type { SortOption } from '@unfurl/domain';
import type { Queryable } from './db';
import { LISTING_COLUMNS, toListing } from './listing-row';
import type { ListingRow } from './listing-row';
import { RELEVANCE_CANDIDATES, rankedIdsSql, relevanceCandidates } from './listing-search-relevance';
import { LISTED_SQL, visibleOnTenantParams, visibleOnTenantSql } from './tenant-scope';
import type { TenantScope } from './tenant-scope';
import type { Listing } from '@unfurl/domain';

/** A validated listing search (`GET /v1/listings`). */
export interface ListingSearch {
  readonly limit: number;
  readonly offset: number;
  /**
   * Free text, read with `websearch_to_tsquery` (quotes, OR, -word work); already trimmed and
   * non-blank (the API's query parser is the one place that trims it).
   */
  readonly keywords?: string;
  /** Any-match category filter. */
  readonly categories?: readonly string[];
  /**
   * Area of interest, WKT in EPSG:4326: listings with at least `containment` of their footprint's
   * area inside it (points and lines: touching it).
   */
  readonly aoiWkt?: string;
  /** Share of a footprint that must be in the area of interest; default 0.5 (1§9, R-215). */
  readonly containment?: number;
  readonly orderBy: SortOption;
  readonly userId?: string;
  /** Leave out ORDER and NOT_SUPPORTED listings. */
  readonly onlyMaps?: boolean;
  readonly listingTypes?: readonly string[];
}

/**
 * Exact counts stop here; past it `total` is the planner's row estimate (never below the cap) and
 * `totalIsEstimate` is true. Counting up to 1,000 matches costs a few ms at any size; counting
 * 10,000 cost 30-80 ms on the embedded database (issue #13). A short last page gives the exact
 * total for free.
 */
export const EXACT_TOTAL_CAP = 1_000;

/** When the planner expects at least this many matches, `total` is its estimate without counting. */
export const ESTIMATE_ONLY_ABOVE = 1_000;

/** The SQL of one search, exposed so the benchmark can time the very same statements. */
export interface ListingSearchSql {
  readonly pageSql: string;
  readonly pageParams: readonly unknown[];
  readonly countSql: string;
  readonly estimateSql: string;
  readonly filterParams: readonly unknown[];
}

/** One page of a search: `total` is exact unless `totalIsEstimate`. */
export interface ListingSearchPage {
  readonly listings: Listing[];
  readonly total: number;
  readonly totalIsEstimate: boolean;
}

const TS_QUERY = (param: number): string => `websearch_to_tsquery('english', $${param})`;

/**
 * Approximate containment (1§9, R-215): the footprint intersects the area (GiST) and at least
 * `threshold` of its area lies inside, or (zoomed into a large map) it covers at least
 * `threshold` of the area. Points and lines count when they touch it. In a rectangular area (a
 * map view) a footprint whose bounding box is inside is wholly inside (no geometry work), and one
 * across the edge is clipped to the rectangle (fast, no overlay); other areas use an
 * intersection, judging an invalid footprint by touching alone. Areas are planar in degrees, as
 * "approximate" allows.
 */
function inViewSql(aoiParam: number, thresholdParam: number): string {
  const aoi = `ST_MakeValid(ST_GeomFromText($${aoiParam}, 4326))`;
  const share = `$${thresholdParam}::float8`;
  const isRectangle = `ST_Area(${aoi}) >= 0.999999 * ST_Area(ST_Envelope(${aoi}))`;
  const enough = (part: string): string =>
    `(SELECT ST_Area(x.part) >= ${share} * ST_Area(l.geom) OR ST_Area(x.part) >= ${share} * ST_Area(${aoi})
      FROM (SELECT ${part} AS part) x)`;
  return `ST_Intersects(l.geom, ${aoi})
    AND CASE
      WHEN l.geom @ ${aoi} AND ${isRectangle} THEN true
      WHEN ST_Dimension(l.geom) < 2 THEN true
      WHEN ${isRectangle} THEN ${enough(`ST_ClipByBox2D(l.geom, Box2D(${aoi}))`)}
      WHEN NOT ST_IsValid(l.geom) THEN true
      WHEN ST_CoveredBy(l.geom, ${aoi}) THEN true
      ELSE ${enough(`ST_Intersection(l.geom, ${aoi})`)}
    END`;
}

/** The filters of a search without its page: what `GET /v1/listings/footprints` takes too. */
export type ListingFilter = Omit<ListingSearch, 'limit' | 'offset'>;

/** The WHERE clause (over `listings l`) and ORDER BY of a search, with their parameters. */
export interface ListingFilterSql {
  readonly filter: string;
  readonly order: string;
  readonly params: readonly unknown[];
  /** Placeholder number of the keywords (0 without keywords). */
  readonly keywordParam: number;
}

/**
 * The visibility, tenant, review and search predicates and the order of a search: one
 * definition for the list, its counts and the map's footprints, so they always agree.
 */
export function buildListingFilterSql(scope: TenantScope, search: ListingFilter): ListingFilterSql {
  const params: unknown[] = [...visibleOnTenantParams(scope)];
  const where = [visibleOnTenantSql(scope, 1), LISTED_SQL];
  const { keywords } = search;
  let keywordParam = 0;
  if (keywords) {
    params.push(keywords);
    keywordParam = params.length;
    where.push(`l.search_vector @@ ${TS_QUERY(keywordParam)}`);
  }
  if (search.categories?.length) {
    params.push(search.categories);
    where.push(`l.categories && $${params.length}::text[]`);
  }
  if (search.aoiWkt) {
    params.push(search.aoiWkt, search.containment ?? LIMITS.containmentThreshold);
    where.push(inViewSql(params.length - 1, params.length));
  }
  if (search.userId) {
    params.push(search.userId);
    where.push(`l.user_id = $${params.length}::uuid`);
  }
  if (search.onlyMaps) where.push(`l.listing_type NOT IN ('ORDER', 'NOT_SUPPORTED')`);
  if (search.listingTypes?.length) {
    params.push(search.listingTypes);
    where.push(`l.listing_type = ANY($${params.length}::text[])`);
  }
  const filter = where.join('\n    AND ');
  return { filter, order: orderSql(search.orderBy, keywordParam), params, keywordParam };
}

/** True when the search ranks by `ts_rank` (relevance with keywords). */
function isRanked(search: ListingFilter): boolean {
  return search.orderBy === 'RELEVANCE' && Boolean(search.keywords);
}

/**
 * Builds the page, capped-count and estimate statements of a search; a ranked search ranks the
 * newest `candidates` matches (see {@link relevanceCandidates}).
 */
export function buildListingSearchSql(
  scope: TenantScope,
  search: ListingSearch,
  candidates: number = RELEVANCE_CANDIDATES,
): ListingSearchSql {
  const { filter, order, params, keywordParam } = buildListingFilterSql(scope, search);
  const limit = `$${params.length + 1}`;
  const offset = `$${params.length + 2}`;
  const ranked = isRanked(search);
  const pageParams = ranked
    ? [...params, search.limit, search.offset, candidates]
    : [...params, search.limit, search.offset];
  const ids = ranked
    ? rankedIdsSql(filter, TS_QUERY(keywordParam), limit, offset, `$${params.length + 3}`)
    : `SELECT l.id FROM listings l
    WHERE ${filter}
    ORDER BY ${order}
    LIMIT ${limit} OFFSET ${offset}`;
  // A ranked page also says how many matches its candidate query read (`matched`).
  const matched = ranked ? ', p.matched' : '';
  const pageSql = `
SELECT ${LISTING_COLUMNS}${ranked ? ', page.matched' : ''}
FROM (
  SELECT p.id${matched}, row_number() OVER () AS ord
  FROM (
    ${ids}
  ) p
) page
JOIN listings l ON l.id = page.id
JOIN users u ON u.id = l.user_id
ORDER BY page.ord`;
  const countSql = `SELECT count(*)::float8 AS n FROM (SELECT 1 FROM listings l WHERE ${filter} LIMIT ${EXACT_TOTAL_CAP + 1}) c`;
  const estimateSql = `EXPLAIN (FORMAT JSON) SELECT 1 FROM listings l WHERE ${filter}`;
  return { pageSql, pageParams, countSql, estimateSql, filterParams: params };
}

function orderSql(orderBy: SortOption, keywordParam: number): string {
  switch (orderBy) {
    case 'RELEVANCE':
      // Without keywords there is nothing to rank by: newest first.
      return keywordParam
        ? `ts_rank(l.search_vector, ${TS_QUERY(keywordParam)}) DESC, l.created_at DESC, l.id DESC`
        : 'l.created_at DESC, l.id DESC';
    case 'NEWEST':
      return 'l.created_at DESC, l.id DESC';
    case 'OLDEST':
      return 'l.created_at ASC, l.id ASC';
    case 'TITLE':
      return 'lower(l.title) ASC, l.id ASC';
    case 'MODIFIED':
      return 'l.updated_at DESC, l.id DESC';
    default: {
      const unhandled: never = orderBy;
      throw new Error(`Unhandled sort option ${String(unhandled)}`);
    }
  }
}

/** The statements of a search as `searchListings` runs them. */
export interface PlannedListingSearch {
  readonly sql: ListingSearchSql;
  /** A ranked search: the planner's estimate of its matches, read before choosing candidates. */
  readonly planned?: number;
  /** A ranked search: how many of the newest matches its page statement reads at most. */
  readonly matchLimit?: number;
}

/**
 * The statements `searchListings` runs for a search: a ranked search reads the planner's estimate
 * first (`planned`), to rank every match when there are few. Exposed for the benchmark.
 */
export async function planListingSearch(
  db: Queryable,
  scope: TenantScope,
  search: ListingSearch,
): Promise<PlannedListingSearch> {
  const sql = buildListingSearchSql(scope, search);
  if (!isRanked(search)) return { sql };
  const planned = await estimateRows(db, sql);
  const candidates = relevanceCandidates(planned);
  return {
    sql: buildListingSearchSql(scope, search, candidates),
    planned,
    matchLimit: Math.max(candidates, search.offset + search.limit),
  };
}

/** Runs a search: one page of listings plus the total (exact up to {@link EXACT_TOTAL_CAP}). */
export async function searchListings(
  db: Queryable,
  scope: TenantScope,
  search: ListingSearch,
): Promise<ListingSearchPage> {
  const { sql, planned, matchLimit } = await planListingSearch(db, scope, search);
  const rows = await db.query<ListingRow & { matched?: number }>(sql.pageSql, sql.pageParams);
  const listings = rows.map(({ matched: _matched, ...row }) => toListing(row));
  const exact = (total: number): ListingSearchPage => ({
    listings,
    total,
    totalIsEstimate: false,
  });
  const estimated = (total: number): ListingSearchPage => ({
    listings,
    // A page past the end holds nothing: the offset says nothing about the total then.
    total: listings.length > 0 ? Math.max(total, search.offset + listings.length) : total,
    totalIsEstimate: true,
  });
  // A short page that starts at the offset tells the exact total without counting.
  if (listings.length < search.limit && (listings.length > 0 || search.offset === 0)) {
    return exact(search.offset + listings.length);
  }
  // A ranked page read the newest matches up to `matchLimit`: fewer are all of them.
  const matched = rows[0]?.matched;
  if (matched !== undefined && matchLimit !== undefined) {
    return matched < matchLimit ? exact(matched) : estimated(Math.max(planned ?? 0, matched));
  }
  // Broad searches: the planner's estimate (about 1 ms) instead of counting thousands of rows.
  const estimate = planned ?? (await estimateRows(db, sql));
  if (estimate >= ESTIMATE_ONLY_ABOVE) return estimated(estimate);
  const [count] = await db.query<{ n: number }>(sql.countSql, sql.filterParams);
  const counted = count?.n ?? 0;
  if (counted <= EXACT_TOTAL_CAP) return exact(counted);
  return estimated(Math.max(EXACT_TOTAL_CAP + 1, estimate));
}

async function estimateRows(db: Queryable, sql: ListingSearchSql): Promise<number> {
  const [row] = await db.query<Record<string, unknown>>(sql.estimateSql, sql.filterParams);
  const plan = row ? Object.values(row)[0] : undefined;
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as unknown) : plan;
  const rows = (parsed as [{ Plan?: { 'Plan Rows'?: number } }] | undefined)?.[0]?.Plan?.[
    'Plan Rows'
  ];
  return Math.round(rows ?? 0);
}
