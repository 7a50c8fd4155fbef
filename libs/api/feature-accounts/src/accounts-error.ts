import { isCognitoError } from '@unfurl/api-identity';
import type { CognitoError } from '@unfurl/api-identity';

/** Codes of the accounts API errors (identity failures keep their Cognito names as codes). */
export const ACCOUNTS_ERROR_CODE = {
  unauthorized: 'UNAUTHORIZED',
  invalidEmail: 'INVALID_EMAIL',
  invalidPassword: 'INVALID_PASSWORD',
  invalidProfile: 'INVALID_PROFILE_FIELD',
  invalidUpload: 'INVALID_UPLOAD',
  invalidCursor: 'INVALID_CURSOR',
  invalidSeoName: 'INVALID_SEO_NAME',
  seoNameTaken: 'SEO_NAME_TAKEN',
  invalidEthAddress: 'INVALID_ETH_ADDRESS',
  ethAddressTaken: 'ETH_ADDRESS_TAKEN',
  notFound: 'NOT_FOUND',
} as const;

/** One accounts error code. */
export type AccountsErrorCode = (typeof ACCOUNTS_ERROR_CODE)[keyof typeof ACCOUNTS_ERROR_CODE];

/** A client error of the accounts API: `statusCode` and `code` make the `{ message, code }` answer. */
export class AccountsError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AccountsErrorCode | string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountsError';
  }
}

/** True for an {@link AccountsError}. */
export function isAccountsError(error: unknown): error is AccountsError {
  return error instanceof AccountsError;
}

/** 401 for a route that needs a signed-in user. */
export function signInRequired(): AccountsError {
  return new AccountsError(401, ACCOUNTS_ERROR_CODE.unauthorized, 'Sign in to use this.');
}

// NotAuthorizedException stays a 400: in this API a 401 means "your bearer token is not usable",
// which makes clients refresh their session.
const COGNITO_STATUS: Readonly<Record<string, number>> = {
  UserNotFoundException: 404,
  UsernameExistsException: 409,
  TooManyRequestsException: 429,
  TooManyFailedAttemptsException: 429,
  LimitExceededException: 429,
};

/** An identity (Cognito) failure as an accounts error: same name as code, a fitting 4xx status. */
export function fromCognitoError(error: CognitoError): AccountsError | CognitoError {
  if (error.statusCode >= 500) return error;
  return new AccountsError(COGNITO_STATUS[error.type] ?? 400, error.type, error.message);
}

/** Runs an identity call, turning its Cognito errors into accounts errors. */
export async function viaIdentity<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isCognitoError(error) ? fromCognitoError(error) : error;
  }
}
