import { createFakeApiClient, makeMyProfile } from '@unfurl/api-client/testing';
import type { MyUserProfileWire, ProfileUpdate, SignupResultWire } from '@unfurl/api-client';
import { IDENTITY_ERROR_CODE, MESSAGES } from '@unfurl/domain';
import type { AuthResult } from '@unfurl/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookieJar } from '../cookies/cookie-jar';
import { createTokenCookies } from '../cookies/token-cookies';
import type { IdentityClient } from '../identity/identity-client';
import { IdentityError } from '../identity/identity-error';
import { createSession } from '../session/session';
import { createAccountStore } from './account.store';

/** An in-memory cookie jar (the jsdom one is tested in token-cookies.test.ts). */
function memoryJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get: (name) => values.get(name),
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

const tokens = (n: number): AuthResult => ({
  IdToken: `id-${n}`,
  AccessToken: `access-${n}`,
  RefreshToken: `refresh-${n}`,
  ExpiresIn: 3600,
});

/** Identity service double: one account, password 'right-password'. */
function identity(): IdentityClient & { refreshes: number; failRefresh: boolean } {
  let n = 0;
  const double = {
    refreshes: 0,
    failRefresh: false,
    async signIn(_email: string, password: string) {
      if (password !== 'right-password') {
        throw new IdentityError({
          status: 400,
          serverName: 'NotAuthorizedException',
          serverMessage: 'Incorrect username or password.',
        });
      }
      return tokens(++n);
    },
    async refresh() {
      double.refreshes += 1;
      if (double.failRefresh) {
        throw new IdentityError({
          status: 400,
          serverName: 'NotAuthorizedException',
          serverMessage: 'x',
        });
      }
      return { ...tokens(++n), RefreshToken: undefined };
    },
    changePassword: vi.fn(async () => undefined),
    forgotPassword: async () => undefined,
    confirmForgotPassword: async () => undefined,
    globalSignOut: vi.fn(async () => undefined),
    confirmSignUp: async () => undefined,
    resendConfirmationCode: async () => undefined,
  };
  return double;
}

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ada = makeMyProfile({
  userId: 'u-ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@unfurl.example',
  createdAt: NOW / 1000 - 3600,
  points: 12,
});

function setup(
  me: (token: string | undefined) => Promise<MyUserProfileWire>,
  created = ada.createdAt,
) {
  const jar = memoryJar();
  const cookies = createTokenCookies(jar);
  const id = identity();
  const session = createSession({ cookies, identity: id, logger: { warn: () => undefined } });
  const toasts: string[] = [];
  const reload = vi.fn();
  const tracking: unknown[] = [];
  const client = createFakeApiClient({
    overrides: {
      user: {
        me: () => me(cookies.idToken()).then((p) => ({ ...p, createdAt: created })),
        update: async (fields: ProfileUpdate) => ({ ...ada, ...fields }) as MyUserProfileWire,
        trackingInfo: async (info) => {
          tracking.push(info);
          return {};
        },
      },
    },
  });
  const account = createAccountStore({
    client,
    session,
    notify: (_kind, message) => void toasts.push(message),
    reload,
    clock: {
      now: () => Date.now(),
      setInterval: (cb, ms) => setInterval(cb, ms),
      clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    },
    logger: { warn: () => undefined },
  });
  return { jar, cookies, id, session, toasts, reload, tracking, client, account };
}

const signedIn = async (token: string | undefined) => {
  if (!token) throw new Error('401');
  return ada;
};

