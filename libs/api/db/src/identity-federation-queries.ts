// SQL of social sign-in (libs/api/identity, migration 0006): linked provider accounts, sign-ins in
// flight at a provider, and one-time authorization codes. Times in as ISO strings, out as epoch ms.
import type { Queryable } from './db';

/** The live (not deleted) user linked to a provider account, or undefined. */
export async function findFederatedUserId(
  db: Queryable,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ userId: string }>(
    `SELECT f.user_id AS "userId" FROM identity_federated_identities f
     JOIN users u ON u.id = f.user_id AND u.deleted_at IS NULL
     WHERE f.provider = $1 AND f.subject = $2`,
    [provider, subject],
  );
  return row?.userId;
}

/**
 * Links a provider account to a user, or records a new sign-in of an existing link (a link to a
 * deleted account moves to the new one).
 */
export async function linkFederatedIdentity(
  db: Queryable,
  link: {
    readonly provider: string;
    readonly subject: string;
    readonly userId: string;
    readonly email: string;
    readonly at: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_federated_identities
       (provider, subject, user_id, email, created_at, last_sign_in_at)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $5::timestamptz)
     ON CONFLICT (provider, subject) DO UPDATE SET user_id = $3, email = $4,
       last_sign_in_at = $5::timestamptz`,
    [link.provider, link.subject, link.userId, link.email, link.at],
  );
}

/** The providers linked to a user, e.g. ['Google']. */
export async function listFederatedProviders(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ provider: string }>(
    `SELECT provider FROM identity_federated_identities WHERE user_id = $1 ORDER BY provider`,
    [userId],
  );
  return rows.map((row) => row.provider);
}

/** A user created by social sign-in (no password); undefined when the email is taken. */
export async function insertFederatedUser(
  db: Queryable,
  user: {
    readonly tenantId: number;
    readonly email: string;
    readonly firstName: string | null;
    readonly lastName: string | null;
    readonly name: string | null;
    readonly at: string;
  },
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (tenant_id, email, first_name, last_name, name, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [user.tenantId, user.email, user.firstName, user.lastName, user.name, user.at],
  );
  return row?.id;
}

/**
 * Drops a password credential that was never confirmed: its password was set by someone who
 * never proved the email, so once the owner proves it through a provider it must stop working.
 */
export async function deleteUnconfirmedCredential(db: Queryable, userId: string): Promise<void> {
  await db.query(`DELETE FROM user_credentials WHERE user_id = $1 AND status = 'UNCONFIRMED'`, [
    userId,
  ]);
}

/** A sign-in waiting for the provider's answer. */
export interface SocialRequest {
  readonly provider: string;
  readonly codeVerifier: string;
  readonly nonce: string;
  readonly callbackUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly appState: string | null;
  readonly codeChallenge: string;
  readonly expiresAtMs: number;
}

/** Stores a sign-in sent to a provider. */
export async function insertSocialRequest(
  db: Queryable,
  request: Omit<SocialRequest, 'expiresAtMs'> & {
    readonly stateHash: string;
    readonly at: string;
    readonly expiresAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_social_requests (state_hash, provider, code_verifier, nonce, callback_url,
       client_id, redirect_uri, app_state, code_challenge, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11::timestamptz)`,
    [
      request.stateHash,
      request.provider,
      request.codeVerifier,
      request.nonce,
      request.callbackUrl,
      request.clientId,
      request.redirectUri,
      request.appState,
      request.codeChallenge,
      request.at,
      request.expiresAt,
    ],
  );
}

/** Removes and returns the sign-in with this state hash (each provider answer is used once). */
export async function takeSocialRequest(
  db: Queryable,
  stateHash: string,
): Promise<SocialRequest | undefined> {
  const [row] = await db.query<SocialRequest>(
    `DELETE FROM identity_social_requests WHERE state_hash = $1
     RETURNING provider, code_verifier AS "codeVerifier", nonce, callback_url AS "callbackUrl",
       client_id AS "clientId", redirect_uri AS "redirectUri", app_state AS "appState",
       code_challenge AS "codeChallenge",
       (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAtMs"`,
    [stateHash],
  );
  return row;
}

/** Stores a one-time authorization code (its hash). */
export async function insertAuthorizationCode(
  db: Queryable,
  code: {
    readonly codeHash: string;
    readonly userId: string;
    readonly clientId: string;
    readonly redirectUri: string;
    readonly codeChallenge: string;
    readonly at: string;
    readonly expiresAt: string;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO identity_authorization_codes
       (code_hash, user_id, client_id, redirect_uri, code_challenge, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz)`,
    [
      code.codeHash,
      code.userId,
      code.clientId,
      code.redirectUri,
      code.codeChallenge,
      code.at,
      code.expiresAt,
    ],
  );
}

/** An authorization code as it was when it was used up. */
export interface UsedAuthorizationCode {
  readonly userId: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeChallenge: string;
  readonly expiresAtMs: number;
}

/**
 * Uses up an authorization code; undefined when it is unknown or was already used (each code
 * works once, whatever happens next).
 */
export async function useAuthorizationCode(
  db: Queryable,
  codeHash: string,
  at: string,
): Promise<UsedAuthorizationCode | undefined> {
  const [row] = await db.query<UsedAuthorizationCode>(
    `UPDATE identity_authorization_codes SET used_at = $2::timestamptz
     WHERE code_hash = $1 AND used_at IS NULL
     RETURNING user_id AS "userId", client_id AS "clientId", redirect_uri AS "redirectUri",
       code_challenge AS "codeChallenge",
       (extract(epoch FROM expires_at) * 1000)::float8 AS "expiresAtMs"`,
    [codeHash, at],
  );
  return row;
}

/** Deletes sign-ins and codes that expired before `before`. */
export async function pruneFederationState(db: Queryable, before: string): Promise<void> {
  await db.query('DELETE FROM identity_social_requests WHERE expires_at < $1::timestamptz', [
    before,
  ]);
  await db.query('DELETE FROM identity_authorization_codes WHERE expires_at < $1::timestamptz', [
    before,
  ]);
}
