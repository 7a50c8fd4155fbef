import { COOKIE_LIFETIME_SECONDS, PRODUCT, cookieNames } from '@unfurl/domain';
import type { AuthResult, CookieNames } from '@unfurl/domain';
import type { CookieJar } from './cookie-jar';

/** The session's cookies: id, access and refresh token and the tracker code. */
export interface TokenCookies {
  readonly names: CookieNames;
  idToken(): string | undefined;
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  trackerCode(): string | undefined;
  /**
   * Saves an auth result: id and access token for `ExpiresIn` seconds, the
   * refresh token for a year when the result carries one (a refresh may not).
   */
  save(result: AuthResult): void;
  /** Stores the tracker code for the default custom-cookie lifetime, 2,629,800 s. */
  saveTrackerCode(code: string): void;
  /** Deletes the three token cookies (the tracker code stays). */
  clear(): void;
}

/** Token cookies in `jar`, named after the product slug. */
export function createTokenCookies(
  jar: CookieJar,
  productSlug: string = PRODUCT.slug,
): TokenCookies {
  const names = cookieNames(productSlug);
  return {
    names,
    idToken: () => jar.get(names.idToken),
    accessToken: () => jar.get(names.accessToken),
    refreshToken: () => jar.get(names.refreshToken),
    trackerCode: () => jar.get(names.tracker),
    save(result) {
      jar.set(names.idToken, result.IdToken, result.ExpiresIn);
      jar.set(names.accessToken, result.AccessToken, result.ExpiresIn);
      if (result.RefreshToken) {
        jar.set(names.refreshToken, result.RefreshToken, COOKIE_LIFETIME_SECONDS.refresh);
      }
    },
    saveTrackerCode: (code) => jar.set(names.tracker, code, COOKIE_LIFETIME_SECONDS.customDefault),
    clear() {
      jar.remove(names.idToken);
      jar.remove(names.accessToken);
      jar.remove(names.refreshToken);
    },
  };
}
