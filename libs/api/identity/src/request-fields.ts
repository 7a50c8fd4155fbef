import { isValidEmail, isValidPassword, PASSWORD_MIN_LENGTH } from '@unfurl/validators';
import { COGNITO_ERROR, CognitoError } from './cognito-error';

/** A parsed Cognito request body. */
export type RequestBody = Readonly<Record<string, unknown>>;

const MAX_FIELD_LENGTH = 2048;

/** A required string field, else InvalidParameterException naming it. */
export function requireString(body: RequestBody, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new CognitoError(COGNITO_ERROR.invalidParameter, `Missing required parameter ${field}`);
  }
  if (value.length > MAX_FIELD_LENGTH) {
    throw new CognitoError(COGNITO_ERROR.invalidParameter, `${field} is too long`);
  }
  return value;
}

/** A string map field such as AuthParameters (missing → empty). */
export function stringMap(body: RequestBody, field: string): Readonly<Record<string, string>> {
  const value = body[field];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CognitoError(COGNITO_ERROR.invalidParameter, `${field} must be a map of strings`);
  }
  return value as Record<string, string>;
}

/** A required entry of a string map such as AuthParameters.USERNAME. */
export function requireEntry(
  map: Readonly<Record<string, string>>,
  name: string,
  field: string,
): string {
  return requireString(map, name === '' ? field : name);
}

/** The username (an email), trimmed and lower-cased; the same key for every lookup and counter. */
export function normaliseUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** A sign-up email, else InvalidParameterException. */
export function requireEmail(value: string): string {
  const email = normaliseUsername(value);
  if (!isValidEmail(email)) {
    throw new CognitoError(
      COGNITO_ERROR.invalidParameter,
      'Username should be a valid email address.',
    );
  }
  return email;
}

/** A new password that satisfies the rule (at least 6 characters), else InvalidPasswordException. */
export function requireNewPassword(value: string): string {
  if (!isValidPassword(value)) {
    throw new CognitoError(
      COGNITO_ERROR.invalidPassword,
      `Password does not conform to policy: Password must have length greater than or equal to ${PASSWORD_MIN_LENGTH}`,
    );
  }
  return value;
}

/** `a***@e***`: where a code went, without the address. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
