/** What the Authorization header holds: nothing, a bearer token, or something unusable. */
export type BearerHeader =
  | { readonly kind: 'none' }
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'malformed' };

const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** Reads `Authorization: Bearer <token>`; a missing or empty header is no sign-in. */
export function readBearer(header: string | string[] | undefined): BearerHeader {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') return { kind: 'none' };
  const token = BEARER.exec(value)?.[1];
  return token ? { kind: 'token', token } : { kind: 'malformed' };
}
