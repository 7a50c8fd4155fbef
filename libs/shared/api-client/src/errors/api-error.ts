import { apiErrorMessage, type ClientErrorCode } from '@unfurl/domain';
import { clientCodeForStatus } from './client-error-code';

/** Text used when the server gave no error message. */
export const UNKNOWN_ERROR_TEXT = 'Unknown error';

/** Details of a failed call. */
export interface ApiErrorInit {
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The server's error text (body `message`); `Unknown error` when absent. */
  readonly detail?: string | undefined;
  /** The server's machine code (body `code`); defaults to the client code. */
  readonly code?: string | undefined;
  /** Overrides the client code derived from the status. */
  readonly clientCode?: ClientErrorCode | undefined;
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly cause?: unknown;
}

/**
 * Base class of every failed API call, the one error family of the browser (the domain holds only
 * the codes). `message` is always `'{status}: {detail}'`, where detail is the server's
 * error text or 'Unknown error'; `code` is the server code (e.g. NOT_FOUND) or, without one, the
 * client code. The subclasses below say which kind of failure it was; the `isX` guards test them.
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  /** HTTP status; 0 when no response came back. */
  readonly status: number;
  /** The server's machine code (body `code`), else the client code. */
  readonly code: string;
  /** Server error text, or 'Unknown error'. */
  readonly detail: string;
  /** Generic classification. */
  readonly clientCode: ClientErrorCode;
  readonly method: string | undefined;
  readonly url: string | undefined;

  constructor(init: ApiErrorInit) {
    const clientCode = init.clientCode ?? clientCodeForStatus(init.status);
    super(
      apiErrorMessage(init.status, init.detail),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.code = init.code ?? clientCode;
    this.detail = init.detail?.trim() ? init.detail : UNKNOWN_ERROR_TEXT;
    this.clientCode = clientCode;
    this.method = init.method;
    this.url = init.url;
  }
}

/** 400 or 422: the request did not pass the server's validation. */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError';
}

/** 401: not signed in, or the session could not be refreshed. */
export class UnauthorizedError extends ApiError {
  override readonly name = 'UnauthorizedError';
}

/** 403: signed in but not allowed. */
export class ForbiddenError extends ApiError {
  override readonly name = 'ForbiddenError';
}

/** 404: no such resource for this tenant. */
export class NotFoundError extends ApiError {
  override readonly name = 'NotFoundError';
}

/** 409: the resource changed or already exists. */
export class ConflictError extends ApiError {
  override readonly name = 'ConflictError';
}

/** 429: too many requests. */
export class TooManyRequestsError extends ApiError {
  override readonly name = 'TooManyRequestsError';
}

/** 5xx, or a success response whose body could not be read. */
export class ServerError extends ApiError {
  override readonly name = 'ServerError';
}

/** No response at all (status 0). */
export class NetworkError extends ApiError {
  override readonly name = 'NetworkError';
}

/** Builds the error class that matches the status. */
export function createApiError(init: ApiErrorInit): ApiError {
  const { status } = init;
  if (status === 0) return new NetworkError(init);
  if (status === 400 || status === 422) return new ValidationError(init);
  if (status === 401) return new UnauthorizedError(init);
  if (status === 403) return new ForbiddenError(init);
  if (status === 404) return new NotFoundError(init);
  if (status === 409) return new ConflictError(init);
  if (status === 429) return new TooManyRequestsError(init);
  if (status >= 500) return new ServerError(init);
  return new ApiError(init);
}
