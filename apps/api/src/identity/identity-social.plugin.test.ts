// The API server with social sign-in and SMTP configured from the environment, as `npm start`
// reads it: a local OpenID Connect provider as "Google", a real SMTP server, the demo data, and
// the Fastify log at trace level searched for every code, state, verifier and token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { createTestBrowser, startTestOidcProvider } from '@unfurl/api-identity/testing';
import type { TestOidcProvider } from '@unfurl/api-identity/testing';
import { startTestSmtpServer } from '@unfurl/api-mail/testing';
import type { TestSmtpServer } from '@unfurl/api-mail/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { openSeededTestDb } from '../testing/start-test-server';

const ADA = { id: '00000000-0000-4000-8000-000000000001', email: 'ada@unfurl.example' };
const ENV_KEYS = [
  'IDENTITY_ISSUER',
  'OIDC_GOOGLE_ISSUER',
  'OIDC_GOOGLE_CLIENT_ID',
  'OIDC_GOOGLE_CLIENT_SECRET',
  'SMTP_URL',
  'SMTP_FROM',
] as const;

let app: FastifyInstance;
let db: Db;
let google: TestOidcProvider;
let smtp: TestSmtpServer;
let base: string;
const logs: string[] = [];
const secrets = new Set<string>();
const savedEnv = new Map<string, string | undefined>();

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  google = await startTestOidcProvider({
    redirectUri: `${base}/identity/oauth2/idpresponse`,
    accounts: {
      'ada-at-google': { email: 'Ada@Unfurl.example', email_verified: true, name: 'Ada L.' },
      'grace-at-google': { email: 'grace@hopper.example', email_verified: true, name: 'Grace H.' },
    },
  });
  smtp = await startTestSmtpServer();
  for (const key of ENV_KEYS) savedEnv.set(key, process.env[key]);
  Object.assign(process.env, {
    IDENTITY_ISSUER: `${base}/identity`,
    OIDC_GOOGLE_ISSUER: google.issuer,
    OIDC_GOOGLE_CLIENT_ID: google.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: google.clientSecret,
    SMTP_URL: smtp.url,
    SMTP_FROM: 'Unfurl <no-reply@unfurl.example>',
  });
  secrets.add(google.clientSecret);
  secrets.add('smtp-test-secret');
  db = await openSeededTestDb();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ db, logger: { level: 'trace', stream } });
  await app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await google?.close();
  await smtp?.close();
  for (const [key, value] of savedEnv) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const cognito = (action: string, body: object) =>
  fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });

