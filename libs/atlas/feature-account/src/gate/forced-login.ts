import { AUTH_CALLBACK_PATH } from '@unfurl/auth';

/** The sign-in page anonymous visitors of a forced-login tenant are sent to. */
export const SIGN_IN_PATH = '/login';

/** True when an anonymous visitor on `pathname` must be sent to sign in. */
export function mustSignIn(input: {
  readonly forcedLogin: boolean;
  readonly configLoaded: boolean;
  readonly sessionKnown: boolean;
  readonly loggedIn: boolean;
  readonly pathname: string;
}): boolean {
  if (!input.forcedLogin || !input.configLoaded || !input.sessionKnown || input.loggedIn)
    return false;
  return input.pathname !== SIGN_IN_PATH && input.pathname !== AUTH_CALLBACK_PATH;
}

/** `/login?redirect=<where the visitor was going>`. */
export function signInPathFor(pathname: string, search: string): string {
  const target = `${pathname}${search}`;
  return target === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/** Stands in for this site's origin when checking where a return path leads. */
const HERE = 'https://atlas.invalid';

/**
 * The page to return to after sign-in, if it is a path on this site: `/maps/x?pos=1,2,3` is
 * kept; `//evil.com`, `/\evil.com`, `https://...`, `javascript:...`, control characters and the
 * sign-in page itself give null (the caller then falls back to ROUTE_AFTER_LOGIN, R-078).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f'))
    return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE || url.pathname === SIGN_IN_PATH) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
