import { ImageryProviderError, isImageryError } from '../../imagery-error';
import { sentinelHubError, shErrorDetail } from './sentinel-hub-errors';

/** Where the client credentials go and how to reach the OAuth server. */
export interface TokenSourceOptions {
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly now: () => number;
}

/** OAuth2 access tokens for Sentinel Hub, fetched with the client credentials and cached. */
export interface TokenSource {
  /** A valid access token: the cached one until shortly before it expires, else a new one. */
  token(): Promise<string>;
  /** Forgets `token` (the API answered 401 with it) so that the next call fetches another. */
  invalidate(token: string): void;
}

/** Lifetime assumed when the answer has neither `expires_in` nor a JWT `exp` claim, s. */
const DEFAULT_LIFETIME_S = 300;
/** A token is renewed this long before it expires (at most half its lifetime), s. */
const RENEW_BEFORE_S = 60;

/** `exp` of a JWT access token, seconds since the epoch, if readable. */
function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' ? claims.exp : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Client-credentials tokens (`POST tokenUrl`, form body `grant_type=client_credentials`,
 * `client_id`, `client_secret`): one token is reused until `RENEW_BEFORE_S` before it expires
 * (`expires_in`, else the JWT's `exp`), as Sentinel Hub asks (token requests are rate limited);
 * concurrent callers share one token request. Bad credentials are a 502 naming SH_CLIENT_ID /
 * SH_CLIENT_SECRET; an unreachable OAuth server a 502; its 429 our 429.
 */
export function createTokenSource(options: TokenSourceOptions): TokenSource {
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
    });
    let response: Response;
    try {
      response = await options.fetch(options.tokenUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new ImageryProviderError(
        `Sentinel Hub token request to ${options.tokenUrl} failed: ${String(error)}`,
      );
    }
    if (response.status === 400 || response.status === 401) {
      const detail = await shErrorDetail(response);
      throw new ImageryProviderError(
        `Sentinel Hub rejected the OAuth client credentials (SH_CLIENT_ID / SH_CLIENT_SECRET): ${detail.message}`,
      );
    }
    if (!response.ok) throw await sentinelHubError(response, 'token request', options.now());
    let answer: { access_token?: unknown; expires_in?: unknown };
    try {
      answer = (await response.json()) as typeof answer;
    } catch (error) {
      throw new ImageryProviderError(`Sentinel Hub token answer is not JSON: ${String(error)}`);
    }
    if (typeof answer.access_token !== 'string' || !answer.access_token) {
      throw new ImageryProviderError('Sentinel Hub token answer has no access_token');
    }
    const token = answer.access_token;
    const issued = options.now();
    const exp = jwtExpiry(token);
    const lifetimeS =
      typeof answer.expires_in === 'number' && answer.expires_in > 0
        ? answer.expires_in
        : exp !== undefined
          ? exp - issued / 1000
          : DEFAULT_LIFETIME_S;
    const renewBefore = Math.min(RENEW_BEFORE_S, lifetimeS / 2);
    cached = { token, renewAt: issued + (lifetimeS - renewBefore) * 1000 };
    return token;
  }

  return {
    async token() {
      if (cached && options.now() < cached.renewAt) return cached.token;
      pending ??= fetchToken().finally(() => {
        pending = undefined;
      });
      try {
        return await pending;
      } catch (error) {
        if (isImageryError(error)) throw error;
        throw new ImageryProviderError(`Sentinel Hub token request failed: ${String(error)}`);
      }
    },
    invalidate(token) {
      if (cached?.token === token) cached = undefined;
    },
  };
}
