import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults: argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's first choice).
const ARGON2ID = 2;

/** An argon2id PHC string of a password or code. */
export async function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

let dummyHash: Promise<string> | undefined;

/**
 * True when `secret` matches `stored`. Without a stored hash (unknown user) it still runs one
 * argon2id verification against a dummy hash, so both cases take about the same time.
 */
export async function verifySecret(
  stored: string | null | undefined,
  secret: string,
): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashSecret('unfurl-no-such-user');
    await verify(await dummyHash, secret).catch(() => false);
    return false;
  }
  return verify(stored, secret).catch(() => false);
}