describe('account store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('signs in, saves the tokens and sets loggedIn with myProfile from the profile (R-023, R-032, R-041)', async () => {
    const t = setup(signedIn);
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    expect(t.jar.values.get('unfurl-id-token')).toBe('id-1');
    expect(t.jar.values.get('unfurl-refresh-token')).toBe('refresh-1');
    const s = t.account.getState();
    expect(s.loggedIn).toBe(true);
    expect(s.myProfile).toEqual({
      userId: 'u-ada',
      name: 'Ada Lovelace',
      email: 'ada@unfurl.example',
      createdAt: ada.createdAt,
      points: 12,
    });
    expect(s.myPoints).toBe(12);
    expect(s.myListings).toEqual([]);
    expect(t.tracking).toEqual([]);
  });

  it('a wrong password rejects with the clear message and leaves the user signed out (R-038)', async () => {
    const t = setup(signedIn);
    const error = await t.account
      .getState()
      .signIn('ada@unfurl.example', 'wrong')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).code).toBe(IDENTITY_ERROR_CODE.NOT_AUTHORIZED);
    expect((error as Error).message).toBe('Incorrect email or password.');
    expect(t.account.getState().loggedIn).toBe(false);
    expect(t.jar.values.size).toBe(0);
  });

  it('a failed profile fetch sets loggedIn false, clears the tokens and toasts (R-033, R-034)', async () => {
    const t = setup(async () => {
      throw new Error('500: boom');
    });
    await t.account.getState().completeSignIn(tokens(7));
    expect(t.account.getState().loggedIn).toBe(false);
    expect(t.toasts).toEqual([MESSAGES.profileProblem]);
    expect(t.cookies.idToken()).toBeUndefined();
  });

  it('a profile fetch failing while signed in sets loggedIn back to false (R-033)', async () => {
    let down = false;
    const t = setup(async (token) => {
      if (down) throw new Error('503: Service Unavailable');
      return signedIn(token);
    });
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    expect(t.account.getState().loggedIn).toBe(true);
    down = true;
    expect(await t.account.getState().loadProfile()).toBe(false);
    const s = t.account.getState();
    expect(s.loggedIn).toBe(false);
    expect([s.myProfile, s.profile]).toEqual([null, null]);
  });

  it('polls the id-token cookie every 300 ms: it appearing signs in, it vanishing signs out (R-030, R-031)', async () => {
    const t = setup(signedIn);
    const stop = t.account.getState().start();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.account.getState()).toMatchObject({ loggedIn: false, status: 'ready' });
    // Another tab signs in: the cookie appears.
    t.cookies.save({ ...tokens(3), RefreshToken: undefined });
    await vi.advanceTimersByTimeAsync(299);
    expect(t.account.getState().loggedIn).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.account.getState().loggedIn).toBe(true);
    // The cookie is deleted (expired, no refresh token): signed out on the next tick.
    t.jar.remove('unfurl-id-token');
    await vi.advanceTimersByTimeAsync(300);
    expect(t.account.getState()).toMatchObject({ loggedIn: false, myProfile: null });
    stop();
  });

  it('renews an expired id-token cookie with the refresh cookie and saves the new tokens (R-020, R-023)', async () => {
    const t = setup(signedIn);
    t.jar.set('unfurl-refresh-token', 'refresh-0', 1);
    const stop = t.account.getState().start();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.id.refreshes).toBe(1);
    expect(t.jar.values.get('unfurl-id-token')).toBe('id-1');
    expect(t.jar.values.get('unfurl-refresh-token')).toBe('refresh-0');
    expect(t.account.getState().loggedIn).toBe(true);
    stop();
  });

  it('a failed refresh clears the tokens and logs out with a reload (R-024, R-035)', async () => {
    const t = setup(signedIn);
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    t.id.failRefresh = true;
    // The API client's refresh gate: refresh resolved nothing, so it calls logout.
    expect(await t.session.hooks.refresh()).toBeUndefined();
    t.session.hooks.logout('Token refresh failed');
    expect(t.jar.values.size).toBe(0);
    expect(t.account.getState().loggedIn).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('logout ends the session at the service, clears the tokens and reloads (R-035)', async () => {
    const t = setup(signedIn);
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    t.cookies.saveTrackerCode('utm-1');
    await t.account.getState().logout();
    expect(t.id.globalSignOut).toHaveBeenCalledWith('access-1');
    expect([...t.jar.values.keys()]).toEqual(['unfurl-utm']);
    expect(t.account.getState().loggedIn).toBe(false);
    expect(t.reload).toHaveBeenCalledTimes(1);
  });

  it('sends the tracking update for a profile created under 5 minutes ago, with the tracker code (R-036)', async () => {
    const t = setup(signedIn, NOW / 1000 - 4 * 60);
    t.cookies.saveTrackerCode('spring');
    await t.account.getState().completeSignIn(tokens(1));
    expect(t.tracking).toEqual([{ tracker: 'spring' }]);
    const old = setup(signedIn, NOW / 1000 - 5 * 60 - 1);
    await old.account.getState().completeSignIn(tokens(1));
    expect(old.tracking).toEqual([]);
  });

  /** A store whose client answers the signup with `result` (recording the payloads). */
  function signupStore(result: SignupResultWire) {
    const t = setup(signedIn);
    const signups: unknown[] = [];
    const client = createFakeApiClient({
      overrides: {
        user: {
          signup: async (p) => (signups.push(p), result),
          me: async () => ada,
        },
      },
    });
    const account = createAccountStore({
      client,
      session: t.session,
      notify: () => undefined,
      reload: () => undefined,
      logger: { warn: () => undefined },
    });
    return { t, signups, account };
  }
  const payload = {
    email: 'ada@unfurl.example',
    password: 'right-password',
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    newsletterSignUp: true,
  };

  it('signs up through POST /v1/user and keeps the session it answers (R-050, R-051)', async () => {
    const { t, signups, account } = signupStore({
      userId: 'u-ada',
      idToken: 'signup-id',
      accessToken: 'signup-access',
      refreshToken: 'signup-refresh',
      expiresIn: 3600,
    });
    await account.getState().signUp(payload);
    expect(signups).toEqual([payload]);
    expect(account.getState().loggedIn).toBe(true);
    expect(t.jar.values.get('unfurl-refresh-token')).toBe('signup-refresh');
    expect(t.id.refreshes).toBe(0);
  });

  it('signs in with the password when the signup answer carries no session (R-050, R-051)', async () => {
    const { t, signups, account } = signupStore({
      userId: 'u-ada',
      idToken: 'signup-id',
      accessToken: '',
      refreshToken: '',
      expiresIn: 3600,
    });
    await account.getState().signUp(payload);
    expect(signups).toEqual([payload]);
    expect(account.getState().loggedIn).toBe(true);
    expect(t.jar.values.get('unfurl-refresh-token')).toBe('refresh-1');
  });

  it("a failed profile update toasts 'Failed to update profile' and rejects (R-063)", async () => {
    const t = setup(signedIn);
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    const saved = await t.account.getState().updateProfile({ bio: 'Mathematician' });
    expect(saved.bio).toBe('Mathematician');
    expect(t.account.getState().profile?.bio).toBe('Mathematician');
    const failing = createAccountStore({
      client: createFakeApiClient(),
      session: t.session,
      notify: (_k, m) => void t.toasts.push(m),
      reload: () => undefined,
    });
    await expect(failing.getState().updateProfile({ bio: 'x' })).rejects.toThrow('401');
    expect(t.toasts).toEqual([MESSAGES.updateProfile]);
  });

  it("works out the permission on the current tenant from the profile's domains (R-068..R-074)", async () => {
    const t = setup(async () => ({ ...ada, domains: [{ domain: 'acme', permission: 'ADMIN' }] }));
    expect(t.account.getState().permission).toBeNull();
    t.account.getState().setTenant({ subdomain: 'acme', isMainHost: false });
    expect(t.account.getState().permission).toBeNull();
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    expect(t.account.getState().permission).toMatchObject({ level: 3, label: 'ADMIN' });
    t.account.getState().setTenant({ subdomain: 'globex', isMainHost: false });
    expect(t.account.getState().permission).toMatchObject({ level: -1, label: 'NONE' });
    t.account.getState().setTenant({ subdomain: 'main', isMainHost: true });
    expect(t.account.getState().permission).toMatchObject({ level: 1, label: 'WRITE' });
    await t.account.getState().logout();
    expect(t.account.getState().permission).toBeNull();
    expect(t.account.getState().tenant).toEqual({ subdomain: 'main', isMainHost: true });
  });

  it('changes the password with the access token, then signs in again with the new one', async () => {
    const t = setup(signedIn);
    await t.account.getState().signIn('ada@unfurl.example', 'right-password');
    await t.account.getState().changePassword('right-password', 'right-password');
    expect(t.id.changePassword).toHaveBeenCalledWith(
      'access-1',
      'right-password',
      'right-password',
    );
    expect(t.jar.values.get('unfurl-id-token')).toBe('id-2');
  });
});
