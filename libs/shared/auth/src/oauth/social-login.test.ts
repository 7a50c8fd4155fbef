import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isIdentityError } from '../identity/identity-error';
import { codeChallenge, randomToken } from './pkce';
import { beginSocialLogin, completeSocialLogin, fetchSocialProviders } from './social-login';
import { toSocialProvider } from './social-provider';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A token endpoint that checks the PKCE verifier against the challenge it was given. */
async function tokenEndpoint(expectedChallenge: () => string): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      if (req.url === '/identity/oauth2/providers') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ providers: ['Google', 'Myspace', 'facebook'] }));
      }
      const form = new URLSearchParams(body);
      const ok =
        req.headers['content-type'] === 'application/x-www-form-urlencoded' &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('code') === 'the-code' &&
        form.get('client_id') === 'unfurl-web' &&
        form.get('redirect_uri') === 'https://maps.example/auth/callback' &&
        (await codeChallenge(form.get('code_verifier') ?? '')) === expectedChallenge();
      res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          ok
            ? {
                id_token: 'i',
                access_token: 'a',
                refresh_token: 'r',
                expires_in: 3600,
                token_type: 'Bearer',
              }
            : { error: 'invalid_grant', error_description: 'PKCE verification failed' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/identity`;
}

describe('social login (R-017, R-018)', () => {
  it('computes the S256 challenge as base64url(SHA-256(verifier)) without padding', async () => {
    for (const verifier of [randomToken(32), randomToken(48), 'a-b_c.d~e']) {
      const expected = createHash('sha256').update(verifier).digest('base64url');
      expect(await codeChallenge(verifier)).toBe(expected);
    }
    expect(randomToken(32)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('knows exactly Google and Facebook', async () => {
    expect([
      toSocialProvider('google'),
      toSocialProvider({ name: 'Facebook' }),
      toSocialProvider('x'),
    ]).toEqual(['Google', 'Facebook', undefined]);
    const endpoint = await tokenEndpoint(() => '');
    expect(await fetchSocialProviders({ endpoint })).toEqual(['Google', 'Facebook']);
    expect(await fetchSocialProviders({ endpoint: 'http://127.0.0.1:1/identity' })).toEqual([]);
  });

  it('authorizes with code + PKCE and scopes email profile openid, then exchanges the code', async () => {
    let challenge = '';
    const endpoint = await tokenEndpoint(() => challenge);
    const options = { endpoint, origin: 'https://maps.example', storage: memoryStorage() };
    const url = new URL(await beginSocialLogin(options, 'Google', '/account'));
    expect(url.pathname).toBe('/identity/oauth2/authorize');
    const q = url.searchParams;
    expect(Object.fromEntries(q)).toMatchObject({
      identity_provider: 'Google',
      client_id: 'unfurl-web',
      redirect_uri: 'https://maps.example/auth/callback',
      response_type: 'code',
      scope: 'email profile openid',
      code_challenge_method: 'S256',
    });
    challenge = q.get('code_challenge') ?? '';
    const result = await completeSocialLogin(options, `?code=the-code&state=${q.get('state')}`);
    expect(result).toEqual({
      tokens: { IdToken: 'i', AccessToken: 'a', RefreshToken: 'r', ExpiresIn: 3600 },
      redirect: '/account',
    });
  });

  it('refuses a wrong state, a provider error and a failed exchange', async () => {
    const endpoint = await tokenEndpoint(() => 'not-this');
    const options = { endpoint, origin: 'https://maps.example', storage: memoryStorage() };
    const state = new URL(await beginSocialLogin(options, 'Facebook')).searchParams.get('state');
    const wrong = await completeSocialLogin(options, '?code=the-code&state=forged').catch(
      (e: unknown) => e,
    );
    expect(isIdentityError(wrong) && wrong.message).toMatch(/not valid any more/);
    await beginSocialLogin(options, 'Facebook');
    const denied = await completeSocialLogin(options, '?error=access_denied').catch(
      (e: unknown) => e,
    );
    expect(isIdentityError(denied) && denied.message).toBe(
      'Social sign-in failed (access_denied).',
    );
    const again = new URL(await beginSocialLogin(options, 'Facebook')).searchParams.get('state');
    expect(again).not.toBe(state);
    const failed = await completeSocialLogin(options, `?code=the-code&state=${again}`).catch(
      (e: unknown) => e,
    );
    expect(isIdentityError(failed) && failed.message).toBe('PKCE verification failed');
  });
});
