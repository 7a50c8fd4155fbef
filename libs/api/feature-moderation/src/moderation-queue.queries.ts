// The moderation queue: a tenant's reported listings and comments with their open reports
// (resolved_action_id NULL, migration 0016), one item per target, oldest open report first.
import type { Queryable } from '@unfurl/api-db';
import { displayName } from '@unfurl/domain';
import type { ModerationItemWire, ModerationQueueWire, ModerationTarget } from '@unfurl/validators';

interface NameRow {
  readonly live: boolean;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
}

interface ReportRow extends NameRow {
  readonly userId: string;
  readonly reason: string;
  readonly message: string | null;
  readonly createdAt: number;
}

interface ItemRow {
  readonly target: ModerationTarget;
  readonly id: number;
  readonly listingId: number;
  readonly listingTitle: string;
  readonly commentText: string | string[] | null;
  readonly authorId: string | null;
  readonly author: NameRow | null;
  readonly hidden: boolean;
  readonly firstReportedAt: number;
  readonly reports: ReportRow[];
}

/** Open reports of the tenant `$1`: target, target id, listing, reporter, reason, message, when. */
const OPEN_REPORTS = `
  SELECT 'LISTING' AS target, r.listing_id AS target_id, r.listing_id, r.user_id, r.reason,
    r.message, r.created_at
  FROM listing_reports r JOIN listings l ON l.id = r.listing_id
  WHERE r.resolved_action_id IS NULL AND l.tenant_id = $1 AND l.deleted_at IS NULL
  UNION ALL
  SELECT 'COMMENT', r.comment_id, c.listing_id, r.user_id, r.reason, r.message, r.created_at
  FROM comment_reports r JOIN comments c ON c.id = r.comment_id
  JOIN listings l ON l.id = c.listing_id
  WHERE r.resolved_action_id IS NULL AND l.tenant_id = $1 AND l.deleted_at IS NULL`;

const nameJson = (alias: string) =>
  `jsonb_build_object('live', ${alias}.id IS NOT NULL AND ${alias}.deleted_at IS NULL,
     'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name, 'name', ${alias}.name)`;

const toName = (row: NameRow | null): string | null =>
  row?.live
    ? displayName({ firstName: row.firstName, lastName: row.lastName, name: row.name })
    : null;

/** The distinct reasons, the most given first (ties in first-given order). */
function reasonsOf(reports: readonly ReportRow[]): string[] {
  const counts = new Map<string, number>();
  for (const report of reports) counts.set(report.reason, (counts.get(report.reason) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([reason]) => reason);
}

function toItem(row: ItemRow): ModerationItemWire {
  const reports = [...row.reports].sort((a, b) => a.createdAt - b.createdAt);
  return {
    target: row.target,
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    commentText: row.commentText,
    authorId: row.authorId,
    authorName: toName(row.author),
    hidden: row.hidden,
    reportCount: reports.length,
    reasons: reasonsOf(reports),
    reports: reports.map(({ live, firstName, lastName, name, ...report }) => ({
      ...report,
      userName: toName({ live, firstName, lastName, name }),
    })),
    firstReportedAt: row.firstReportedAt,
  };
}

/** A page of the tenant's queue and the number of reported targets in all. */
export async function readModerationQueue(
  db: Queryable,
  tenantId: number,
  page: { readonly limit: number; readonly offset: number },
): Promise<ModerationQueueWire> {
  const rows = await db.query<ItemRow>(
    `WITH open AS (${OPEN_REPORTS}),
     grouped AS (
       SELECT o.target, o.target_id, o.listing_id, min(o.created_at) AS first_at,
         jsonb_agg(jsonb_build_object('userId', o.user_id::text, 'reason', o.reason,
           'message', o.message, 'createdAt', floor(extract(epoch FROM o.created_at)))
           || ${nameJson('u')}) AS reports
       FROM open o LEFT JOIN users u ON u.id = o.user_id
       GROUP BY o.target, o.target_id, o.listing_id
     )
     SELECT g.target, g.target_id::float8 AS "id", g.listing_id::float8 AS "listingId",
       l.title AS "listingTitle", c.text AS "commentText",
       coalesce(c.user_id, CASE WHEN g.target = 'LISTING' THEN l.user_id END)::text AS "authorId",
       CASE WHEN a.id IS NULL THEN NULL ELSE ${nameJson('a')} END AS "author",
       CASE WHEN g.target = 'COMMENT' THEN c.hidden_at IS NOT NULL
         ELSE l.review_status = 'REJECTED' END AS "hidden",
       floor(extract(epoch FROM g.first_at))::float8 AS "firstReportedAt", g.reports
     FROM grouped g JOIN listings l ON l.id = g.listing_id
     LEFT JOIN comments c ON g.target = 'COMMENT' AND c.id = g.target_id
     LEFT JOIN users a ON a.id = CASE WHEN g.target = 'COMMENT' THEN c.user_id ELSE l.user_id END
     ORDER BY g.first_at, g.target, g.target_id
     LIMIT $2 OFFSET $3`,
    [tenantId, page.limit, page.offset],
  );
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::float8 AS n FROM (SELECT DISTINCT target, target_id FROM (${OPEN_REPORTS}) o) t`,
    [tenantId],
  );
  return { items: rows.map(toItem), total: count?.n ?? 0 };
}
