// Public API of @unfurl/auth: token cookies, the identity-service client, the session the API
// client uses, social login (PKCE) and the account store. React-free.

/** Cookie storage over `document.cookie`, and the cookie string it writes. */
export { documentCookieJar, cookieString, readCookie } from './cookies/cookie-jar';
export type { CookieDocument, CookieJar } from './cookies/cookie-jar';
/** The id/access/refresh token and tracker cookies with their lifetimes. */
export { createTokenCookies } from './cookies/token-cookies';
export type { TokenCookies } from './cookies/token-cookies';
/** The tracker code of a landing URL (utm, utm_campaign, utm_source). */
export { trackerCodeFromSearch, TRACKER_QUERY_KEYS } from './cookies/tracker-code';
/** Client of the Cognito-compatible identity service. */
export {
  createIdentityClient,
  DEFAULT_IDENTITY_CLIENT_ID,
  IDENTITY_PROTOCOL,
} from './identity/identity-client';
export type { IdentityClient, IdentityClientOptions } from './identity/identity-client';
/** Identity failures with a clear message per Cognito error name. */
export { IdentityError, isIdentityError } from './identity/identity-error';
/** The message shown for each identity error name, and the names that have one. */
export {
  IDENTITY_MESSAGE_NAME,
  identityErrorMessage,
  toIdentityMessageName,
} from './identity/identity-messages';
export type { IdentityMessageName } from './identity/identity-messages';
/** The session: sign-in, refresh, sign-out and the API client's session hooks. */
export { createSession } from './session/session';
export type { AuthLogger, Session, SessionOptions } from './session/session';
/** The account store: loggedIn, myProfile, myPoints, myListings and the account actions. */
export { ACCOUNT_STATUS, createAccountStore } from './account/account.store';
export type {
  AccountStatus,
  AccountStore,
  AccountStoreOptions,
  AccountStoreState,
} from './account/account.store';
/** The user's permission on the current tenant (level, label, what it allows). */
export { accountPermission } from './account/account-permission';
export type { AccountPermission, AccountTenant } from './account/account-permission';
/** Injectable clock and poll timer of the account store. */
export { realAccountClock } from './account/account-clock';
export type { AccountClock } from './account/account-clock';
/** The account-state summary of a profile. */
export { toMyProfile } from './account/my-profile';
/** Social login: providers, scopes, PKCE authorization code flow. */
export { SOCIAL_PROVIDER, SOCIAL_SCOPES, toSocialProvider } from './oauth/social-provider';
export type { SocialProvider } from './oauth/social-provider';
export {
  AUTH_CALLBACK_PATH,
  beginSocialLogin,
  completeSocialLogin,
  fetchSocialProviders,
} from './oauth/social-login';
export type {
  PendingLoginStorage,
  SocialLoginOptions,
  SocialLoginResult,
} from './oauth/social-login';
/** PKCE helpers. */
export { codeChallenge, randomToken } from './oauth/pkce';
