import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWK } from 'jose';
import { ensureActiveSigningKey, listPublicSigningKeys } from '@unfurl/api-db';
import type { Queryable } from '@unfurl/api-db';

/** The signature algorithm of every token: ECDSA P-256 with SHA-256. */
export const SIGNING_ALG = 'ES256';

/** The active private key and its id. */
export interface ActiveSigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
}

/** Signing keys kept in the database so every API process signs and verifies with the same pair. */
export interface SigningKeys {
  /** The active key; created (once, race-free across processes) when the database has none. */
  active(): Promise<ActiveSigningKey>;
  /** The public keys as a JWKS document. */
  jwks(): Promise<JSONWebKeySet>;
}

/** Signing keys over a database; the active key is read once per process. */
export function createSigningKeys(db: Queryable): SigningKeys {
  let active: Promise<ActiveSigningKey> | undefined;
  let jwks: Promise<JSONWebKeySet> | undefined;
  const load = async (): Promise<ActiveSigningKey> => {
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const stored = await ensureActiveSigningKey(db, {
      kid,
      alg: SIGNING_ALG,
      privateJwk: { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG },
      publicJwk: { ...publicJwk, kid, alg: SIGNING_ALG, use: 'sig' },
    });
    const key = await importJWK(stored.privateJwk as JWK, SIGNING_ALG);
    return { kid: stored.kid, privateKey: key as CryptoKey };
  };
  return {
    active() {
      active ??= load().catch((error: unknown) => {
        active = undefined;
        throw error;
      });
      return active;
    },
    async jwks() {
      await this.active();
      jwks ??= listPublicSigningKeys(db).then((keys) => ({ keys: keys as JWK[] }));
      return jwks;
    },
  };
}
