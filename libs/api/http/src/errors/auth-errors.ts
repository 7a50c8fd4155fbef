import { HttpError } from './http-error';

/** Codes of the authentication and permission errors. */
export const AUTH_ERROR_CODE = {
  /** No (usable) sign-in on a route that needs one. */
  unauthorized: 'UNAUTHORIZED',
  /** The bearer token is malformed, tampered, of another issuer or audience, or unsigned. */
  invalidToken: 'INVALID_TOKEN',
  /** The bearer token has expired: refresh it. */
  tokenExpired: 'TOKEN_EXPIRED',
  /** The token's user no longer exists (deleted account). */
  userNotFound: 'USER_NOT_FOUND',
  /** The token's session was ended (sign-out, password change or reset): sign in again. */
  sessionEnded: 'SESSION_ENDED',
  /** Signed in, but the permission on this tenant is too low. */
  forbidden: 'FORBIDDEN',
  /** Signed in, but the account's email is not confirmed yet: publishing waits for the code. */
  emailNotConfirmed: 'EMAIL_NOT_CONFIRMED',
} as const;

/** One auth error code. */
export type AuthErrorCode = (typeof AUTH_ERROR_CODE)[keyof typeof AUTH_ERROR_CODE];

/** 401: sign in (again). */
export class UnauthorizedError extends HttpError {
  constructor(message: string, code: AuthErrorCode = AUTH_ERROR_CODE.unauthorized) {
    super(401, code, message);
    this.name = 'UnauthorizedError';
  }
}

/** 403: signed in, but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(message: string, code: AuthErrorCode = AUTH_ERROR_CODE.forbidden) {
    super(403, code, message);
    this.name = 'ForbiddenError';
  }
}

/** The message of a publishing request by an account whose email is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  'Confirm your email address first: enter the code we emailed you (or ask for a new one) to upload, comment and share.';

/** 403 EMAIL_NOT_CONFIRMED: signed in, but publishing waits for the emailed code. */
export class EmailNotConfirmedError extends ForbiddenError {
  constructor(message: string = EMAIL_NOT_CONFIRMED_MESSAGE) {
    super(message, AUTH_ERROR_CODE.emailNotConfirmed);
    this.name = 'EmailNotConfirmedError';
  }
}

/** True for an {@link UnauthorizedError}. */
export function isUnauthorizedError(error: unknown): error is UnauthorizedError {
  return error instanceof UnauthorizedError;
}

/** True for a {@link ForbiddenError}. */
export function isForbiddenError(error: unknown): error is ForbiddenError {
  return error instanceof ForbiddenError;
}
