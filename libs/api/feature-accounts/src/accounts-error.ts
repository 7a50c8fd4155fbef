import { HttpError } from '@unfurl/api-http';
import { isCognitoError } from '@unfurl/api-identity';
import type { CognitoError } from '@unfurl/api-identity';

/**
 * Codes of the accounts API's own client errors (raised as `@unfurl/api-http` errors). Identity
 * failures keep their Cognito names as codes; 401 and 404 use the request context's codes.
 */
export const ACCOUNTS_ERROR_CODE = {
  invalidEmail: 'INVALID_EMAIL',
  invalidPassword: 'INVALID_PASSWORD',
  invalidProfile: 'INVALID_PROFILE_FIELD',
  invalidUpload: 'INVALID_UPLOAD',
  invalidCursor: 'INVALID_CURSOR',
  invalidSeoName: 'INVALID_SEO_NAME',
  seoNameTaken: 'SEO_NAME_TAKEN',
  invalidEthAddress: 'INVALID_ETH_ADDRESS',
  ethAddressTaken: 'ETH_ADDRESS_TAKEN',
} as const;

/** One accounts error code. */
export type AccountsErrorCode = (typeof ACCOUNTS_ERROR_CODE)[keyof typeof ACCOUNTS_ERROR_CODE];

// NotAuthorizedException stays a 400: in this API a 401 means "your bearer token is not usable",
// which makes clients refresh their session.
const COGNITO_STATUS: Readonly<Record<string, number>> = {
  UserNotFoundException: 404,
  UsernameExistsException: 409,
  TooManyRequestsException: 429,
  TooManyFailedAttemptsException: 429,
  LimitExceededException: 429,
};

/** An identity (Cognito) failure as an HTTP error: its name as code, a fitting 4xx status. */
export function fromCognitoError(error: CognitoError): HttpError | CognitoError {
  if (error.statusCode >= 500) return error;
  return new HttpError(COGNITO_STATUS[error.type] ?? 400, error.type, error.message);
}

/** Runs an identity call, turning its Cognito errors into HTTP errors. */
export async function viaIdentity<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isCognitoError(error) ? fromCognitoError(error) : error;
  }
}
