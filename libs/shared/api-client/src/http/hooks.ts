import type { AfterResponseHook, BeforeRequestHook } from 'ky';
import type { ApiLogger, SessionHooks } from '../types';
import { API_HEADER, bearer, bearerTokenOf } from './api-headers';
import type { RefreshGate } from './refresh-gate';
import { isCacheHit, type ResponseCache } from './response-cache';

/** Pauses every request while a token refresh runs. */
export const waitForRefresh =
  (gate: RefreshGate): BeforeRequestHook =>
  async () => {
    await gate.idle();
  };

/** Sets the tenant, bearer and tracker headers. */
export const setApiHeaders =
  (subdomain: () => string, session: SessionHooks | undefined): BeforeRequestHook =>
  (request) => {
    request.headers.set(API_HEADER.Subdomain, subdomain());
    const token = session?.getIdToken();
    if (token) request.headers.set(API_HEADER.Authorization, bearer(token));
    const tracker = session?.getTrackerCode();
    if (tracker) request.headers.set(API_HEADER.Tracker, tracker);
  };

/** Answers a GET/HEAD from the cache when a fresh entry exists. Must run last. */
export const readCache =
  (cache: ResponseCache): BeforeRequestHook =>
  (request) =>
    cache.read(request);

/**
 * On a 401: one shared refresh, then one retry of the same request with the new bearer token
 * . When another request already refreshed, retries with the newer token without
 * refreshing again. When the refresh fails the 401 stands (the gate has logged the user out).
 * Calls sent without a token are not refreshed: an anonymous 401 must not log anyone out.
 */
export const refreshOn401 =
  (gate: RefreshGate, session: SessionHooks, fetchFn: typeof fetch): AfterResponseHook =>
  async (request, _options, response) => {
    if (response.status !== 401 || isCacheHit(response)) return undefined;
    const used = bearerTokenOf(request.headers);
    // Anonymous calls have nothing to refresh; a 401 for them is final.
    if (!used) return undefined;
    const current = session.getIdToken();
    // Another request refreshed (current is newer) or the session ended (no current): no new refresh.
    const token = current === used ? await gate.refresh() : current;
    if (!token) return undefined;
    request.headers.set(API_HEADER.Authorization, bearer(token));
    return fetchFn(new Request(request));
  };

/** Logs a response's Warning header. */
export const logWarningHeader =
  (logger: ApiLogger): AfterResponseHook =>
  (request, _options, response) => {
    const warning = response.headers.get(API_HEADER.Warning);
    if (warning && !isCacheHit(response)) {
      logger.warn(`API warning on ${request.method} ${request.url}: ${warning}`);
    }
  };

/** Stores successful GET/HEAD responses. Runs after the refresh retry. */
export const writeCache =
  (cache: ResponseCache): AfterResponseHook =>
  async (request, _options, response) => {
    await cache.write(request, response);
  };
