import { API_HEADER } from './api-headers';

/** Methods whose responses are cached. */
const CACHED_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Statuses whose Response may not carry a body. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

interface Entry {
  readonly expiresAt: number;
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly [string, string][];
  readonly body: ArrayBuffer | null;
}

/**
 * In-memory cache of successful GET/HEAD responses, keyed by method, URL, tenant and
 * Authorization, so tenants and users never see each other's cached data.
 */
export interface ResponseCache {
  read(request: Request): Response | undefined;
  write(request: Request, response: Response): Promise<void>;
  clear(): void;
}

/** True when the request's method is cacheable. */
export const isCacheable = (request: Request): boolean => CACHED_METHODS.has(request.method);

/** True when the response was served from the cache. */
export const isCacheHit = (response: Response): boolean =>
  response.headers.get(API_HEADER.CacheHit) === 'hit';

function keyOf(request: Request): string {
  const tenant = request.headers.get(API_HEADER.Subdomain) ?? '';
  const auth = request.headers.get(API_HEADER.Authorization) ?? '';
  return [request.method, request.url, tenant, auth].join('\n');
}

/** Creates a cache whose entries live `ttlMs` by the clock `now`. */
export function createResponseCache(ttlMs: number, now: () => number): ResponseCache {
  const entries = new Map<string, Entry>();
  return {
    read(request) {
      if (ttlMs <= 0 || !isCacheable(request)) return undefined;
      const key = keyOf(request);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      const headers = new Headers([...entry.headers]);
      headers.set(API_HEADER.CacheHit, 'hit');
      const body = entry.body && !NULL_BODY_STATUSES.has(entry.status) ? entry.body.slice(0) : null;
      return new Response(body, { status: entry.status, statusText: entry.statusText, headers });
    },
    async write(request, response) {
      if (ttlMs <= 0 || !isCacheable(request) || !response.ok || isCacheHit(response)) return;
      const body = request.method === 'HEAD' ? null : await response.clone().arrayBuffer();
      entries.set(keyOf(request), {
        expiresAt: now() + ttlMs,
        status: response.status,
        statusText: response.statusText,
        headers: [...response.headers.entries()],
        body,
      });
    },
    clear() {
      entries.clear();
    },
  };
}
