import { isUnauthorizedError, UnauthorizedError } from '@unfurl/api-client';
import { MESSAGES } from '@unfurl/domain';
import type { AuthResult } from '@unfurl/domain';
import { describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '../cookies/cookie-jar';
import { createTokenCookies } from '../cookies/token-cookies';
import type { IdentityClient } from '../identity/identity-client';
import { IdentityError } from '../identity/identity-error';
import { createSession } from './session';

function memoryJar(): CookieJar {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

const renewed: AuthResult = { IdToken: 'id-2', AccessToken: 'access-2', ExpiresIn: 3600 };

/** An identity double whose refresh succeeds or fails as told. */
function setup(refresh: 'ok' | 'fails') {
  const jar = memoryJar();
  const cookies = createTokenCookies(jar);
  /** Signed in, but the access-token cookie has expired. */
  const accessExpired = () => {
    cookies.save({
      IdToken: 'id-1',
      AccessToken: 'access-1',
      RefreshToken: 'refresh-1',
      ExpiresIn: 60,
    });
    jar.remove('unfurl-access-token');
  };
  const identity = {
    signIn: vi.fn(),
    refresh: vi.fn(async (): Promise<AuthResult> => {
      if (refresh === 'ok') return renewed;
      throw new IdentityError({
        status: 400,
        serverName: 'NotAuthorizedException',
        serverMessage: 'Refresh Token has been revoked',
      });
    }),
    changePassword: vi.fn(async () => undefined),
    forgotPassword: vi.fn(),
    confirmForgotPassword: vi.fn(),
    globalSignOut: vi.fn(),
    confirmSignUp: vi.fn(),
    resendConfirmationCode: vi.fn(),
  } satisfies Record<keyof IdentityClient, unknown>;
  const session = createSession({
    cookies,
    identity: identity as unknown as IdentityClient,
    logger: { warn: () => undefined },
  });
  return { cookies, identity, session, accessExpired };
}

describe('session.changePassword', () => {
  it("without an access token or a refresh token rejects with 'User not logged in' (R-039)", async () => {
    const t = setup('ok');
    const error = await t.session
      .changePassword('old-secret', 'new-secret')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
    // The API client's one error family: the text shown is the detail.
    expect(isUnauthorizedError(error) && error.detail).toBe(MESSAGES.userNotLoggedIn);
    expect(MESSAGES.userNotLoggedIn).toBe('User not logged in');
    expect(t.identity.refresh).not.toHaveBeenCalled();
    expect(t.identity.changePassword).not.toHaveBeenCalled();
  });

  it("when the refresh for a missing access token fails, rejects with 'User not logged in' (R-039)", async () => {
    const t = setup('fails');
    t.accessExpired();
    expect(t.cookies.accessToken()).toBeUndefined();
    await expect(t.session.changePassword('old-secret', 'new-secret')).rejects.toThrow(
      'User not logged in',
    );
    expect(t.identity.refresh).toHaveBeenCalledWith('refresh-1');
    expect(t.identity.changePassword).not.toHaveBeenCalled();
  });

  it('renews a missing access token with the refresh cookie, then changes the password with it', async () => {
    const t = setup('ok');
    t.accessExpired();
    await t.session.changePassword('old-secret', 'new-secret');
    expect(t.identity.changePassword).toHaveBeenCalledWith('access-2', 'old-secret', 'new-secret');
  });
});
