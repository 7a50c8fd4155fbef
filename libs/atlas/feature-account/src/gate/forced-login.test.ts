import { describe, expect, it } from 'vitest';
import { mustSignIn, safeReturnPath, signInPathFor } from './forced-login';

const base = {
  forcedLogin: true,
  configLoaded: true,
  sessionKnown: true,
  loggedIn: false,
  pathname: '/maps',
};

describe('forced login (R-077)', () => {
  it('sends an anonymous visitor of a FORCED_LOGIN tenant to sign in', () => {
    expect(mustSignIn(base)).toBe(true);
  });

  it('does nothing when login is optional, signed in, or not yet known', () => {
    expect(mustSignIn({ ...base, forcedLogin: false })).toBe(false);
    expect(mustSignIn({ ...base, loggedIn: true })).toBe(false);
    expect(mustSignIn({ ...base, configLoaded: false })).toBe(false);
    expect(mustSignIn({ ...base, sessionKnown: false })).toBe(false);
  });

  it('leaves the sign-in and social callback pages alone', () => {
    expect(mustSignIn({ ...base, pathname: '/login' })).toBe(false);
    expect(mustSignIn({ ...base, pathname: '/auth/callback' })).toBe(false);
  });

  it('keeps the target in the redirect parameter', () => {
    expect(signInPathFor('/maps', '?pos=1,2,3')).toBe('/login?redirect=%2Fmaps%3Fpos%3D1%2C2%2C3');
    expect(signInPathFor('/', '')).toBe('/login');
  });

  it('returns only to paths on this site after sign-in', () => {
    expect(safeReturnPath('/maps/old-plan-12?pos=1,2,3')).toBe('/maps/old-plan-12?pos=1,2,3');
    expect(safeReturnPath('/my-maps#top')).toBe('/my-maps#top');
    for (const unsafe of [
      null,
      '',
      'maps',
      '//evil.com/x',
      '/\\evil.com',
      'https://evil.com/',
      'javascript:alert(1)',
      '/\tevil',
      '/login?redirect=%2F',
    ]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });
});
