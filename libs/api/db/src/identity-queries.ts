// SQL of the identity service (libs/api/identity): credentials, sessions, refresh tokens, codes,
// outbox, throttles and signing keys (migration 0004). Times go in as ISO strings and come back
// as epoch milliseconds so the caller's clock rules and both drivers agree.
import type { Queryable } from './db';

/** Password credential states. */
export const CREDENTIAL_STATUS = {
  unconfirmed: 'UNCONFIRMED',
  confirmed: 'CONFIRMED',
  resetRequired: 'RESET_REQUIRED',
} as const;

/** One credential state. */
export type CredentialStatus = (typeof CREDENTIAL_STATUS)[keyof typeof CREDENTIAL_STATUS];

/** Purposes of one-time codes. */
export const CODE_PURPOSE = {
  confirmSignUp: 'CONFIRM_SIGN_UP',
  resetPassword: 'RESET_PASSWORD',
} as const;

/** One code purpose. */
export type CodePurpose = (typeof CODE_PURPOSE)[keyof typeof CODE_PURPOSE];

/** A user as the identity service sees them: profile claims plus the password credential. */
export interface IdentityUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly name: string | null;
  /** Undefined when the user has no password credential. */
  readonly passwordHash: string | null;
  readonly status: CredentialStatus | null;
  readonly emailVerified: boolean;
  readonly domains: readonly { readonly domain: string; readonly permission: string }[];
}

const USER_SELECT = `
  SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.name,
         c.password_hash AS "passwordHash", c.status, coalesce(c.email_verified, false) AS "emailVerified",
         coalesce((SELECT json_agg(json_build_object('domain', d.domain, 'permission', d.permission)
                                   ORDER BY d.domain)
                   FROM user_domains d WHERE d.user_id = u.id), '[]'::json) AS domains
  FROM users u LEFT JOIN user_credentials c ON c.user_id = u.id`;

type UserRow = Omit<IdentityUser, 'domains'> & { domains: unknown };

function toIdentityUser(row: UserRow | undefined): IdentityUser | undefined {
  if (!row) return undefined;
  const domains = typeof row.domains === 'string' ? JSON.parse(row.domains) : row.domains;
  return { ...row, domains: domains as IdentityUser['domains'] };
}

/** The user with this (lower-case) email, with credential and domains, or undefined. */
export async function findIdentityUserByEmail(
  db: Queryable,
  email: string,
): Promise<IdentityUser | undefined> {
  return toIdentityUser((await db.query<UserRow>(`${USER_SELECT} WHERE u.email = $1`, [email]))[0]);
}

/** The user with this id, with credential and domains, or undefined. */
export async function findIdentityUserById(
  db: Queryable,
  id: string,
): Promise<IdentityUser | undefined> {
  return toIdentityUser((await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id]))[0]);
}

/** A new password user (UNCONFIRMED); undefined when the email is taken. */
export async function insertPasswordUser(
  db: Queryable,
  user: {
    readonly tenantId: number;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly name: string | null;
    readonly passwordHash: string;
    readonly at: string;
  },
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `WITH created AS (
       INSERT INTO users (tenant_id, email, first_name, last_name, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $7::timestamptz) ON CONFLICT (email) DO NOTHING RETURNING id)
     INSERT INTO user_credentials (user_id, password_hash, status, password_changed_at)
     SELECT id, $6, 'UNCONFIRMED', $7::timestamptz FROM created RETURNING user_id AS id`,
    [
      user.tenantId,
      user.email,
      user.firstName,
      user.lastName,
      user.name,
      user.passwordHash,
      user.at,
    ],
  );
  return row?.id;
}

