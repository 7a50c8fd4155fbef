import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODE,
  CLIENT_ERROR_CODE,
  IDENTITY_ERROR_CODE,
  apiErrorMessage,
  toIdentityErrorCode,
} from './error-codes';
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

  it('has the machine codes of API error bodies', () => {
    expect(Object.values(API_ERROR_CODE)).toEqual([
      'VALIDATION_ERROR',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'EMAIL_NOT_CONFIRMED',
      'NOT_FOUND',
      'TENANT_NOT_FOUND',
      'CONFLICT',
      'INTERNAL',
    ]);
  });
});
