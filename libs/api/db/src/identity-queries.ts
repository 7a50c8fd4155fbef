// SQL of the identity service (libs/api/identity): users with their password credentials,
// sessions and refresh tokens (migration 0004; codes, throttles and keys have their own files).
// Times go in as ISO strings and come back as epoch milliseconds so the caller's clock rules and
// both drivers agree.
import type { Queryable } from './db';

/** Password credential states. */
export const CREDENTIAL_STATUS = {
  unconfirmed: 'UNCONFIRMED',
  confirmed: 'CONFIRMED',
  resetRequired: 'RESET_REQUIRED',
} as const;

/** One credential state. */
export type CredentialStatus = (typeof CREDENTIAL_STATUS)[keyof typeof CREDENTIAL_STATUS];

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
         c.password_hash AS "passwordHash", c.status,
         -- A sign-in through a provider (migration 0006) proved the email too.
         (coalesce(c.email_verified, false) OR EXISTS (
           SELECT 1 FROM identity_federated_identities f WHERE f.user_id = u.id)) AS "emailVerified",
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

/**
 * A new password user, the user and its credential in one statement (nothing half-made survives a
 * crash): UNCONFIRMED until the emailed code, or CONFIRMED at once with the email unverified
 * (`POST /v1/user`). Undefined when the email is taken.
 */
export async function insertPasswordUser(
  db: Queryable,
  user: {
    readonly tenantId: number;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly name: string | null;
    readonly passwordHash: string;
    readonly status: typeof CREDENTIAL_STATUS.unconfirmed | typeof CREDENTIAL_STATUS.confirmed;
    readonly at: string;
  },
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `WITH created AS (
       INSERT INTO users (tenant_id, email, first_name, last_name, name, created_at)
       VALUES ($1, $2, $3, $4, $5, $7::timestamptz) ON CONFLICT (email) DO NOTHING RETURNING id)
     INSERT INTO user_credentials (user_id, password_hash, status, password_changed_at)
     SELECT id, $6, $8, $7::timestamptz FROM created RETURNING user_id AS id`,
    [
      user.tenantId,
      user.email,
      user.firstName,
      user.lastName,
      user.name,
      user.passwordHash,
      user.at,
      user.status,
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
