import { isApiError } from '@unfurl/api-client';
import {
  IDENTITY_MESSAGE_NAME,
  identityErrorMessage,
  isIdentityError,
  toIdentityMessageName,
} from '@unfurl/auth';

/**
 * The text shown for a failed account action: the identity message, also for API calls
 * whose error code is a Cognito name (signup, password reset); else the API's own text.
 */
export function errorText(error: unknown): string {
  if (isIdentityError(error)) return error.message;
  if (isApiError(error)) {
    if (error.status === 0) return 'The server could not be reached. Check your connection.';
    const identity = toIdentityMessageName(error.code);
    if (identity !== IDENTITY_MESSAGE_NAME.OTHER) return identityErrorMessage(identity);
    return error.detail?.trim() || error.message;
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong.';
}
