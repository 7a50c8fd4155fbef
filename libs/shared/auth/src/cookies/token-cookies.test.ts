// @vitest-environment jsdom
// @vitest-environment-options {"url":"https://unfurl.test/maps"}
import { afterEach, describe, expect, it } from 'vitest';
import { cookieString, documentCookieJar, readCookie } from './cookie-jar';
import { createTokenCookies } from './token-cookies';

const result = {
  IdToken: 'id.jwt',
  AccessToken: 'access.jwt',
  RefreshToken: 'refresh',
  ExpiresIn: 3600,
};

/** Records every string written to `cookie`, and keeps a real jsdom document behind it. */
function recordingDocument() {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return document.cookie;
    },
    set cookie(value: string) {
      written.push(value);
      document.cookie = value;
    },
  };
}

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) {
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  }
});

describe('token cookies', () => {
  it('names the cookies {product}-id-token, -access-token, -refresh-token and -utm (R-025)', () => {
    const cookies = createTokenCookies(documentCookieJar());
    expect(cookies.names).toEqual({
      idToken: 'unfurl-id-token',
      accessToken: 'unfurl-access-token',
      refreshToken: 'unfurl-refresh-token',
      tracker: 'unfurl-utm',
    });
  });

  it('writes Secure, SameSite=Strict, Path=/ cookies with the spec lifetimes (R-026..R-029)', () => {
    const doc = recordingDocument();
    const cookies = createTokenCookies(documentCookieJar(doc));
    cookies.save(result);
    cookies.saveTrackerCode('spring-campaign');
    expect(doc.written).toEqual([
      'unfurl-id-token=id.jwt; Max-Age=3600; Path=/; SameSite=Strict; Secure',
      'unfurl-access-token=access.jwt; Max-Age=3600; Path=/; SameSite=Strict; Secure',
      'unfurl-refresh-token=refresh; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
      'unfurl-utm=spring-campaign; Max-Age=2629800; Path=/; SameSite=Strict; Secure',
    ]);
    expect([cookies.idToken(), cookies.accessToken(), cookies.refreshToken()]).toEqual([
      'id.jwt',
      'access.jwt',
      'refresh',
    ]);
    expect(cookies.trackerCode()).toBe('spring-campaign');
  });

  it('keeps the old refresh token when a refresh result carries none (R-023)', () => {
    const cookies = createTokenCookies(documentCookieJar());
    cookies.save(result);
    cookies.save({ IdToken: 'id2', AccessToken: 'access2', ExpiresIn: 60 });
    expect([cookies.idToken(), cookies.refreshToken()]).toEqual(['id2', 'refresh']);
  });

  it('lets the id and access cookies expire after ExpiresIn while the refresh cookie stays (R-027, R-028)', async () => {
    const cookies = createTokenCookies(documentCookieJar());
    cookies.save({ ...result, ExpiresIn: 1 });
    expect(cookies.idToken()).toBe('id.jwt');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(cookies.idToken()).toBeUndefined();
    expect(cookies.accessToken()).toBeUndefined();
    expect(cookies.refreshToken()).toBe('refresh');
  });

  it('clears the three token cookies and keeps the tracker code', () => {
    const cookies = createTokenCookies(documentCookieJar());
    cookies.save(result);
    cookies.saveTrackerCode('t1');
    cookies.clear();
    expect([cookies.idToken(), cookies.accessToken(), cookies.refreshToken()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(cookies.trackerCode()).toBe('t1');
  });

  it('encodes values and reads one cookie among many', () => {
    expect(cookieString('a b', 'x;y', 10)).toBe(
      'a%20b=x%3By; Max-Age=10; Path=/; SameSite=Strict; Secure',
    );
    expect(readCookie('x=1; unfurl-id-token=abc; y=2', 'unfurl-id-token')).toBe('abc');
    expect(readCookie('x=1', 'unfurl-id-token')).toBeUndefined();
  });
});
