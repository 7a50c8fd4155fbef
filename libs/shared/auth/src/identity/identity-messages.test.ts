import { IDENTITY_ERROR_CODE } from '@unfurl/domain';
import { describe, expect, it } from 'vitest';
import { IdentityError } from './identity-error';
import {
  IDENTITY_MESSAGE_NAME,
  identityErrorMessage,
  toIdentityMessageName,
} from './identity-messages';

const names = Object.values(IDENTITY_MESSAGE_NAME);

describe('identityErrorMessage (R-038)', () => {
  it('covers every domain identity code plus InvalidParameterException', () => {
    expect(names).toEqual([...Object.values(IDENTITY_ERROR_CODE), 'InvalidParameterException']);
  });

  it.each(names)('%s has a clear message of its own, the same on an IdentityError', (name) => {
    const message = identityErrorMessage(name);
    expect(message.trim().length).toBeGreaterThan(10);
    expect(message).toMatch(/[.!]$/);
    const error = new IdentityError({
      status: 400,
      serverName: name,
      serverMessage: 'Raw text',
    });
    expect(error.message).toBe(name === IDENTITY_MESSAGE_NAME.OTHER ? 'Raw text' : message);
  });

  it('gives each name its own message, except NotAuthorized and UserNotFound (no email probing)', () => {
    const messages = names.map((name) => identityErrorMessage(name));
    expect(new Set(messages).size).toBe(names.length - 1);
    expect(identityErrorMessage(IDENTITY_MESSAGE_NAME.USER_NOT_FOUND)).toBe(
      identityErrorMessage(IDENTITY_MESSAGE_NAME.NOT_AUTHORIZED),
    );
  });

  it("InvalidParameterException no longer shows the service's raw text", () => {
    const error = new IdentityError({
      status: 400,
      serverName: 'InvalidParameterException',
      serverMessage: '1 validation error detected: Value at username failed',
    });
    expect(error.code).toBe(IDENTITY_ERROR_CODE.OTHER);
    expect(error.message).toBe(
      'Something you entered is missing or not in the right form. Check the fields and try again.',
    );
  });

  it('OTHER shows the service text, or a generic line; unknown names read as OTHER', () => {
    expect(identityErrorMessage(IDENTITY_MESSAGE_NAME.OTHER, ' Boom ')).toBe('Boom');
    expect(identityErrorMessage(IDENTITY_MESSAGE_NAME.OTHER)).toBe(
      'Something went wrong. Please try again.',
    );
    expect(toIdentityMessageName('Weird')).toBe(IDENTITY_MESSAGE_NAME.OTHER);
    expect(toIdentityMessageName(42)).toBe(IDENTITY_MESSAGE_NAME.OTHER);
    expect(toIdentityMessageName('InvalidParameterException')).toBe('InvalidParameterException');
  });
});
