// Social sign-in flows behind /identity/oauth2 (Cognito hosted-UI style): authorize → provider →
// idpresponse → app redirect with our one-time code → token exchange with the app's PKCE verifier.
import { randomBytes } from 'node:crypto';
import {
  deleteUnconfirmedCredential,
  findFederatedUserId,
  findIdentityUserByEmail,
  findIdentityUserById,
  insertAuthorizationCode,
  insertFederatedUser,
  insertSocialRequest,
  linkFederatedIdentity,
  takeSocialRequest,
  useAuthorizationCode,
} from '@unfurl/api-db';
import type { SocialRequest } from '@unfurl/api-db';
import { isValidEmail } from '@unfurl/validators';
import { startSession } from '../actions/sign-in';
import { isoAt } from '../identity-context';
import type { IdentityContext } from '../identity-context';
import { OAUTH_ERROR, OAuthError } from './oauth-error';
import type { OidcRelyingParty, UpstreamProfile } from './oidc-relying-party';
import { S256_CHALLENGE, sha256Hex, verifyPkceS256 } from './pkce';
import { isAllowedRedirectUri, withQuery } from './redirect-uri';
import { SOCIAL_SCOPES, socialProviderName } from './social-provider';
import type { SocialProviderConfig, SocialProviderName } from './social-provider';

/** Path of the provider callback below the identity root (register it at each provider). */
export const IDP_RESPONSE_PATH = '/oauth2/idpresponse';

/** The app's authorize request (query parameters of GET /oauth2/authorize). */
export interface AuthorizeParams {
  readonly identity_provider?: string | undefined;
  readonly client_id?: string | undefined;
  readonly redirect_uri?: string | undefined;
  readonly response_type?: string | undefined;
  readonly scope?: string | undefined;
  readonly state?: string | undefined;
  readonly code_challenge?: string | undefined;
  readonly code_challenge_method?: string | undefined;
}

/** The token endpoint's form fields. */
export interface TokenParams {
  readonly grant_type?: string | undefined;
  readonly code?: string | undefined;
  readonly redirect_uri?: string | undefined;
  readonly client_id?: string | undefined;
  readonly code_verifier?: string | undefined;
}

/** The token endpoint's answer (same tokens as InitiateAuth). */
export interface OAuthTokens {
  readonly id_token: string;
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
  readonly token_type: 'Bearer';
}

/** The configured providers, by name. */
export function configuredProviders(context: IdentityContext): SocialProviderName[] {
  return context.config.socialProviders.map((provider) => provider.name);
}

function findProvider(context: IdentityContext, name: string): SocialProviderConfig | undefined {
  return context.config.socialProviders.find((provider) => provider.name === name);
}

function invalid(message: string): OAuthError {
  return new OAuthError(OAUTH_ERROR.invalidRequest, message);
}

function required(value: string | undefined, name: string): string {
  if (value === undefined || value === '') throw invalid(`${name} is required`);
  return value;
}

/**
 * Checks the app's request, stores our PKCE verifier, state and nonce toward the provider, and
 * returns the provider URL to redirect the browser to. Every failure is a 400 JSON answer.
 */
