import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODE } from '@unfurl/domain';
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  NetworkError,
  NotFoundError,
  ServerError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  createApiError,
} from './api-error';
import {
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
} from './guards';

// One family: each status gives one subclass of ApiError, and each guard accepts only its own.
const FAMILY = [
  [400, ValidationError, isValidationError],
  [422, ValidationError, isValidationError],
  [401, UnauthorizedError, isUnauthorizedError],
  [403, ForbiddenError, isForbiddenError],
  [404, NotFoundError, isNotFoundError],
  [409, ConflictError, isConflictError],
  [429, TooManyRequestsError, isTooManyRequestsError],
  [503, ServerError, isServerError],
  [0, NetworkError, isNetworkError],
] as const;

describe('the error family', () => {
  it('builds the subclass of the status, always an ApiError and an Error', () => {
    for (const [status, Class, guard] of FAMILY) {
      const error = createApiError({ status, detail: 'text' });
      expect(error).toBeInstanceOf(Class);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toBeInstanceOf(Error);
      expect(isApiError(error)).toBe(true);
      expect(guard(error)).toBe(true);
      expect(error.name).toBe(Class.name);
      expect(error.message).toBe(`${status}: text`);
      const others = FAMILY.filter(([, Other]) => Other !== Class);
      for (const [, , other] of others) expect(other(error)).toBe(false);
    }
  });

  it('keeps a status without a subclass as a plain ApiError', () => {
    const error = createApiError({ status: 418 });
    expect(error.constructor).toBe(ApiError);
    expect([error.message, error.code]).toEqual(['418: Unknown error', 'BAD_REQUEST']);
  });

  it('carries the server code, else the client code, and the cause', () => {
    const cause = new Error('socket hang up');
    const error = createApiError({ status: 0, cause });
    expect([error.code, error.clientCode]).toEqual([
      CLIENT_ERROR_CODE.NETWORK_ERROR,
      CLIENT_ERROR_CODE.NETWORK_ERROR,
    ]);
    expect(error.cause).toBe(cause);
    expect(createApiError({ status: 404, code: 'NOT_FOUND' }).code).toBe('NOT_FOUND');
  });

  it('tells a cancellation from a failure', () => {
    expect(isCancelledError(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isCancelledError(createApiError({ status: 0 }))).toBe(false);
    expect(isApiError(new Error('plain'))).toBe(false);
  });
});

describe('isEmailNotConfirmedError', () => {
  it('is true only for the 403 EMAIL_NOT_CONFIRMED of a publishing route', async () => {
    const { isEmailNotConfirmedError, isForbiddenError } = await import('./guards');
    const { createApiError } = await import('./api-error');
    const unconfirmed = createApiError({
      status: 403,
      detail: 'Confirm',
      code: 'EMAIL_NOT_CONFIRMED',
    });
    const forbidden = createApiError({ status: 403, detail: 'No', code: 'FORBIDDEN' });
    expect(isForbiddenError(unconfirmed)).toBe(true);
    expect(isEmailNotConfirmedError(unconfirmed)).toBe(true);
    expect(isEmailNotConfirmedError(forbidden)).toBe(false);
    expect(isEmailNotConfirmedError(new Error('x'))).toBe(false);
  });
});
