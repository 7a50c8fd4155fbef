import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_CODE,
  IDENTITY_ERROR_CODE,
  apiErrorMessage,
  toIdentityErrorCode,
} from './error-codes';
import type { UnfurlError } from './unfurl-error';
import {
  ApiError,
  CancelledError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  isApiError,
  isCancelledError,
  isForbiddenError,
  isNotFoundError,
  isUnauthorizedError,
  isUnfurlError,
  isValidationError,
} from './unfurl-error';

describe('errors', () => {
  it('builds the API failure message (R-009)', () => {
    expect(apiErrorMessage(500, 'Database down')).toBe('500: Database down');
    expect(apiErrorMessage(404, '')).toBe('404: Unknown error');
    expect(apiErrorMessage(502, undefined)).toBe('502: Unknown error');
  });

  it('has the generic client error codes (R-015)', () => {
    expect(Object.values(CLIENT_ERROR_CODE)).toEqual([
      'NETWORK_ERROR',
      'TIMEOUT',
      'BAD_REQUEST',
      'BAD_RESPONSE',
      'CANCELED',
    ]);
  });

  it('names the identity service errors (R-038)', () => {
    expect(Object.keys(IDENTITY_ERROR_CODE)).toEqual([
      'NOT_AUTHORIZED',
      'USER_NOT_FOUND',
      'USER_NOT_CONFIRMED',
      'CODE_MISMATCH',
      'EXPIRED_CODE',
      'INVALID_PASSWORD',
      'PASSWORD_RESET_REQUIRED',
      'TOO_MANY_REQUESTS',
      'TOO_MANY_FAILED_ATTEMPTS',
      'LIMIT_EXCEEDED',
      'USERNAME_EXISTS',
      'OTHER',
    ]);
    expect(toIdentityErrorCode('UserNotFoundException')).toBe('UserNotFoundException');
    expect(toIdentityErrorCode('Weird')).toBe('UnknownIdentityError');
  });

  it('has typed errors with codes and guards', () => {
    const cases: Array<[UnfurlError, (e: unknown) => boolean, string]> = [
      [new ValidationError('bad', 'email'), isValidationError, 'VALIDATION_ERROR'],
      [new NotFoundError('User profile not found'), isNotFoundError, 'NOT_FOUND'],
      [new UnauthorizedError(), isUnauthorizedError, 'UNAUTHORIZED'],
      [new ForbiddenError(), isForbiddenError, 'FORBIDDEN'],
      [new ApiError(500, '500: x'), isApiError, 'API_ERROR'],
      [new CancelledError(), isCancelledError, 'CANCELED'],
    ];
    for (const [error, guard, code] of cases) {
      expect(error).toBeInstanceOf(Error);
      expect(isUnfurlError(error)).toBe(true);
      expect(guard(error)).toBe(true);
      expect(error.code).toBe(code);
    }
    expect(isNotFoundError(new ValidationError('x'))).toBe(false);
    expect(isUnfurlError(new Error('x'))).toBe(false);
    expect(new UnauthorizedError().message).toBe('Not logged in');
  });
});
