import { IDENTITY_ERROR_CODE } from '@unfurl/domain';

/**
 * The identity error names the client has a message for: the domain's `IDENTITY_ERROR_CODE`
 * plus InvalidParameterException (a missing or malformed field), which the domain's closed set
 * reads as OTHER.
 */
export const IDENTITY_MESSAGE_NAME = {
  ...IDENTITY_ERROR_CODE,
  INVALID_PARAMETER: 'InvalidParameterException',
} as const;

/** One identity error name with a message. */
export type IdentityMessageName =
  (typeof IDENTITY_MESSAGE_NAME)[keyof typeof IDENTITY_MESSAGE_NAME];

const KNOWN: readonly string[] = Object.values(IDENTITY_MESSAGE_NAME);

/** Reads a Cognito error name (`__type`, or an API error code); anything unknown is OTHER. */
export function toIdentityMessageName(value: unknown): IdentityMessageName {
  return typeof value === 'string' && KNOWN.includes(value)
    ? (value as IdentityMessageName)
    : IDENTITY_MESSAGE_NAME.OTHER;
}

/**
 * The clear message shown for each identity-service error (R-038; the spec leaves the wording
 * open). Sign-in never says whether an email exists: NotAuthorized and UserNotFound read alike.
 * OTHER shows the service's own message when there is one.
 */
export function identityErrorMessage(code: IdentityMessageName, serverMessage = ''): string {
  switch (code) {
    case IDENTITY_MESSAGE_NAME.NOT_AUTHORIZED:
    case IDENTITY_MESSAGE_NAME.USER_NOT_FOUND:
      return 'Incorrect email or password.';
    case IDENTITY_MESSAGE_NAME.USER_NOT_CONFIRMED:
      return 'Please confirm your email address first: use the code we sent you.';
    case IDENTITY_MESSAGE_NAME.CODE_MISMATCH:
      return 'That code is not right. Check the code in the email and try again.';
    case IDENTITY_MESSAGE_NAME.EXPIRED_CODE:
      return 'That code has expired. Ask for a new code.';
    case IDENTITY_MESSAGE_NAME.INVALID_PASSWORD:
      return 'That password is not allowed. Use at least 6 characters.';
    case IDENTITY_MESSAGE_NAME.PASSWORD_RESET_REQUIRED:
      return 'You need to reset your password before signing in. Use "Forgot password?".';
    case IDENTITY_MESSAGE_NAME.TOO_MANY_REQUESTS:
      return 'Too many requests. Wait a minute and try again.';
    case IDENTITY_MESSAGE_NAME.TOO_MANY_FAILED_ATTEMPTS:
      return 'Too many failed attempts. Your account is locked for a while; try again later.';
    case IDENTITY_MESSAGE_NAME.LIMIT_EXCEEDED:
      return 'Attempt limit exceeded. Please try again later.';
    case IDENTITY_MESSAGE_NAME.USERNAME_EXISTS:
      return 'An account with this email already exists. Sign in instead.';
    case IDENTITY_MESSAGE_NAME.INVALID_PARAMETER:
      return 'Something you entered is missing or not in the right form. Check the fields and try again.';
    case IDENTITY_MESSAGE_NAME.OTHER:
      return serverMessage.trim() || 'Something went wrong. Please try again.';
    default: {
      const unhandled: never = code;
      return unhandled;
    }
  }
}
