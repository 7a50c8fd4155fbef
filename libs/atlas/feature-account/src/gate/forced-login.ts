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
