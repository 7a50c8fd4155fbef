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

/**
 * Takes one attempt of a lockout counter atomically, before the attempt is checked (a password
 * verified): true when taken; false while the key is locked. The `limit`-th attempt in a window of
 * `windowMs` locks the key for `lockMs` as it is taken, so however many attempts arrive at once,
 * across processes, at most `limit` are taken per lock. A lock that ended starts a new window. The
 * caller clears the counter when the attempt succeeds ({@link clearThrottle}); a failed one stays
 * counted.
 */
export async function takeThrottleAttempt(
  db: Queryable,
  key: string,
  at: string,
  rule: { readonly limit: number; readonly windowMs: number; readonly lockMs: number },
): Promise<boolean> {
  // `restart`: the window is over, or the key was locked and the lock has ended.
  const restart = `(t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000)
                    OR coalesce(t.blocked_until <= $2::timestamptz, false))`;
  const hits = `CASE WHEN ${restart} THEN 1 ELSE t.hits + 1 END`;
  const lockUntil = `$2::timestamptz + make_interval(secs => $5::float8 / 1000)`;
  const rows = await db.query(
    `INSERT INTO identity_throttles AS t (key, window_started_at, hits, blocked_until)
     VALUES ($1, $2::timestamptz, 1, CASE WHEN $4::int <= 1 THEN ${lockUntil} END)
     ON CONFLICT (key) DO UPDATE SET
       hits = ${hits},
       window_started_at = CASE WHEN ${restart} THEN $2::timestamptz ELSE t.window_started_at END,
       blocked_until = CASE WHEN ${hits} >= $4::int THEN ${lockUntil}
                            WHEN ${restart} THEN NULL ELSE t.blocked_until END
     WHERE NOT coalesce(t.blocked_until > $2::timestamptz, false)
     RETURNING 1`,
    [key, at, rule.windowMs, rule.limit, rule.lockMs],
  );
  return rows.length === 1;
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