export async function authorize(
  context: IdentityContext,
  relyingParty: OidcRelyingParty,
  params: AuthorizeParams,
  requestOrigin: string,
): Promise<string> {
  const clientId = required(params.client_id, 'client_id');
  if (!context.config.clientIds.includes(clientId)) throw invalid(`Unknown client_id ${clientId}`);
  const redirectUri = required(params.redirect_uri, 'redirect_uri');
  if (!isAllowedRedirectUri(redirectUri, requestOrigin, context.config.redirectOrigins)) {
    throw invalid('redirect_uri is not allowed');
  }
  const providerName = required(params.identity_provider, 'identity_provider');
  const known = socialProviderName(providerName);
  if (!known) throw invalid(`Unknown identity_provider ${providerName}`);
  const provider = findProvider(context, known);
  if (!provider) throw invalid(`${known} sign-in is not configured`);
  if (params.response_type !== 'code') {
    throw new OAuthError(OAUTH_ERROR.unsupportedResponseType, 'response_type must be code');
  }
  const scopes = (params.scope ?? '').split(/[\s+]+/).filter(Boolean);
  if (
    !scopes.includes('openid') ||
    scopes.some((scope) => !(SOCIAL_SCOPES as readonly string[]).includes(scope))
  ) {
    throw new OAuthError(
      OAUTH_ERROR.invalidScope,
      `scope must be within ${SOCIAL_SCOPES.join(' ')}`,
    );
  }
  if (params.code_challenge_method !== 'S256') throw invalid('code_challenge_method must be S256');
  const codeChallenge = required(params.code_challenge, 'code_challenge');
  if (!S256_CHALLENGE.test(codeChallenge)) throw invalid('code_challenge is not an S256 challenge');
  if (params.state !== undefined && params.state.length > 1024) throw invalid('state is too long');
  const callbackUrl = `${context.config.issuer}${IDP_RESPONSE_PATH}`;
  const upstream = await relyingParty.start(provider, callbackUrl);
  await insertSocialRequest(context.db, {
    stateHash: sha256Hex(upstream.state),
    provider: provider.name,
    codeVerifier: upstream.codeVerifier,
    nonce: upstream.nonce,
    callbackUrl,
    clientId,
    redirectUri,
    appState: params.state ?? null,
    codeChallenge,
    at: isoAt(context),
    expiresAt: isoAt(context, context.config.socialRequestTtlSeconds * 1000),
  });
  return upstream.url;
}

/** Where the browser goes after the provider's answer; `failure` is for the log. */
export interface SocialCallbackResult {
  readonly location: string;
  readonly failure?: OAuthError;
}

/**
 * The provider's answer: exchanges its code, requires a verified email, finds, links or creates
 * the user, and sends the browser back to the app with our one-time code (or with
 * `error`/`error_description`). An unknown or expired state is a 400 JSON answer: there is no
 * app to send the browser back to.
 */
export async function completeSocialSignIn(
  context: IdentityContext,
  relyingParty: OidcRelyingParty,
  query: URLSearchParams,
): Promise<SocialCallbackResult> {
  const state = query.get('state');
  const request = state ? await takeSocialRequest(context.db, sha256Hex(state)) : undefined;
  if (!request) {
    throw invalid('This sign-in has expired or was already completed, please start again.');
  }
  const back = (params: Record<string, string>): string =>
    withQuery(request.redirectUri, { ...params, state: request.appState });
  if (request.expiresAtMs <= context.now()) {
    const failure = new OAuthError(
      OAUTH_ERROR.accessDenied,
      'This sign-in took too long, please start again.',
    );
    return {
      location: back({ error: failure.error, error_description: failure.message }),
      failure,
    };
  }
  try {
    const code = await signInFromProvider(context, relyingParty, request, query);
    return { location: back({ code }) };
  } catch (error) {
    const failure =
      error instanceof OAuthError
        ? error
        : new OAuthError(OAUTH_ERROR.serverError, 'Sign-in failed, please try again.', {
            cause: error,
          });
    return {
      location: back({ error: failure.error, error_description: failure.message }),
      failure,
    };
  }
}

async function signInFromProvider(
  context: IdentityContext,
  relyingParty: OidcRelyingParty,
  request: SocialRequest,
  query: URLSearchParams,
): Promise<string> {
  const provider = findProvider(context, request.provider);
  if (!provider) {
    throw new OAuthError(OAUTH_ERROR.accessDenied, `${request.provider} sign-in is not configured`);
  }
  const upstreamError = query.get('error');
  if (upstreamError !== null) {
    const known = Object.values(OAUTH_ERROR).find((code) => code === upstreamError);
    throw new OAuthError(
      known ?? OAUTH_ERROR.accessDenied,
      upstreamError === 'access_denied'
        ? `${provider.name} sign-in was cancelled.`
        : `${provider.name} sign-in failed.`,
    );
  }
  const profile = await relyingParty.finish(provider, request.callbackUrl, query, {
    state: query.get('state') ?? '',
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
  });
  const email = profile.email?.toLowerCase();
  if (!email || !isValidEmail(email)) {
    throw new OAuthError(
      OAUTH_ERROR.accessDenied,
      `Your ${provider.name} account did not share an email address.`,
    );
  }
  if (!profile.emailVerified) {
    throw new OAuthError(
      OAUTH_ERROR.accessDenied,
      `The email address of your ${provider.name} account is not verified.`,
    );
  }
  const userId = await findOrCreateUser(context, provider.name, profile, email);
  const code = randomBytes(32).toString('base64url');
  await insertAuthorizationCode(context.db, {
    codeHash: sha256Hex(code),
    userId,
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    at: isoAt(context),
    expiresAt: isoAt(context, context.config.authorizationCodeTtlSeconds * 1000),
  });
  return code;
}