/** Sets (or creates) a user's password credential. */
export async function setPassword(
  db: Queryable,
  userId: string,
  credential: {
    readonly passwordHash: string;
    readonly status: CredentialStatus;
    readonly emailVerified: boolean;
    readonly at: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO user_credentials (user_id, password_hash, status, email_verified, password_changed_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)
     ON CONFLICT (user_id) DO UPDATE SET password_hash = $2, status = $3,
       email_verified = $4, password_changed_at = $5::timestamptz`,
    [userId, credential.passwordHash, credential.status, credential.emailVerified, credential.at],
  );
}

/** Marks a user's email as confirmed (status CONFIRMED, email verified). */
export async function confirmCredential(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `UPDATE user_credentials SET status = 'CONFIRMED', email_verified = true WHERE user_id = $1`,
    [userId],
  );
}

/** Starts a session; returns its id. */
export async function insertSession(
  db: Queryable,
  session: { readonly userId: string; readonly clientId: string; readonly at: string },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO identity_sessions (user_id, client_id, created_at) VALUES ($1, $2, $3::timestamptz)
     RETURNING id`,
    [session.userId, session.clientId, session.at],
  );
  return row!.id;
}

/** True while the session exists and is not revoked. */
export async function isSessionActive(db: Queryable, sessionId: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM identity_sessions WHERE id = $1 AND revoked_at IS NULL',
    [sessionId],
  );
  return rows.length === 1;
}

/** Revokes one session (its refresh tokens and access tokens stop working). */
export async function revokeSession(db: Queryable, sessionId: string, at: string): Promise<void> {
  await db.query(
    `UPDATE identity_sessions SET revoked_at = $2::timestamptz WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId, at],
  );
}

/** Revokes every session of a user. */
export async function revokeUserSessions(db: Queryable, userId: string, at: string): Promise<void> {
  await db.query(
    `UPDATE identity_sessions SET revoked_at = $2::timestamptz
     WHERE user_id = $1 AND revoked_at IS NULL`,
    [userId, at],
  );
}

/** Stores a refresh token's hash in a session. */
export async function insertRefreshToken(
  db: Queryable,
  token: {
    readonly tokenHash: string;
    readonly sessionId: string;
    readonly at: string;
    readonly expiresAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_refresh_tokens (token_hash, session_id, created_at, expires_at)
     VALUES ($1, $2, $3::timestamptz, $4::timestamptz)`,
    [token.tokenHash, token.sessionId, token.at, token.expiresAt],
  );
}

/** A stored refresh token with its session. */
export interface StoredRefreshToken {
  readonly sessionId: string;
  readonly userId: string;
  readonly clientId: string;
  /** When the session's password sign-in happened (the tokens' auth_time). */
  readonly sessionStartedAtMs: number;
  readonly expiresAtMs: number;
  readonly used: boolean;
  readonly revoked: boolean;
}

/** The refresh token with this hash, or undefined. */
export async function findRefreshToken(
  db: Queryable,
  tokenHash: string,
): Promise<StoredRefreshToken | undefined> {
  const [row] = await db.query<StoredRefreshToken>(
    `SELECT t.session_id AS "sessionId", s.user_id AS "userId", s.client_id AS "clientId",
            (extract(epoch FROM s.created_at) * 1000)::float8 AS "sessionStartedAtMs",
            (extract(epoch FROM t.expires_at) * 1000)::float8 AS "expiresAtMs",
            t.used_at IS NOT NULL AS used, s.revoked_at IS NOT NULL AS revoked
     FROM identity_refresh_tokens t JOIN identity_sessions s ON s.id = t.session_id
     WHERE t.token_hash = $1`,
    [tokenHash],
  );
  return row;
}

/** Marks a refresh token used; false when it already was (a replay). */
export async function useRefreshToken(
  db: Queryable,
  tokenHash: string,
  at: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE identity_refresh_tokens SET used_at = $2::timestamptz
     WHERE token_hash = $1 AND used_at IS NULL RETURNING 1`,
    [tokenHash, at],
  );
  return rows.length === 1;
}

/** A live one-time code. */
export interface StoredCode {
  readonly codeHash: string;
  readonly expiresAtMs: number;
  readonly failedAttempts: number;
}

/** Replaces the user's code for a purpose. */
export async function putCode(
  db: Queryable,
  code: {
    readonly userId: string;
    readonly purpose: CodePurpose;
    readonly codeHash: string;
    readonly at: string;
    readonly expiresAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_codes (user_id, purpose, code_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz)
     ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = $3, created_at = $4::timestamptz,
       expires_at = $5::timestamptz, failed_attempts = 0`,
    [code.userId, code.purpose, code.codeHash, code.at, code.expiresAt],
  );
}

