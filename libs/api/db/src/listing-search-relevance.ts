/**
 * Relevance ranks a bounded candidate set: the newest `candidates` matches of a keyword search are
 * ordered by `ts_rank` (ties newest first), and any matches after them follow newest first. A
 * common word matches 3 % of a million listings; ranking all of them took 0.5 s, and even the
 * newest 1,000 of them cost a walk over 33,000 rows (issue #13).
 */
export const RELEVANCE_CANDIDATES = 250;

/**
 * When the planner expects fewer matches than this, the candidate set is this many: every match
 * is ranked, unless the estimate was low (then the newest this-many are).
 */
export const RANK_ALL_BELOW = 2_000;

/** How many of the newest matches a relevance search ranks, given the planner's estimate. */
export function relevanceCandidates(estimatedMatches: number): number {
  return estimatedMatches < RANK_ALL_BELOW ? RANK_ALL_BELOW : RELEVANCE_CANDIDATES;
}

/**
 * The ids of a relevance page: the newest `greatest(candidates, offset + limit)` matches, the
 * first `candidates` of them ranked by `ts_rank` (then newest first), the rest newest first.
 * Every page of one search cuts the same order, so paging neither repeats nor skips a listing.
 * `matched` is how many matches the candidate query read: fewer than its limit are all of them.
 * `tsQuery` is the SQL of the search's tsquery; the other arguments are placeholders.
 */
export function rankedIdsSql(
  filter: string,
  tsQuery: string,
  limit: string,
  offset: string,
  candidates: string,
): string {
  return `SELECT c.id, c.matched::float8 AS matched FROM (
      SELECT n.*, row_number() OVER () AS newest, count(*) OVER () AS matched
      FROM (
        SELECT l.id, l.search_vector, l.created_at FROM listings l
        WHERE ${filter}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT greatest(${candidates}::int, ${offset}::int + ${limit}::int)
      ) n
    ) c
    ORDER BY c.newest <= ${candidates}::int DESC,
      CASE WHEN c.newest <= ${candidates}::int THEN ts_rank(c.search_vector, ${tsQuery}) END DESC,
      c.created_at DESC, c.id DESC
    LIMIT ${limit} OFFSET ${offset}`;
}
