import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance } from 'ky';
import type { ApiLogger, SessionHooks } from '../types';
import {
  logWarningHeader,
  readCache,
  refreshOn401,
  setApiHeaders,
  waitForRefresh,
  writeCache,
} from './hooks';
import { createRefreshGate } from './refresh-gate';
import type { ResponseCache } from './response-cache';

/** What the ky instance is built from. */
export interface HttpOptions {
  readonly baseUrl: string;
  readonly subdomain: () => string;
  readonly session: SessionHooks | undefined;
  readonly logger: ApiLogger;
  readonly fetch: typeof fetch;
  readonly cache: ResponseCache;
}

/**
 * The one ky instance: no timeout, no automatic retries, and the behaviour as ordered
 * hooks. Before a request: wait for a running refresh, set headers, answer from the cache.
 * After a response: refresh and retry on 401, log a Warning header, store in the cache.
 */
export function createHttp(options: HttpOptions): KyInstance {
  const { session, logger, cache } = options;
  const gate = session ? createRefreshGate(session, logger) : undefined;

  const beforeRequest: BeforeRequestHook[] = [
    ...(gate ? [waitForRefresh(gate)] : []),
    setApiHeaders(options.subdomain, session),
    readCache(cache),
  ];
  const afterResponse: AfterResponseHook[] = [
    ...(gate && session ? [refreshOn401(gate, session, options.fetch)] : []),
    logWarningHeader(logger),
    writeCache(cache),
  ];

  return ky.create({
    prefixUrl: options.baseUrl,
    timeout: false,
    retry: 0,
    fetch: options.fetch,
    headers: { Accept: 'application/json' },
    hooks: { beforeRequest, afterResponse },
  });
}
