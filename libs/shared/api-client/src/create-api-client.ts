import { LIMITS } from '@unfurl/domain';
import { createHttp } from './http/create-http';
import { createGetJson } from './http/requester';
import { createSendJson } from './http/send-json';
import { createUploadBytes } from './http/upload-bytes';
import { createResponseCache } from './http/response-cache';
import { createBundlesApi } from './resources/bundles-api';
import { createCommentsApi } from './resources/comments-api';
import { createModerationApi } from './resources/moderation-api';
import { createListingsApi } from './resources/listings-api';
import { createListingsUploadApi } from './resources/listings-upload-api';
import { createListingActionsApi } from './resources/listings-api-actions';
import { createXhrUpload } from './http/xhr-upload';
import { createSocialApi } from './resources/social-api';
import { createNotificationsApi } from './resources/notifications-api';
import { createAreaFollowsApi } from './resources/area-follows-api';
import { createDrawApi } from './resources/draw-api';
import { createAnalyticsApi } from './resources/analytics-api';
import { createSubdomainApi } from './resources/subdomain-api';
import { createUserApi } from './resources/user-api';
import type { ApiClient, ApiClientOptions } from './types';

/** GET/HEAD response cache lifetime (1§9, R-007). */
export const RESPONSE_CACHE_MS: number = LIMITS.responseCacheMs;

/** Creates the typed API client. Nothing is sent until a method is called. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { subdomain } = options;
  const logger = options.logger ?? console;
  const cache = createResponseCache(options.cacheMs ?? RESPONSE_CACHE_MS, options.now ?? Date.now);
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = createHttp({
    baseUrl: options.baseUrl,
    subdomain: typeof subdomain === 'function' ? subdomain : () => subdomain,
    session: options.session,
    logger,
    fetch: fetchFn,
    cache,
  });
  const get = createGetJson(http, logger);
  const send = createSendJson(http, logger);
  const clearCache = () => cache.clear();
  return {
    listings: createListingsApi(get),
    bundles: createBundlesApi(get),
    subdomain: createSubdomainApi(get),
    user: createUserApi(get, send, createUploadBytes(fetchFn, options.baseUrl, logger), clearCache),
    uploads: createListingsUploadApi(send, createXhrUpload(options.baseUrl, logger), clearCache),
    actions: createListingActionsApi(send, clearCache),
    comments: createCommentsApi(send, clearCache),
    moderation: createModerationApi(send, clearCache),
    social: createSocialApi(send, clearCache),
    notifications: createNotificationsApi(send, clearCache, {
      baseUrl: options.baseUrl,
      subdomain: typeof subdomain === 'function' ? subdomain : () => subdomain,
      idToken: () => options.session?.getIdToken(),
    }),
    areaFollows: createAreaFollowsApi(send, clearCache),
    draw: createDrawApi(send, createUploadBytes(fetchFn, options.baseUrl, logger), clearCache),
    analytics: createAnalyticsApi(send),
    clearCache,
  };
}
