// SQL of the identity service's fixed-window counters (rate limits, lockouts) and its
// housekeeping (migration 0004).
import type { Queryable } from './db';

/** State of a throttle counter after a hit or a read. */
export interface ThrottleState {
  readonly hits: number;
  readonly blockedUntilMs: number | null;
}

/** Counts one hit in a fixed window of `windowMs` (a new window starts at 1). */
export async function hitThrottle(
  db: Queryable,
  key: string,
  at: string,
  windowMs: number,
): Promise<ThrottleState> {
  const [row] = await db.query<ThrottleState>(
    `INSERT INTO identity_throttles AS t (key, window_started_at, hits)
     VALUES ($1, $2::timestamptz, 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000)
                   THEN 1 ELSE t.hits + 1 END,
       window_started_at = CASE
         WHEN t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000)
         THEN $2::timestamptz ELSE t.window_started_at END
     RETURNING hits, (extract(epoch FROM blocked_until) * 1000)::float8 AS "blockedUntilMs"`,
    [key, at, windowMs],
  );
  return row!;
}

/** The counter's state, or undefined when it has never been hit (or was cleared). */
export async function readThrottle(db: Queryable, key: string): Promise<ThrottleState | undefined> {
  const [row] = await db.query<ThrottleState>(
    `SELECT hits, (extract(epoch FROM blocked_until) * 1000)::float8 AS "blockedUntilMs"
     FROM identity_throttles WHERE key = $1`,
    [key],
  );
  return row;
}

/** Blocks a key until a time and restarts its count. */
export async function blockThrottle(db: Queryable, key: string, until: string): Promise<void> {
  await db.query(
    `UPDATE identity_throttles SET blocked_until = $2::timestamptz, hits = 0 WHERE key = $1`,
    [key, until],
  );
}

/** Forgets a counter (e.g. failed sign-ins after a successful one). */
export async function clearThrottle(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM identity_throttles WHERE key = $1', [key]);
}

/**
 * Deletes what can no longer matter: throttle windows that ended before `before` and are not
 * blocked, expired codes, expired refresh tokens, and sessions revoked before `before`.
 */
export async function pruneIdentityState(db: Queryable, before: string): Promise<void> {
  await db.query(
    `DELETE FROM identity_throttles
     WHERE window_started_at < $1::timestamptz AND coalesce(blocked_until < $1::timestamptz, true)`,
    [before],
  );
  await db.query('DELETE FROM identity_codes WHERE expires_at < $1::timestamptz', [before]);
  await db.query('DELETE FROM identity_refresh_tokens WHERE expires_at < $1::timestamptz', [
    before,
  ]);
  await db.query('DELETE FROM identity_sessions WHERE revoked_at < $1::timestamptz', [before]);
}
