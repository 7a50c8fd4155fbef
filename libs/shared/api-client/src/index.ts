// Public API of @unfurl/api-client. Exports are listed by name, each with a one-line TSDoc.
// Test doubles live in '@unfurl/api-client/testing', never here.

/** Creates the typed ky-based API client. */
export { createApiClient, RESPONSE_CACHE_MS } from './create-api-client';
/** Client, options, session hooks and query types. */
export type {
  ApiClient,
  ApiClientOptions,
  ApiLogger,
  BundleListingsQuery,
  BundlesApi,
  CallOptions,
  FeaturedQuery,
  ListingsApi,
  RecommendedQuery,
  RecommendedTemplate,
  SessionHooks,
  SubdomainApi,
} from './types';
/** Recommendation template sources and the default PERSONAL, POPULAR, FOLLOWING. */
export { DEFAULT_RECOMMENDED_TEMPLATE, RECOMMENDED_TEMPLATE } from './types';
/** Header names sent and read (Subdomain, Authorization, X-Tracker, Warning). */
export { API_HEADER } from './http/api-headers';
/** One header name. */
export type { ApiHeader } from './http/api-headers';
/** Reason given to `session.logout` when the refresh failed. */
export { REFRESH_FAILED_REASON } from './http/refresh-gate';
/** Default nearby distance in metres. */
export { NEARBY_DEFAULT_DISTANCE } from './resources/listings-api';
/** Generic client error codes (re-exported from @unfurl/domain, the one definition). */
export { CLIENT_ERROR_CODE } from '@unfurl/domain';
/** One generic client error code. */
export type { ClientErrorCode } from '@unfurl/domain';
/** Error classes: the ApiError base and one subclass per failure kind. */
export {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UNKNOWN_ERROR_TEXT,
  UnauthorizedError,
  ValidationError,
} from './errors/api-error';
/** What an ApiError is built from. */
export type { ApiErrorInit } from './errors/api-error';
/** Type guards for the error classes, and for cancelled requests. */
export {
  isApiError,
  isCancelledError,
  isConflictError,
  isForbiddenError,
  isNetworkError,
  isNotFoundError,
  isServerError,
  isTooManyRequestsError,
  isUnauthorizedError,
  isValidationError,
} from './errors/guards';
