/** Generic client error codes (1§8, R-015). */
export const CLIENT_ERROR_CODE = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  BAD_REQUEST: 'BAD_REQUEST',
  BAD_RESPONSE: 'BAD_RESPONSE',
  CANCELED: 'CANCELED',
} as const;

/** One generic client error code. */
export type ClientErrorCode = (typeof CLIENT_ERROR_CODE)[keyof typeof CLIENT_ERROR_CODE];

/** Identity-service error codes (1§8, 2§8); unknown ones read as OTHER. */
export const IDENTITY_ERROR_CODE = {
  NOT_AUTHORIZED: 'NotAuthorizedException',
  USER_NOT_FOUND: 'UserNotFoundException',
  USER_NOT_CONFIRMED: 'UserNotConfirmedException',
  CODE_MISMATCH: 'CodeMismatchException',
  EXPIRED_CODE: 'ExpiredCodeException',
  INVALID_PASSWORD: 'InvalidPasswordException',
  PASSWORD_RESET_REQUIRED: 'PasswordResetRequiredException',
  TOO_MANY_REQUESTS: 'TooManyRequestsException',
  TOO_MANY_FAILED_ATTEMPTS: 'TooManyFailedAttemptsException',
  LIMIT_EXCEEDED: 'LimitExceededException',
  USERNAME_EXISTS: 'UsernameExistsException',
  OTHER: 'UnknownIdentityError',
} as const;

/** One identity error code. */
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODE)[keyof typeof IDENTITY_ERROR_CODE];

/** Reads an identity error code; anything unknown is OTHER. */
export function toIdentityErrorCode(value: unknown): IdentityErrorCode {
  const known = Object.values(IDENTITY_ERROR_CODE) as readonly string[];
  return typeof value === 'string' && known.includes(value)
    ? (value as IdentityErrorCode)
    : IDENTITY_ERROR_CODE.OTHER;
}

/** Stable machine codes of API error bodies (the `code` of ApiErrorSchema in validators). */
export const API_ERROR_CODE = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  /** 403 on a publishing route: the account's email waits for its emailed code. */
  EMAIL_NOT_CONFIRMED: 'EMAIL_NOT_CONFIRMED',
  NOT_FOUND: 'NOT_FOUND',
  TENANT_NOT_FOUND: 'TENANT_NOT_FOUND',
  CONFLICT: 'CONFLICT',
  INTERNAL: 'INTERNAL',
} as const;

/** One API error code. */
export type ApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];

/**
 * The message of a failed API call: '{status}: {server error text or Unknown error}'.
 */
export function apiErrorMessage(status: number, serverText: string | null | undefined): string {
  const text = serverText?.trim();
  return `${status}: ${text ? text : 'Unknown error'}`;
}
