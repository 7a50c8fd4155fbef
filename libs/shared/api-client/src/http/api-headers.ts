/** Header names the client sends and reads (1§7, 1§8). */
export const API_HEADER = {
  /** Tenant subdomain, on every call. */
  Subdomain: 'Subdomain',
  /** `Bearer <id token>` when an id token is present. */
  Authorization: 'Authorization',
  /** The stored tracker code; the spec names no header, this is our choice. */
  Tracker: 'X-Tracker',
  /** Read from responses and logged. */
  Warning: 'Warning',
  /** Marks a response served from the client cache; never sent to the server. */
  CacheHit: 'X-Unfurl-Client-Cache',
} as const;

/** One header name the client uses. */
export type ApiHeader = (typeof API_HEADER)[keyof typeof API_HEADER];

/** `Bearer <token>`. */
export const bearer = (token: string): string => `Bearer ${token}`;

/** The token of an `Authorization: Bearer` header, if any. */
export function bearerTokenOf(headers: Headers): string | undefined {
  const value = headers.get(API_HEADER.Authorization);
  return value?.startsWith('Bearer ') ? value.slice('Bearer '.length) : undefined;
}
