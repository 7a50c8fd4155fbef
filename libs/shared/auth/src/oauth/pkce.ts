/** Base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A random base64url string of `byteLength` random bytes (32 bytes give 43 characters). */
export function randomToken(byteLength = 32): string {
  return base64Url(globalThis.crypto.getRandomValues(new Uint8Array(byteLength)));
}

/** The S256 code challenge of a PKCE verifier: base64url(SHA-256(verifier)) (RFC 7636). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(verifier),
  );
  return base64Url(new Uint8Array(digest));
}
