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
  constructor(message: string) {
    super(403, AUTH_ERROR_CODE.forbidden, message);
    this.name = 'ForbiddenError';
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