/** Walks the Google sign-in through the local provider and trades the code for tokens. */
async function signInWithGoogle(login: string, state: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const appRedirect = `${base}/auth/callback`;
  const browser = createTestBrowser();
  const landed = await browser.walk(
    `${base}/identity/oauth2/authorize?${new URLSearchParams({
      identity_provider: 'Google',
      client_id: 'unfurl-web',
      redirect_uri: appRedirect,
      response_type: 'code',
      scope: 'email profile openid',
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString()}`,
    appRedirect,
    { login },
  );
  const code = landed.searchParams.get('code');
  expect(code, landed.href).toBeTruthy();
  expect(landed.searchParams.get('state')).toBe(state);
  secrets.add(verifier);
  secrets.add(code!);
  for (const hop of browser.hops) {
    for (const key of ['code', 'state', 'nonce', 'code_challenge']) {
      const value = new URL(hop.url).searchParams.get(key);
      if (value && value.length >= 16) secrets.add(value);
    }
  }
  const response = await fetch(`${base}/identity/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code!,
      redirect_uri: appRedirect,
      client_id: 'unfurl-web',
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  const tokens = (await response.json()) as {
    id_token: string;
    access_token: string;
    refresh_token: string;
  };
  // The tokens only: `expires_in` (3600) and `token_type` are no secrets and may turn up anywhere.
  for (const token of [tokens.id_token, tokens.access_token, tokens.refresh_token]) {
    secrets.add(String(token));
  }
  return tokens;
}

describe('social sign-in and SMTP in the API server (configured by environment)', () => {
  it('lists Google as the configured provider', async () => {
    const response = await fetch(`${base}/identity/oauth2/providers`);
    expect(await response.json()).toEqual({ providers: ['Google'] });
    const facebook = await fetch(
      `${base}/identity/oauth2/authorize?identity_provider=Facebook&client_id=unfurl-web&redirect_uri=${encodeURIComponent(`${base}/`)}&response_type=code&scope=openid&code_challenge_method=S256&code_challenge=${'a'.repeat(43)}`,
      { redirect: 'manual' },
    );
    expect(facebook.status).toBe(400);
    expect(await facebook.json()).toMatchObject({
      message: 'Facebook sign-in is not configured',
      code: 'invalid_request',
    });
  });

  it('links a Google sign-in to the demo account with the same verified email', async () => {
    const tokens = await signInWithGoogle('ada-at-google', 'app-state-1234');
    const claims = await app.identity.verifyIdToken(tokens.id_token);
    expect(claims).toMatchObject({ sub: ADA.id, email: ADA.email, givenName: 'Ada' });
    const user = await cognito('GetUser', { AccessToken: tokens.access_token });
    expect(await user.json()).toMatchObject({ Username: ADA.id });
    // The demo password still signs Ada in.
    const byPassword = await cognito('InitiateAuth', {
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: ADA.email, PASSWORD: DEMO_PASSWORD },
    });
    expect(byPassword.status).toBe(200);
    const result = ((await byPassword.json()) as { AuthenticationResult: Record<string, unknown> })
      .AuthenticationResult;
    for (const key of ['IdToken', 'AccessToken', 'RefreshToken']) secrets.add(String(result[key]));
  });

  it('mails a reset code through SMTP_URL; ConfirmForgotPassword takes it', async () => {
    const before = smtp.received.length;
    const forgot = await cognito('ForgotPassword', { ClientId: 'unfurl-web', Username: ADA.email });
    expect(forgot.status).toBe(200);
    const mail = await smtp.waitFor(ADA.email, before);
    expect(mail.subject).toBe('Reset your Unfurl password');
    const code = /reset code is (\d{6})/.exec(mail.raw)![1]!;
    secrets.add('a-new-password-1');
    const confirm = await cognito('ConfirmForgotPassword', {
      ClientId: 'unfurl-web',
      Username: ADA.email,
      ConfirmationCode: code,
      Password: 'a-new-password-1',
    });
    expect(confirm.status).toBe(200);
    const signIn = await cognito('InitiateAuth', {
      ClientId: 'unfurl-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: ADA.email, PASSWORD: 'a-new-password-1' },
    });
    expect(signIn.status).toBe(200);
    const tokens = ((await signIn.json()) as { AuthenticationResult: Record<string, unknown> })
      .AuthenticationResult;
    for (const key of ['IdToken', 'AccessToken', 'RefreshToken']) secrets.add(String(tokens[key]));
    const log = logs.join('\n');
    expect(new RegExp(`(?<![\\d.])${code}(?!\\d)`).test(log)).toBe(false);
  });

  it('a deleted account loses its provider link and pending sign-in codes (R-053)', async () => {
    const tokens = await signInWithGoogle('grace-at-google', 'app-state-5678');
    const claims = await app.identity.verifyIdToken(tokens.id_token);
    const links = (userId: string) =>
      db.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM identity_federated_identities WHERE user_id = $1)::int
              + (SELECT count(*) FROM identity_authorization_codes WHERE user_id = $1)::int AS n`,
        [userId],
      );
    expect((await links(claims.sub))[0]!.n).toBeGreaterThan(0);
    const deleted = await fetch(`${base}/v1/user`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(deleted.status).toBe(204);
    expect((await links(claims.sub))[0]!.n).toBe(0);
  });

  it('writes no code, state, verifier, client secret, SMTP password or token to the log', () => {
    const log = logs.join('\n');
    expect(log).toContain('/identity/oauth2/idpresponse');
    expect(log).toContain('/identity/oauth2/token');
    expect(secrets.size).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(log.includes(secret), `a secret of ${secret.length} chars is in the log`).toBe(false);
    }
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain('$argon2');
  });
});
