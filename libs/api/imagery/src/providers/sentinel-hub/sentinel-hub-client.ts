import { ImageryProviderError } from '../../imagery-error';
import { sentinelHubError } from './sentinel-hub-errors';
import type { TokenSource } from './sentinel-hub-token';

/** Authorised JSON requests to the Sentinel Hub APIs. */
export interface ShClient {
  /**
   * `POST {baseUrl}{path}` with a JSON body and `Authorization: Bearer <token>`; the OK answer,
   * or our error for a failed one. A 401 drops the token and retries once with a new one.
   */
  post(
    path: string,
    body: unknown,
    what: string,
    accept: string,
    signal?: AbortSignal,
  ): Promise<Response>;
}

/** How {@link createShClient} reaches Sentinel Hub. */
export interface ShClientOptions {
  readonly baseUrl: string;
  readonly tokens: TokenSource;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly now: () => number;
}

/** A Sentinel Hub API client over Node's fetch (see {@link ShClient}). */
export function createShClient(options: ShClientOptions): ShClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    async post(path, body, what, accept, signal) {
      const url = `${base}${path}`;
      const payload = JSON.stringify(body);
      for (let attempt = 0; ; attempt++) {
        const token = await options.tokens.token();
        signal?.throwIfAborted();
        const timeout = AbortSignal.timeout(options.timeoutMs);
        let response: Response;
        try {
          response = await options.fetch(url, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              accept,
            },
            body: payload,
            signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
          });
        } catch (error) {
          // The caller went away: let its abort through unchanged.
          if (signal?.aborted) throw error;
          throw new ImageryProviderError(
            `Sentinel Hub ${what} at ${url} failed: ${timeout.aborted ? `no answer within ${options.timeoutMs} ms` : String(error)}`,
          );
        }
        if (response.status === 401 && attempt === 0) {
          // Revoked or expired early: one more try with a fresh token.
          options.tokens.invalidate(token);
          await response.body?.cancel().catch(() => undefined);
          continue;
        }
        if (!response.ok) throw await sentinelHubError(response, what, options.now());
        return response;
      }
    },
  };
}
