import { LIMITS } from './limits';

/** Names of the identity and tracker cookies for a product slug (2§9). */
export interface CookieNames {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly tracker: string;
}

/** Cookie names: {product}-id-token, -access-token, -refresh-token, tracker {product}-utm. */
export function cookieNames(productSlug: string): CookieNames {
  return {
    idToken: `${productSlug}-id-token`,
    accessToken: `${productSlug}-access-token`,
    refreshToken: `${productSlug}-refresh-token`,
    tracker: `${productSlug}-utm`,
  };
}

/** Attributes of token cookies (1§9): secure, strict same-site, path /. */
export const TOKEN_COOKIE_ATTRIBUTES = {
  secure: true,
  sameSite: 'Strict',
  path: '/',
} as const;

/** Lifetimes in seconds: refresh one year; id/access use the token's ExpiresIn; others default. */
export const COOKIE_LIFETIME_SECONDS = {
  refresh: LIMITS.refreshCookieSeconds,
  customDefault: LIMITS.customCookieSeconds,
} as const;
