// The daily marks are only read for today: older days are deleted by range (the day leads the
// primary key), hourly by every API process (the delete is idempotent, so several may run it).
import type { Queryable } from '@unfurl/api-db';
import { utcDay } from './analytics-points';

/** How many past UTC days of marks stay (a day's repeat must still find its mark until it ends). */
export const MARK_DAYS_KEPT = 2;

/** How often each process prunes. */
export const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Deletes the marks of days before `MARK_DAYS_KEPT` days ago; answers how many went. */
export async function pruneDailyMarks(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM analytics_daily_marks WHERE day < $1::date - $2::int RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [utcDay(now), MARK_DAYS_KEPT],
  );
  return rows[0]?.n ?? 0;
}
