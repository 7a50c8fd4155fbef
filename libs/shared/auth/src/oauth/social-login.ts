import type { AuthResult } from '@unfurl/domain';
import { IdentityError, unreachable } from '../identity/identity-error';
import { DEFAULT_IDENTITY_CLIENT_ID } from '../identity/identity-client';
import { codeChallenge, randomToken } from './pkce';
import { SOCIAL_SCOPES, toSocialProvider, type SocialProvider } from './social-provider';

/** Path of the page the provider sends the browser back to. */
export const AUTH_CALLBACK_PATH = '/auth/callback';

/** Where the pending login (state, verifier, redirect) waits; `sessionStorage` in the browser. */
export interface PendingLoginStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PENDING_KEY = 'unfurl-social-login';

interface PendingLogin {
  readonly state: string;
  readonly verifier: string;
  readonly redirect: string | null;
}

/** Options shared by the social-login calls. */
export interface SocialLoginOptions {
  /** The identity service root, e.g. '/identity' (no trailing slash). */
  readonly endpoint: string;
  /** The page origin, e.g. 'https://maps.example'. */
  readonly origin: string;
  readonly storage: PendingLoginStorage;
  readonly clientId?: string;
  readonly fetch?: typeof fetch;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');
const fetchOf = (o: SocialLoginOptions) => o.fetch ?? ((i, init) => globalThis.fetch(i, init));

/** `GET {endpoint}/oauth2/providers`: the configured providers; none when the call fails. */
export async function fetchSocialProviders(
  options: Pick<SocialLoginOptions, 'endpoint' | 'fetch'>,
): Promise<readonly SocialProvider[]> {
  try {
    const fetchFn = options.fetch ?? ((i, init) => globalThis.fetch(i, init));
    const response = await fetchFn(`${trimSlash(options.endpoint)}/oauth2/providers`);
    if (!response.ok) return [];
    const body = (await response.json()) as { providers?: unknown };
    const list = Array.isArray(body.providers) ? body.providers : [];
    return list.map(toSocialProvider).filter((p): p is SocialProvider => p !== undefined);
  } catch {
    return [];
  }
}

/**
 * Starts a social login (authorization code + PKCE, scopes email profile openid, R-018):
 * remembers state, verifier and the redirect, and resolves the authorize URL to open.
 */
export async function beginSocialLogin(
  options: SocialLoginOptions,
  provider: SocialProvider,
  redirect: string | null = null,
): Promise<string> {
  const pending: PendingLogin = { state: randomToken(16), verifier: randomToken(32), redirect };
  options.storage.setItem(PENDING_KEY, JSON.stringify(pending));
  const params = new URLSearchParams({
    identity_provider: provider,
    client_id: options.clientId ?? DEFAULT_IDENTITY_CLIENT_ID,
    redirect_uri: `${trimSlash(options.origin)}${AUTH_CALLBACK_PATH}`,
    response_type: 'code',
    scope: SOCIAL_SCOPES.join(' '),
    state: pending.state,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
  });
  return `${trimSlash(options.endpoint)}/oauth2/authorize?${params.toString()}`;
}

/** The tokens of a finished social login and where to go next. */
export interface SocialLoginResult {
  readonly tokens: AuthResult;
  readonly redirect: string | null;
}

interface TokenAnswer {
  readonly id_token?: string;
  readonly access_token?: string;
  readonly refresh_token?: string;
  readonly expires_in?: number;
  readonly error?: string;
  readonly error_description?: string;
}

const failed = (message: string, status = 400) =>
  new IdentityError({ status, serverName: '', serverMessage: message });

/**
 * Finishes a social login on the callback page: checks `state`, then exchanges the code
 * (form-encoded, with the PKCE verifier) at `{endpoint}/oauth2/token`. Rejects with IdentityError.
 */
export async function completeSocialLogin(
  options: SocialLoginOptions,
  search: string,
): Promise<SocialLoginResult> {
  const query = new URLSearchParams(search);
  const raw = options.storage.getItem(PENDING_KEY);
  options.storage.removeItem(PENDING_KEY);
  const providerError = query.get('error');
  if (providerError) {
    throw failed(query.get('error_description') || `Social sign-in failed (${providerError}).`);
  }
  const pending = raw ? (JSON.parse(raw) as PendingLogin) : undefined;
  const code = query.get('code');
  if (!pending || !code || query.get('state') !== pending.state) {
    throw failed('This sign-in link is not valid any more. Please sign in again.');
  }
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${trimSlash(options.origin)}${AUTH_CALLBACK_PATH}`,
    client_id: options.clientId ?? DEFAULT_IDENTITY_CLIENT_ID,
    code_verifier: pending.verifier,
  });
  let response: Response;
  try {
    response = await fetchOf(options)(`${trimSlash(options.endpoint)}/oauth2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  } catch (error) {
    throw unreachable(error);
  }
  const answer = (await response.json().catch(() => ({}))) as TokenAnswer;
  if (!response.ok || !answer.id_token || !answer.access_token) {
    throw failed(
      answer.error_description || 'Social sign-in failed. Please try again.',
      response.status,
    );
  }
  return {
    tokens: {
      IdToken: answer.id_token,
      AccessToken: answer.access_token,
      RefreshToken: answer.refresh_token,
      ExpiresIn: answer.expires_in ?? 3600,
    },
    redirect: pending.redirect,
  };
}
