// The identity client and the session against the REAL API server (POST /identity).
import { createApiClient } from '@unfurl/api-client';
import { IDENTITY_ERROR_CODE } from '@unfurl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../cookies/cookie-jar';
import { createTokenCookies } from '../cookies/token-cookies';
import { createSession } from '../session/session';
import { startApiServer, type ApiServer } from '../test-support/api-server';
import { createIdentityClient } from './identity-client';
import { isIdentityError } from './identity-error';

const DEMO = { email: 'gerardus@unfurl.example', password: 'unfurl-demo' };

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
}, 180_000);
afterAll(() => server?.stop());

const memoryJar = (): CookieJar => {
  const values = new Map<string, string>();
  return {
    get: (n) => values.get(n),
    set: (n, v) => void values.set(n, v),
    remove: (n) => void values.delete(n),
  };
};

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('identity client against the real identity service', () => {
  it('signs in with a password and gets IdToken, AccessToken, RefreshToken and ExpiresIn (R-019, R-022)', async () => {
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const result = await identity.signIn(DEMO.email, DEMO.password);
    expect(result.IdToken.split('.')).toHaveLength(3);
    expect(result.AccessToken.split('.')).toHaveLength(3);
    expect(result.RefreshToken).toBeTruthy();
    expect(result.ExpiresIn).toBe(3600);
  });

  it('maps a wrong password to NotAuthorized with a clear message (R-038)', async () => {
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const error = await failure(identity.signIn(DEMO.email, 'not-the-password'));
    expect(isIdentityError(error) && [error.code, error.status, error.message]).toEqual([
      IDENTITY_ERROR_CODE.NOT_AUTHORIZED,
      400,
      'Incorrect email or password.',
    ]);
  });

  it('refreshes through the session, saving the rotated tokens (R-020, R-023)', async () => {
    const cookies = createTokenCookies(memoryJar());
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const session = createSession({ cookies, identity });
    const first = await session.signIn(DEMO.email, DEMO.password);
    const idToken = await session.refresh();
    expect(idToken).toBe(cookies.idToken());
    expect(cookies.refreshToken()).toBeTruthy();
    expect(cookies.refreshToken()).not.toBe(first.RefreshToken);
    // The used refresh token is spent: refreshing with it fails.
    const error = await failure(identity.refresh(first.RefreshToken ?? ''));
    expect(isIdentityError(error) && error.code).toBe(IDENTITY_ERROR_CODE.NOT_AUTHORIZED);
  });

  it('the API client refreshes once on a 401 and a failed refresh logs out (R-024)', async () => {
    const cookies = createTokenCookies(memoryJar());
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const session = createSession({ cookies, identity, logger: { warn: () => undefined } });
    const ended: string[] = [];
    session.onEnded((reason) => ended.push(reason));
    await session.signIn(DEMO.email, DEMO.password);
    // A tampered id token and a dead refresh token: the refresh fails, tokens go.
    cookies.save({
      IdToken: 'tampered.token.value',
      AccessToken: 'x',
      RefreshToken: 'dead',
      ExpiresIn: 60,
    });
    const client = createApiClient({
      baseUrl: `${server.url}/`,
      subdomain: 'main',
      session: session.hooks,
      logger: { warn: () => undefined, error: () => undefined },
    });
    await failure(client.user.me());
    expect(ended).toEqual(['Token refresh failed']);
    expect(cookies.idToken()).toBeUndefined();
    expect(cookies.refreshToken()).toBeUndefined();
  });

  it('changes the password with the access token, and the old one stops working (R-021)', async () => {
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const { AccessToken } = await identity.signIn('marie@unfurl.example', DEMO.password);
    await identity.changePassword(AccessToken, DEMO.password, 'new-password-1');
    const error = await failure(identity.signIn('marie@unfurl.example', DEMO.password));
    expect(isIdentityError(error) && error.code).toBe(IDENTITY_ERROR_CODE.NOT_AUTHORIZED);
    const again = await identity.signIn('marie@unfurl.example', 'new-password-1');
    expect(again.IdToken).toBeTruthy();
  });

  it('a too short new password is InvalidPassword with a clear message', async () => {
    const identity = createIdentityClient({ endpoint: `${server.url}/identity` });
    const { AccessToken } = await identity.signIn('alex@unfurl.example', DEMO.password);
    const error = await failure(identity.changePassword(AccessToken, DEMO.password, '123'));
    expect(isIdentityError(error) && [error.code, error.message]).toEqual([
      IDENTITY_ERROR_CODE.INVALID_PASSWORD,
      'That password is not allowed. Use at least 6 characters.',
    ]);
  });
});