/**
 * The user of a provider account: the linked one; else the account with the same (verified)
 * email, which gets linked; else a new user without a password. Linking drops a password that
 * was never confirmed (whoever set it did not prove the email; the provider just did).
 */
async function findOrCreateUser(
  context: IdentityContext,
  provider: SocialProviderName,
  profile: UpstreamProfile,
  email: string,
): Promise<string> {
  const tenantId = await context.signUpTenantId();
  return context.db.transaction(async (tx) => {
    const linked = await findFederatedUserId(tx, provider, profile.subject);
    let userId = linked ?? (await findIdentityUserByEmail(tx, email))?.id;
    userId ??=
      (await insertFederatedUser(tx, {
        tenantId,
        email,
        firstName: profile.givenName,
        lastName: profile.familyName,
        name: profile.name,
        at: isoAt(context),
      })) ?? (await findIdentityUserByEmail(tx, email))?.id;
    if (!userId) throw new Error('The user could not be created');
    if (!linked) await deleteUnconfirmedCredential(tx, userId);
    await linkFederatedIdentity(tx, {
      provider,
      subject: profile.subject,
      userId,
      email,
      at: isoAt(context),
    });
    return userId;
  });
}

/**
 * POST /oauth2/token with grant_type=authorization_code: uses the code up (whatever happens
 * next), checks client, redirect URI, expiry and the PKCE verifier (S256), and starts a session
 * exactly as a password sign-in does.
 */
export async function exchangeAuthorizationCode(
  context: IdentityContext,
  params: TokenParams,
): Promise<OAuthTokens> {
  if (params.grant_type !== 'authorization_code') {
    throw new OAuthError(OAUTH_ERROR.unsupportedGrantType, 'grant_type must be authorization_code');
  }
  const clientId = required(params.client_id, 'client_id');
  if (!context.config.clientIds.includes(clientId)) {
    throw new OAuthError(OAUTH_ERROR.invalidClient, `Unknown client_id ${clientId}`);
  }
  const code = required(params.code, 'code');
  const redirectUri = required(params.redirect_uri, 'redirect_uri');
  const verifier = required(params.code_verifier, 'code_verifier');
  const used = await useAuthorizationCode(context.db, sha256Hex(code), isoAt(context));
  const grantError = (message: string): OAuthError =>
    new OAuthError(OAUTH_ERROR.invalidGrant, message);
  if (!used) throw grantError('The authorization code is invalid or was already used.');
  if (used.expiresAtMs <= context.now()) throw grantError('The authorization code has expired.');
  if (used.clientId !== clientId) throw grantError('The code was issued to another client.');
  if (used.redirectUri !== redirectUri) throw grantError('redirect_uri does not match.');
  if (!verifyPkceS256(verifier, used.codeChallenge)) {
    throw grantError('The code_verifier does not match the code_challenge.');
  }
  const user = await findIdentityUserById(context.db, used.userId);
  if (!user) throw grantError('The account no longer exists.');
  const result = await startSession(context, user, clientId);
  return {
    id_token: result.IdToken,
    access_token: result.AccessToken,
    refresh_token: result.RefreshToken!,
    expires_in: result.ExpiresIn,
    token_type: 'Bearer',
  };
}
