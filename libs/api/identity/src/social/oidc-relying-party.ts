// The relying-party side of OpenID Connect (openid-client): discovery, the authorization request
// with our own PKCE, state and nonce, and the code exchange with ID token checks.
import * as oidc from 'openid-client';
import { OAUTH_ERROR, OAuthError } from './oauth-error';
import { SOCIAL_SCOPES } from './social-provider';
import type { SocialProviderConfig } from './social-provider';

/** Where to send the browser, and what to keep for the provider's answer. */
export interface UpstreamRequest {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** Who the provider says signed in. */
export interface UpstreamProfile {
  readonly subject: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly name: string | null;
  readonly givenName: string | null;
  readonly familyName: string | null;
}

/** The relying party toward every configured provider (discovery cached per provider). */
export interface OidcRelyingParty {
  start(provider: SocialProviderConfig, callbackUrl: string): Promise<UpstreamRequest>;
  /** Exchanges the provider's code from `callbackQuery`; rejects with an {@link OAuthError}. */
  finish(
    provider: SocialProviderConfig,
    callbackUrl: string,
    callbackQuery: URLSearchParams,
    checks: { readonly state: string; readonly nonce: string; readonly codeVerifier: string },
  ): Promise<UpstreamProfile>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const TIMEOUT_SECONDS = 10;

/** Plain-HTTP issuers are allowed on loopback only (local providers in tests and development). */
function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
}

/** A relying party; discovery happens on first use of each provider and is retried after a failure. */
export function createOidcRelyingParty(): OidcRelyingParty {
  const configs = new Map<string, Promise<oidc.Configuration>>();
  const configuration = (provider: SocialProviderConfig): Promise<oidc.Configuration> => {
    const key = `${provider.name}|${provider.issuer}|${provider.clientId}`;
    let pending = configs.get(key);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      pending = oidc
        .discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
          timeout: TIMEOUT_SECONDS,
          ...(isLoopbackHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          configs.delete(key);
          throw new OAuthError(
            OAUTH_ERROR.temporarilyUnavailable,
            `${provider.name} sign-in is unavailable right now, please try again later.`,
            { status: 503, cause: error },
          );
        });
      configs.set(key, pending);
    }
    return pending;
  };
  return {
    async start(provider, callbackUrl) {
      const config = await configuration(provider);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: SOCIAL_SCOPES.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },
    async finish(provider, callbackUrl, callbackQuery, checks) {
      const config = await configuration(provider);
      const current = new URL(callbackUrl);
      for (const [key, value] of callbackQuery) current.searchParams.append(key, value);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        if (!idClaims) throw new Error('no ID token');
        let claims: Record<string, unknown> = { ...idClaims };
        // Providers may keep email and profile claims for the UserInfo endpoint.
        if (typeof claims['email'] !== 'string' || claims['email_verified'] === undefined) {
          const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
          claims = { ...userInfo, ...pickDefined(claims) };
        }
        return toProfile(idClaims.sub, claims);
      } catch (error) {
        throw new OAuthError(OAUTH_ERROR.accessDenied, `${provider.name} sign-in failed.`, {
          cause: error,
        });
      }
    },
  };
}

function pickDefined(claims: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 256) : null;
}

function toProfile(subject: string, claims: Record<string, unknown>): UpstreamProfile {
  const verified = claims['email_verified'];
  return {
    subject,
    email: text(claims['email']) ?? undefined,
    // Some providers send the boolean as a string.
    emailVerified: verified === true || verified === 'true',
    name: text(claims['name']),
    givenName: text(claims['given_name']),
    familyName: text(claims['family_name']),
  };
}
