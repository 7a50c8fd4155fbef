/** Base of every typed error in Unfurl: a message plus a stable machine code. */
export class UnfurlError extends Error {
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'UnfurlError';
    this.code = code;
  }
}

/** Input broke a validation rule; `field` names it when known. */
export class ValidationError extends UnfurlError {
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super('VALIDATION_ERROR', message);
    this.name = 'ValidationError';
    this.field = field;
  }
}

/** Something asked for does not exist (e.g. 'User profile not found'). */
export class NotFoundError extends UnfurlError {
  constructor(message: string) {
    super('NOT_FOUND', message);
    this.name = 'NotFoundError';
  }
}

/** The caller is not signed in or the token is no longer valid ('Not logged in'). */
export class UnauthorizedError extends UnfurlError {
  constructor(message = 'Not logged in') {
    super('UNAUTHORIZED', message);
    this.name = 'UnauthorizedError';
  }
}

/** The caller is signed in but lacks the permission level. */
export class ForbiddenError extends UnfurlError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', message);
    this.name = 'ForbiddenError';
  }
}

/** A failed HTTP call; the message follows '{status}: {server text or Unknown error}'. */
export class ApiError extends UnfurlError {
  readonly status: number;

  constructor(status: number, message: string, code = 'API_ERROR') {
    super(code, message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** A request the caller cancelled; passed through unchanged (1§8), never shown as a failure. */
export class CancelledError extends UnfurlError {
  constructor(message = 'Request cancelled') {
    super('CANCELED', message);
    this.name = 'CancelledError';
  }
}

/** True for any Unfurl typed error. */
export function isUnfurlError(error: unknown): error is UnfurlError {
  return error instanceof UnfurlError;
}

/** True for a validation error. */
export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof ValidationError;
}

/** True for a not-found error. */
export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof NotFoundError;
}

/** True for an unauthorised error. */
export function isUnauthorizedError(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}

/** True for a forbidden error. */
export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError;
}

/** True for an API error. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for a cancelled request. */
export function isCancelledError(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}
