// Records one analytics event in one statement (migration 0015): the event row, its daily mark,
// the listing's view count and the user's points. The mark's PRIMARY KEY decides which of racing
// repeats counts; the view count and the points move only for a mark really inserted, the daily
// tally's upsert re-reads the locked row (the cap holds), and the users UPDATE re-reads the locked
// user row, so counts and points stay exact however many events race.
import { visibleOnTenantParams, visibleOnTenantSql } from '@unfurl/api-db';
import type { Queryable, TenantScope } from '@unfurl/api-db';
import { DAILY_POINTS_CAP } from './analytics-points';
import type { EventKind } from './analytics-points';

/** One event to record. */
export interface AnalyticsEvent {
  readonly tenantId: number;
  readonly scope: TenantScope;
  /** The signed-in user; undefined for an anonymous event (which never earns points). */
  readonly userId: string | undefined;
  /** Who did it for the once-per-day rule: `user:<uuid>` or `ip:<hash>`. */
  readonly actor: string;
  readonly kind: EventKind;
  /** Upper case. */
  readonly action: string;
  /** The listing of a listing event. */
  readonly listingId: number | undefined;
  readonly payload: Readonly<Record<string, unknown>>;
  /** The once-per-day key; undefined: the event only is recorded. */
  readonly eventKey: string | undefined;
  /** Points the event earns when its mark is new (0: none). */
  readonly points: number;
  /** True: a new mark also counts a view of the listing. */
  readonly countsView: boolean;
  /** UTC day, `YYYY-MM-DD`. */
  readonly day: string;
}

/** What recording did. */
export interface RecordedEvent {
  /** Points added to the user (0 for repeats, anonymous events and past the daily cap). */
  readonly pointsAdded: number;
  /** Whether the listing's view count went up. */
  readonly viewCounted: boolean;
}

/** The statement; `$1` is the scope's tenant parameter. */
function recordSql(scope: TenantScope): string {
  return `WITH listing AS (
      SELECT l.id FROM listings l
      WHERE ${visibleOnTenantSql(scope, 1)} AND l.deleted_at IS NULL AND l.id = $6::bigint
    ),
    event AS (
      INSERT INTO analytics_events (tenant_id, user_id, kind, action, listing_id, payload)
      VALUES ($2::int, $3::uuid, $4, $5, $6::bigint, $7::jsonb) RETURNING id
    ),
    mark AS (
      INSERT INTO analytics_daily_marks (day, actor, event_key)
      SELECT $8::date, $9, $10::text
      WHERE $10::text IS NOT NULL AND ($6::bigint IS NULL OR EXISTS (SELECT 1 FROM listing))
      ON CONFLICT DO NOTHING RETURNING event_key
    ),
    viewed AS (
      UPDATE listings SET total_views = total_views + 1
      WHERE $12::boolean AND id IN (SELECT id FROM listing) AND EXISTS (SELECT 1 FROM mark)
      RETURNING id
    ),
    tally AS (
      INSERT INTO analytics_daily_points (user_id, day, points, previous)
      SELECT $3::uuid, $8::date, least($11::int, ${DAILY_POINTS_CAP}), 0
      WHERE $3::uuid IS NOT NULL AND $11::int > 0 AND EXISTS (SELECT 1 FROM mark)
      ON CONFLICT (user_id, day) DO UPDATE
        SET previous = analytics_daily_points.points,
            points = least(analytics_daily_points.points + EXCLUDED.points, ${DAILY_POINTS_CAP})
        WHERE analytics_daily_points.points < ${DAILY_POINTS_CAP}
      RETURNING points - previous AS added
    ),
    awarded AS (
      UPDATE users SET points = points + (SELECT added FROM tally)
      WHERE id = $3::uuid AND EXISTS (SELECT 1 FROM tally WHERE added > 0)
      RETURNING points
    )
    SELECT coalesce((SELECT added FROM tally WHERE EXISTS (SELECT 1 FROM awarded)), 0)::int AS "pointsAdded",
      EXISTS (SELECT 1 FROM viewed) AS "viewCounted"`;
}

/** Records the event and answers what it added. */
export async function recordAnalyticsEvent(
  db: Queryable,
  event: AnalyticsEvent,
): Promise<RecordedEvent> {
  const [row] = await db.query<{ pointsAdded: number; viewCounted: boolean }>(
    recordSql(event.scope),
    [
      ...visibleOnTenantParams(event.scope),
      event.tenantId,
      event.userId ?? null,
      event.kind,
      event.action,
      event.listingId ?? null,
      JSON.stringify(event.payload),
      event.day,
      event.actor,
      event.eventKey ?? null,
      event.points,
      event.countsView,
    ],
  );
  return { pointsAdded: row?.pointsAdded ?? 0, viewCounted: row?.viewCounted ?? false };
}
