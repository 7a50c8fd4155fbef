/** Stable codes of the server's error bodies that the request context itself raises. */
export const HTTP_ERROR_CODE = {
  validation: 'VALIDATION_ERROR',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  tenantNotFound: 'TENANT_NOT_FOUND',
  conflict: 'CONFLICT',
  invalidCursor: 'INVALID_CURSOR',
  noListingId: 'NO_LISTING_ID',
  invalidAoi: 'INVALID_AOI',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

/** One of the {@link HTTP_ERROR_CODE}s. */
export type HttpErrorCode = (typeof HTTP_ERROR_CODE)[keyof typeof HTTP_ERROR_CODE];

/**
 * The one base of the server's errors: the error handler answers it as `{ message, code }` with
 * `statusCode`. Every server lib's client errors extend it (or a subclass below), so one handler
 * serves every route.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Response headers the answer carries, e.g. the `retry-after` of a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Bad input (400). */
export class BadRequestError extends HttpError {
  constructor(message: string, code: string = HTTP_ERROR_CODE.validation) {
    super(400, code, message);
    this.name = 'BadRequestError';
  }
}

/** Unknown resource (404). */
export class NotFoundError extends HttpError {
  constructor(message: string, code: string = HTTP_ERROR_CODE.notFound) {
    super(404, code, message);
    this.name = 'NotFoundError';
  }
}

/** The resource is not in a state that allows this (409). */
export class ConflictError extends HttpError {
  constructor(message: string, code: string = HTTP_ERROR_CODE.conflict) {
    super(409, code, message);
    this.name = 'ConflictError';
  }
}

/** True for any {@link HttpError} (and so for every subclass). */
export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** True for a {@link NotFoundError}. */
export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
