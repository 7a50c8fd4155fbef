import { TOKEN_COOKIE_ATTRIBUTES } from '@unfurl/domain';

/** Where cookies are read and written; the browser's `document.cookie` in the atlas. */
export interface CookieJar {
  /** The cookie's value, or undefined when it does not exist (or expired). */
  get(name: string): string | undefined;
  /** Sets a Secure, SameSite=Strict cookie on path / that lives `maxAgeSeconds`. */
  set(name: string, value: string, maxAgeSeconds: number): void;
  /** Deletes the cookie. */
  remove(name: string): void;
}

/** The `Set-Cookie`-style string `document.cookie` takes for a token cookie. */
export function cookieString(name: string, value: string, maxAgeSeconds: number): string {
  const { path, sameSite, secure } = TOKEN_COOKIE_ATTRIBUTES;
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `Path=${path}`,
    `SameSite=${sameSite}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (decodeURIComponent(part.slice(0, index).trim()) !== name) continue;
    return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

/** The minimal part of `Document` the jar needs. */
export interface CookieDocument {
  cookie: string;
}

/** A jar over `document.cookie`. */
export function documentCookieJar(doc: CookieDocument = document): CookieJar {
  return {
    get: (name) => readCookie(doc.cookie, name) || undefined,
    set: (name, value, maxAgeSeconds) => {
      doc.cookie = cookieString(name, value, maxAgeSeconds);
    },
    remove: (name) => {
      doc.cookie = cookieString(name, '', 0);
    },
  };
}
