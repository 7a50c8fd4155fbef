import type { SocialProviderConfig } from './social/social-provider';

/** A fixed-window limit: at most `limit` hits per `windowMs`. */
export interface WindowLimit {
  readonly limit: number;
  readonly windowMs: number;
}

/** Settings of the identity service; every one has a default in {@link DEFAULT_IDENTITY_CONFIG}. */
export interface IdentityConfig {
  /** `iss` of every token; also where the JWKS lives (`{issuer}/.well-known/jwks.json`). */
  readonly issuer: string;
  /** App client ids accepted as `ClientId`; a token's `aud` is the client it was issued to. */
  readonly clientIds: readonly string[];
  /** Lifetime of id and access tokens (ExpiresIn). */
  readonly tokenTtlSeconds: number;
  /** Lifetime of a refresh token (each rotation issues a fresh one). */
  readonly refreshTokenTtlSeconds: number;
  /** Lifetime of a sign-up confirmation code. */
  readonly confirmCodeTtlSeconds: number;
  /** Lifetime of a password-reset code. */
  readonly resetCodeTtlSeconds: number;
  /** Requests per client (IP) → TooManyRequestsException. */
  readonly clientRate: WindowLimit;
  /** Failed sign-ins per username before the lock → TooManyFailedAttemptsException. */
  readonly failedSignIns: WindowLimit;
  /** How long a locked username stays locked. */
  readonly lockMs: number;
  /** Codes sent per username → LimitExceededException. */
  readonly codeRequests: WindowLimit;
  /** Wrong guesses at one code before it is burned. */
  readonly maxCodeFailures: number;
  /** Social sign-in providers (OpenID Connect); empty → social sign-in answers "not configured". */
  readonly socialProviders: readonly SocialProviderConfig[];
  /**
   * Origins (`https://app.example`) the app may be sent back to after social sign-in, besides the
   * origin of the authorize request itself.
   */
  readonly redirectOrigins: readonly string[];
  /** Lifetime of a sign-in waiting at a provider. */
  readonly socialRequestTtlSeconds: number;
  /** Lifetime of an authorization code handed to the app (single use). */
  readonly authorizationCodeTtlSeconds: number;
}

const MINUTE = 60_000;
const DAY_SECONDS = 86_400;

/** Defaults: 1 h tokens, 365-day refresh tokens (the refresh cookie's year), 5 failures in 15 min. */
export const DEFAULT_IDENTITY_CONFIG: IdentityConfig = {
  issuer: 'http://localhost:4200/identity',
  clientIds: ['unfurl-web'],
  tokenTtlSeconds: 3600,
  refreshTokenTtlSeconds: 365 * DAY_SECONDS,
  confirmCodeTtlSeconds: DAY_SECONDS,
  resetCodeTtlSeconds: 3600,
  clientRate: { limit: 120, windowMs: MINUTE },
  failedSignIns: { limit: 5, windowMs: 15 * MINUTE },
  lockMs: 15 * MINUTE,
  codeRequests: { limit: 5, windowMs: 60 * MINUTE },
  maxCodeFailures: 5,
  socialProviders: [],
  redirectOrigins: [],
  socialRequestTtlSeconds: 600,
  authorizationCodeTtlSeconds: 300,
};