/** The user's live code for a purpose, or undefined. */
export async function findCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<StoredCode | undefined> {
  const [row] = await db.query<StoredCode>(
    `SELECT code_hash AS "codeHash", (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAtMs",
            failed_attempts AS "failedAttempts"
     FROM identity_codes WHERE user_id = $1 AND purpose = $2`,
    [userId, purpose],
  );
  return row;
}

/** Counts a wrong guess at a code; returns the failed attempts so far. */
export async function countCodeFailure(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `UPDATE identity_codes SET failed_attempts = failed_attempts + 1
     WHERE user_id = $1 AND purpose = $2 RETURNING failed_attempts AS n`,
    [userId, purpose],
  );
  return row?.n ?? 0;
}

/** Deletes a user's code for a purpose (used, or burned by too many guesses). */
export async function deleteCode(
  db: Queryable,
  userId: string,
  purpose: CodePurpose,
): Promise<void> {
  await db.query('DELETE FROM identity_codes WHERE user_id = $1 AND purpose = $2', [
    userId,
    purpose,
  ]);
}

/** A mail in the outbox. */
export interface OutboxMail {
  readonly id: number;
  readonly recipient: string;
  readonly template: string;
  readonly subject: string;
  readonly body: string;
}

/** Queues a mail. */
export async function insertOutboxMail(
  db: Queryable,
  mail: Omit<OutboxMail, 'id'> & { readonly at: string },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_outbox (recipient, template, subject, body, created_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz)`,
    [mail.recipient, mail.template, mail.subject, mail.body, mail.at],
  );
}

/** Unsent mails, oldest first (optionally for one recipient). */
export async function listOutboxMail(db: Queryable, recipient?: string): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT id::float8 AS id, recipient, template, subject, body FROM identity_outbox
     WHERE sent_at IS NULL AND ($1::text IS NULL OR recipient = $1) ORDER BY id`,
    [recipient ?? null],
  );
}

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

/** A JWT signing key pair as JWKs. */
export interface SigningKeyRow {
  readonly kid: string;
  readonly alg: string;
  readonly privateJwk: Record<string, unknown>;
  readonly publicJwk: Record<string, unknown>;
}

/** Stores a new active key unless one exists; returns the active key either way. */
export async function ensureActiveSigningKey(
  db: Queryable,
  candidate: SigningKeyRow,
): Promise<SigningKeyRow> {
  await db.query(
    `INSERT INTO identity_signing_keys (kid, alg, private_jwk, public_jwk)
     VALUES ($1, $2, $3::jsonb, $4::jsonb) ON CONFLICT DO NOTHING`,
    [
      candidate.kid,
      candidate.alg,
      JSON.stringify(candidate.privateJwk),
      JSON.stringify(candidate.publicJwk),
    ],
  );
  const [row] = await db.query<SigningKeyRow>(
    `SELECT kid, alg, private_jwk AS "privateJwk", public_jwk AS "publicJwk"
     FROM identity_signing_keys WHERE retired_at IS NULL`,
  );
  return row!;
}

/** The public JWKs of every stored key (active and retired), newest first. */
export async function listPublicSigningKeys(db: Queryable): Promise<Record<string, unknown>[]> {
  const rows = await db.query<{ jwk: Record<string, unknown> }>(
    `SELECT public_jwk AS jwk FROM identity_signing_keys ORDER BY created_at DESC, kid`,
  );
  return rows.map((row) => row.jwk);
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
