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

/** The rule of a lockout counter: `limit` failures in `windowMs` lock the key for `lockMs`. */
export interface LockoutRule {
  readonly limit: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

/** What {@link takeThrottleAttempt} found: taken, the key locked, or every place in flight. */
export const ATTEMPT_TAKE = {
  taken: 'taken',
  locked: 'locked',
  busy: 'busy',
} as const;

/** One of {@link ATTEMPT_TAKE}. */
export type AttemptTake = (typeof ATTEMPT_TAKE)[keyof typeof ATTEMPT_TAKE];

/** `restart`: the window is over, or the key was locked and the lock has ended (`$2` now, `$3` window ms). */
const restartSql = `(t.window_started_at <= $2::timestamptz - make_interval(secs => $3::float8 / 1000)
                    OR coalesce(t.blocked_until <= $2::timestamptz, false))`;

/** An attempt in flight stops counting after this long (its process died mid-check). */
export const PENDING_ATTEMPT_TTL_MS = 30_000;

/**
 * Takes one attempt of a lockout counter atomically, before the attempt is checked (a password
 * verified). Failures plus attempts in flight never exceed `limit`, so however many attempts
 * arrive at once, across processes, at most `limit` can fail per window: `busy` when the rest
 * are in flight (wait for them), `locked` while the key is locked. The caller settles each taken
 * attempt: {@link failThrottleAttempt} counts a failure (the `limit`-th locks the key for
 * `lockMs`), {@link clearThrottle} forgets the counter after a success. A window that ended or a
 * lock that ended starts afresh.
 */
export async function takeThrottleAttempt(
  db: Queryable,
  key: string,
  at: string,
  rule: LockoutRule,
): Promise<AttemptTake> {
  const pending = `CASE WHEN coalesce(t.pending_at <= $2::timestamptz - make_interval(secs => ${PENDING_ATTEMPT_TTL_MS / 1000}), true)
                        THEN 0 ELSE t.pending END`;
  const hits = `CASE WHEN ${restartSql} THEN 0 ELSE t.hits END`;
  const rows = await db.query<{ taken: boolean; locked: boolean }>(
    `INSERT INTO identity_throttles AS t (key, window_started_at, hits, pending, pending_at)
     VALUES ($1, $2::timestamptz, 0, 1, $2::timestamptz)
     ON CONFLICT (key) DO UPDATE SET
       hits = ${hits},
       window_started_at = CASE WHEN ${restartSql} THEN $2::timestamptz ELSE t.window_started_at END,
       blocked_until = CASE WHEN ${restartSql} THEN NULL ELSE t.blocked_until END,
       pending = ${pending} + 1,
       pending_at = $2::timestamptz
     WHERE NOT coalesce(t.blocked_until > $2::timestamptz, false)
       AND ${hits} + ${pending} < $4::int
     RETURNING true AS taken`,
    [key, at, rule.windowMs, rule.limit],
  );
  if (rows.length === 1) return ATTEMPT_TAKE.taken;
  const [row] = await db.query<{ locked: boolean }>(
    `SELECT coalesce(blocked_until > $2::timestamptz, false) AS locked
     FROM identity_throttles WHERE key = $1`,
    [key, at],
  );
  return row?.locked ? ATTEMPT_TAKE.locked : ATTEMPT_TAKE.busy;
}

/**
 * Settles a taken attempt as failed: it leaves the attempts in flight and counts as a failure;
 * the `limit`-th failure in the window locks the key for `lockMs`.
 */
export async function failThrottleAttempt(
  db: Queryable,
  key: string,
  at: string,
  rule: LockoutRule,
): Promise<void> {
  const lockUntil = `$2::timestamptz + make_interval(secs => $5::float8 / 1000)`;
  const hits = `CASE WHEN ${restartSql} THEN 1 ELSE t.hits + 1 END`;
  await db.query(
    `INSERT INTO identity_throttles AS t (key, window_started_at, hits, blocked_until)
     VALUES ($1, $2::timestamptz, 1, CASE WHEN $4::int <= 1 THEN ${lockUntil} END)
     ON CONFLICT (key) DO UPDATE SET
       hits = ${hits},
       window_started_at = CASE WHEN ${restartSql} THEN $2::timestamptz ELSE t.window_started_at END,
       blocked_until = CASE WHEN ${hits} >= $4::int THEN ${lockUntil}
                            WHEN ${restartSql} THEN NULL ELSE t.blocked_until END,
       pending = greatest(t.pending - 1, 0)`,
    [key, at, rule.windowMs, rule.limit, rule.lockMs],
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
