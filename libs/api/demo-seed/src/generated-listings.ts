import type { Queryable } from '@unfurl/api-db';
import {
  DEMO_DESCRIPTIONS,
  DEMO_PLACES,
  DEMO_SUBJECTS,
  DEMO_TYPE_WEIGHTS,
} from './demo-vocabulary';

/** Who generated listings belong to. */
export interface GeneratedListingsTarget {
  readonly mainTenantId: number;
  readonly mainUserIds: readonly string[];
  readonly acmeTenantId: number;
  readonly acmeUserIds: readonly string[];
}

/** Rows per INSERT statement: large enough to be fast, small enough to report progress. */
export const GENERATE_CHUNK = 50_000;

/** Reference "now" of generated dates, fixed so the data set is the same on every run. */
const REFERENCE_EPOCH = Date.UTC(2026, 0, 1) / 1000;
const FIVE_YEARS = 5 * 365 * 24 * 3600;

function typeCase(column: string): string {
  let cumulative = 0;
  const arms = DEMO_TYPE_WEIGHTS.map(([type, weight]) => {
    cumulative += weight / 100;
    return `WHEN ${column} < ${cumulative.toFixed(4)} THEN '${type}'`;
  });
  return `CASE ${arms.join(' ')} ELSE 'IMAGE' END`;
}

/**
 * The INSERT that generates listings `$1..$2` (row numbers) of `$14` entirely inside the database,
 * from a seeded `random()`; 10 % go to acme (a third of those private), 95 % are approved, 1 %
 * featured. Row `n` is created in the `n`-th of `$14` equal slices of the five years before the
 * reference date and rows go in by `n`, so ids ascend with `created_at`: that is how real listings
 * arrive (each one inserted when it is created), and it keeps the newest matches of a search on
 * the table's last pages as they would be in production. Random creation dates would scatter
 * them over the whole heap, which no real table looks like (issue #13).
 */
const INSERT_SQL = `
INSERT INTO listings (tenant_id, user_id, title, description, seo_title, listing_type, review_status,
  geom, tags, categories, created_at, updated_at, total_comments, total_likes, total_views,
  is_private, is_featured)
SELECT
  CASE WHEN q.acme THEN $11::int ELSE $10::int END,
  (CASE WHEN q.acme THEN $13::text[] ELSE $12::text[] END)[1 + floor(q.u * CASE WHEN q.acme THEN cardinality($13::text[]) ELSE cardinality($12::text[]) END)::int]::uuid,
  q.title,
  q.title || '. ' || ($9::text[])[1 + floor(q.d * cardinality($9::text[]))::int]
    || ' Area: ' || ($6::text[])[q.pi] || '.',
  trim(BOTH '-' FROM regexp_replace(lower(q.title), '[^a-z0-9]+', '-', 'g')),
  q.listing_type,
  CASE WHEN q.rv < 0.95 THEN 'APPROVED' WHEN q.rv < 0.99 THEN 'PENDING' ELSE 'REJECTED' END,
  CASE WHEN q.listing_type = 'IMAGE' THEN ST_SetSRID(ST_MakePoint(q.x, q.y), 4326)
       ELSE ST_MakeEnvelope(q.x, q.y, least(q.x + q.w, 180), least(q.y + q.h, 85), 4326) END,
  string_to_array(($5::text[])[q.si], '|') || lower(($6::text[])[q.pi]),
  ARRAY[($4::text[])[q.si]],
  to_timestamp(q.created),
  to_timestamp(q.created + q.upd * (${REFERENCE_EPOCH} - q.created)),
  0, -- comment rows are the count's only source (triggers of migration 0013); none generated
  floor(power(q.lk, 4) * 900)::int,
  floor(power(q.lk, 2) * 20000)::int,
  q.acme AND q.pr < 0.34,
  q.ft < 0.01
FROM (
  SELECT r.*,
    ($3::text[])[r.si] || ' of ' || ($6::text[])[r.pi] || ', ' || (2000 + floor(r.yr * 26)::int) AS title,
    ${typeCase('r.ty')} AS listing_type,
    greatest(-180, least(179.9, ($7::float8[])[r.pi] + (r.jx - 0.5) * 6)) AS x,
    greatest(-85, least(84.9, ($8::float8[])[r.pi] + (r.jy - 0.5) * 4)) AS y,
    0.05 + power(r.sw, 2) * 2.5 AS w,
    0.05 + power(r.sh, 2) * 2.0 AS h,
    ${REFERENCE_EPOCH - FIVE_YEARS} + (r.n - 1 + r.age) / $14::float8 * ${FIVE_YEARS} AS created,
    r.t < 0.1 AS acme
  FROM (
    SELECT n,
      1 + floor(random() * cardinality($3::text[]))::int AS si,
      1 + floor(random() * cardinality($6::text[]))::int AS pi,
      random() AS t, random() AS u, random() AS ty, random() AS jx, random() AS jy, random() AS sw,
      random() AS sh, random() AS age, random() AS upd, random() AS cm, random() AS lk,
      random() AS rv, random() AS pr, random() AS ft, random() AS yr, random() AS d
    FROM generate_series($1::int, $2::int) AS n
  ) r
) q
ORDER BY q.n`;

/**
 * Inserts `count` generated listings spread over the world, in chunks; deterministic for a given
 * count. `onProgress` receives the number inserted so far.
 */
export async function insertGeneratedListings(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  target: GeneratedListingsTarget,
  count: number,
  onProgress?: (done: number) => void,
): Promise<void> {
  for (let start = 1; start <= count; start += GENERATE_CHUNK) {
    const end = Math.min(count, start + GENERATE_CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.query('SELECT setseed($1)', [((start % 9973) / 9973) * 2 - 1]);
      await tx.query(INSERT_SQL, [
        start,
        end,
        DEMO_SUBJECTS.map((subject) => subject.title),
        DEMO_SUBJECTS.map((subject) => subject.category),
        DEMO_SUBJECTS.map((subject) => subject.tags.join('|')),
        DEMO_PLACES.map(([name]) => name),
        DEMO_PLACES.map(([, lon]) => lon),
        DEMO_PLACES.map(([, , lat]) => lat),
        DEMO_DESCRIPTIONS,
        target.mainTenantId,
        target.acmeTenantId,
        target.mainUserIds,
        target.acmeUserIds,
        count,
      ]);
    });
    onProgress?.(end);
  }
}
