// SQL of the JWT signing keys shared by every API process (migration 0004).
import type { Queryable } from './db';

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
