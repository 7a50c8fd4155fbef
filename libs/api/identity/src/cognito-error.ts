import { IDENTITY_ERROR_CODE } from '@unfurl/domain';

/** Error names the identity endpoint answers with: Cognito's, so AWS SDKs map them. */
export const COGNITO_ERROR = {
  notAuthorized: IDENTITY_ERROR_CODE.NOT_AUTHORIZED,
  userNotFound: IDENTITY_ERROR_CODE.USER_NOT_FOUND,
  userNotConfirmed: IDENTITY_ERROR_CODE.USER_NOT_CONFIRMED,
  codeMismatch: IDENTITY_ERROR_CODE.CODE_MISMATCH,
  expiredCode: IDENTITY_ERROR_CODE.EXPIRED_CODE,
  invalidPassword: IDENTITY_ERROR_CODE.INVALID_PASSWORD,
  passwordResetRequired: IDENTITY_ERROR_CODE.PASSWORD_RESET_REQUIRED,
  tooManyRequests: IDENTITY_ERROR_CODE.TOO_MANY_REQUESTS,
  tooManyFailedAttempts: IDENTITY_ERROR_CODE.TOO_MANY_FAILED_ATTEMPTS,
  limitExceeded: IDENTITY_ERROR_CODE.LIMIT_EXCEEDED,
  usernameExists: IDENTITY_ERROR_CODE.USERNAME_EXISTS,
  invalidParameter: 'InvalidParameterException',
  resourceNotFound: 'ResourceNotFoundException',
  unknownOperation: 'UnknownOperationException',
  serialization: 'SerializationException',
  internal: 'InternalErrorException',
  codeDeliveryFailure: 'CodeDeliveryFailureException',
} as const;

/** One Cognito error name. */
export type CognitoErrorName = (typeof COGNITO_ERROR)[keyof typeof COGNITO_ERROR];

/** A Cognito error: HTTP 400 (500 for InternalErrorException) with `{ __type, message }`. */
export class CognitoError extends Error {
  constructor(
    readonly type: CognitoErrorName,
    message: string,
  ) {
    super(message);
    this.name = 'CognitoError';
  }

  /** The HTTP status Cognito uses for this error. */
  get statusCode(): number {
    return this.type === COGNITO_ERROR.internal ? 500 : 400;
  }

  /** The JSON body; `code` repeats `__type` so the house `{ message, code }` shape holds too. */
  toBody(): { __type: CognitoErrorName; message: string; code: CognitoErrorName } {
    return { __type: this.type, message: this.message, code: this.type };
  }
}

/** True for a {@link CognitoError}. */
export function isCognitoError(error: unknown): error is CognitoError {
  return error instanceof CognitoError;
}

/** The one message for every failed password check, known user or not. */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

/** NotAuthorizedException with the sign-in message (unknown user and wrong password alike). */
export function incorrectCredentials(): CognitoError {
  return new CognitoError(COGNITO_ERROR.notAuthorized, INCORRECT_CREDENTIALS);
}
