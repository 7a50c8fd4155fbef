import { NetworkError, ValidationError } from '@unfurl/api-client';
import { IDENTITY_MESSAGE_NAME, IdentityError, identityErrorMessage } from '@unfurl/auth';
import { describe, expect, it } from 'vitest';
import { errorText } from './error-text';

describe('errorText (R-038)', () => {
  it('shows the identity message for identity errors and for API errors with a Cognito code', () => {
    const identity = new IdentityError({
      status: 400,
      serverName: 'UsernameExistsException',
      serverMessage: 'x',
    });
    expect(errorText(identity)).toBe('An account with this email already exists. Sign in instead.');
    const api = new ValidationError({
      status: 400,
      detail: 'Invalid code',
      code: 'CodeMismatchException',
    });
    expect(errorText(api)).toBe(
      'That code is not right. Check the code in the email and try again.',
    );
  });

  it.each(Object.values(IDENTITY_MESSAGE_NAME).filter((n) => n !== IDENTITY_MESSAGE_NAME.OTHER))(
    '%s shows its own clear message, from the identity service or as an API error code',
    (name) => {
      const expected = identityErrorMessage(name);
      const fromIdentity = new IdentityError({
        status: 400,
        serverName: name,
        serverMessage: 'raw',
      });
      expect(errorText(fromIdentity)).toBe(expected);
      const fromApi = new ValidationError({ status: 400, detail: 'raw', code: name });
      expect(errorText(fromApi)).toBe(expected);
      expect(expected).not.toBe('raw');
    },
  );

  it('InvalidParameterException has its own message, not the raw service text', () => {
    const error = new IdentityError({
      status: 400,
      serverName: 'InvalidParameterException',
      serverMessage: 'Missing required parameter USERNAME',
    });
    expect(errorText(error)).toBe(
      'Something you entered is missing or not in the right form. Check the fields and try again.',
    );
  });

  it('an unknown identity name shows what the service said', () => {
    const error = new IdentityError({
      status: 400,
      serverName: 'ResourceNotFoundException',
      serverMessage: 'User pool client does not exist.',
    });
    expect(errorText(error)).toBe('User pool client does not exist.');
  });

  it("shows the API's own text otherwise, and a network hint for status 0", () => {
    expect(
      errorText(
        new ValidationError({ status: 400, detail: 'Enter a valid email', code: 'INVALID_EMAIL' }),
      ),
    ).toBe('Enter a valid email');
    expect(errorText(new NetworkError({ status: 0 }))).toMatch(/could not be reached/);
    expect(errorText(new Error('Enter your password.'))).toBe('Enter your password.');
  });
});
