// Public API of @unfurl/api-identity: the Cognito-compatible identity service (issue #3).

/** Builds the service (actions, JWKS, token verification) over a database. */
export { createIdentityService } from './identity-service';
/** The service and its options. */
export type { IdentityService, IdentityServiceOptions } from './identity-service';
/** The Fastify plugin: `POST /` (X-Amz-Target actions) and `GET /.well-known/jwks.json`. */
export { identityRoutes, AMZ_JSON, JWKS_PATH } from './identity-routes';
/** Options of the plugin. */
export type { IdentityRoutesOptions } from './identity-routes';
/** Settings and their defaults (token lifetimes, limits, issuer, client ids). */
export { DEFAULT_IDENTITY_CONFIG } from './identity-config';
/** Settings types. */
export type { IdentityConfig, WindowLimit } from './identity-config';
/** The supported Cognito actions and the X-Amz-Target prefix. */
export { IDENTITY_ACTION, TARGET_PREFIX, actionFromTarget } from './identity-action';
/** One supported action. */
export type { IdentityAction } from './identity-action';
/** Cognito error names, the error class and its guard. */
export { COGNITO_ERROR, CognitoError, isCognitoError } from './cognito-error';
/** One Cognito error name. */
export type { CognitoErrorName } from './cognito-error';
/** Stand-alone token verification (ES256, issuer, audience, expiry) and its error. */
export { createTokenVerifier, InvalidTokenError, isInvalidTokenError } from './token-verifier';
/** Verifier types and verified claims. */
export type {
  TokenVerifier,
  TokenVerifierOptions,
  IdTokenClaims,
  AccessTokenClaims,
} from './token-verifier';
/** Token claim names: token_use values and the per-tenant permissions claim. */
export { TOKEN_USE, DOMAINS_CLAIM } from './tokens';
/** argon2id hashing of a password (for seeds and imports). */
export { hashSecret as hashPassword } from './passwords';
/** The auth result of InitiateAuth. */
export type { AuthenticationResult } from './actions/sign-in';
/** The answer of SignUp and of `signUpConfirmed` (a taken email answers alike). */
export type { SignUpAnswer } from './actions/sign-up';
/** Template name of the mail to an account's owner when someone signs up with its email. */
export { ACCOUNT_EXISTS_TEMPLATE } from './codes';
/** Social sign-in providers (Google, Facebook), their settings and default issuers. */
export {
  SOCIAL_PROVIDER,
  SOCIAL_SCOPES,
  DEFAULT_SOCIAL_ISSUER,
  socialProviderName,
} from './social/social-provider';
export type { SocialProviderName, SocialProviderConfig } from './social/social-provider';
/** Social sign-in (OpenID Connect) flows and their wire types. */
export type { SocialSignIn } from './identity-service';
export type { AuthorizeParams, TokenParams, OAuthTokens } from './social/social-sign-in';
export { IDP_RESPONSE_PATH } from './social/social-sign-in';
/** OAuth errors of the /oauth2 endpoints and their guard. */
export { OAUTH_ERROR, OAuthError, isOAuthError } from './social/oauth-error';
export type { OAuthErrorCode } from './social/oauth-error';
/** The OpenID Connect relying party (openid-client). */
export { createOidcRelyingParty } from './social/oidc-relying-party';
export type { OidcRelyingParty, UpstreamProfile } from './social/oidc-relying-party';
