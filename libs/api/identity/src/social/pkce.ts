import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: a verifier is 43–128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;

/** RFC 7636: an S256 challenge is the base64url SHA-256 (43 characters). */
export const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** True when `verifier` is well formed and its S256 transform equals `challenge`. */
export function verifyPkceS256(verifier: string, challenge: string): boolean {
  if (!VERIFIER.test(verifier) || !S256_CHALLENGE.test(challenge)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** SHA-256 hex, how states and codes are stored (they are 256-bit random values). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
