/** Stable error codes of API error bodies. */
export const API_ERROR_CODE = {
  validation: 'VALIDATION_ERROR',
  notFound: 'NOT_FOUND',
  routeNotFound: 'ROUTE_NOT_FOUND',
  tenantNotFound: 'TENANT_NOT_FOUND',
  invalidCursor: 'INVALID_CURSOR',
  invalidAoi: 'INVALID_AOI',
  internal: 'INTERNAL_ERROR',
} as const;

/** One of the error codes. */
export type ApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

/** An error that becomes `{ message, code }` with its HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Bad input (400). */
export class BadRequestError extends ApiError {
  constructor(message: string, code: string = API_ERROR_CODE.validation) {
    super(400, code, message);
    this.name = 'BadRequestError';
  }
}

/** Unknown resource (404). */
export class NotFoundError extends ApiError {
  constructor(message: string, code: string = API_ERROR_CODE.notFound) {
    super(404, code, message);
    this.name = 'NotFoundError';
  }
}

/** True for any {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a {@link NotFoundError}. */
export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}
