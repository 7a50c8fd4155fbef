// Social sign-in end to end: two real OpenID Connect providers (oidc-provider) acting as Google and
// Facebook, our identity server, and a scripted browser walking every redirect.
import { createHash, randomBytes } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { listOutboxMail } from '@unfurl/api-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startIdentityTestServer } from '../identity.test-setup';
import type { IdentityTestServer } from '../identity.test-setup';
import { createTestBrowser, startTestOidcProvider } from '../oidc-provider.testing';
import type { TestOidcProvider } from '../oidc-provider.testing';

const CLIENT_ID = 'unfurl-web';
const ACCOUNTS = {
  alice: {
    email: 'Alice@Example.com',
    email_verified: true,
    given_name: 'Alice',
    family_name: 'Liddell',
    name: 'Alice Liddell',
  },
  grace: {
    email: 'grace@example.com',
    email_verified: true,
    given_name: 'Grace',
    name: 'Grace Hopper',
  },
  mallory: { email: 'mallory@example.com', email_verified: false, name: 'Mallory' },
  victim: { email: 'victim@example.com', email_verified: true, name: 'Victim' },
};

let server: IdentityTestServer;
let google: TestOidcProvider;
let facebook: TestOidcProvider;
let cognito: CognitoIdentityProviderClient;
let origin: string;
let appRedirect: string;
/** Every code, state, verifier and token the tests saw: none may reach the log. */
const secrets = new Set<string>();

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  appRedirect = `${origin}/app/auth/callback`;
  const callback = `${origin}/identity/oauth2/idpresponse`;
  // "Google" puts the email claims in its ID token; "Facebook" only serves them from UserInfo.
  google = await startTestOidcProvider({
    redirectUri: callback,
    accounts: ACCOUNTS,
    claimsInIdToken: true,
  });
  facebook = await startTestOidcProvider({
    redirectUri: callback,
    accounts: ACCOUNTS,
    clientId: 'fb-app',
  });
  secrets.add(google.clientSecret);
  server = await startIdentityTestServer(
    {
      issuer: `${origin}/identity`,
      socialProviders: [
        {
          name: 'Google',
          issuer: google.issuer,
          clientId: google.clientId,
          clientSecret: google.clientSecret,
        },
        {
          name: 'Facebook',
          issuer: facebook.issuer,
          clientId: facebook.clientId,
          clientSecret: facebook.clientSecret,
        },
      ],
      redirectOrigins: ['http://localhost:4201'],
    },
    'pglite',
    { port },
  );
  cognito = new CognitoIdentityProviderClient({
    region: 'eu-west-1',
    endpoint: server.endpoint,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  cognito?.destroy();
  await server?.close();
  await google?.close();
  await facebook?.close();
});

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  secrets.add(verifier);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: appRedirect,
    response_type: 'code',
    scope: 'email profile openid',
    ...params,
  });
  return `${server.endpoint}/oauth2/authorize?${query.toString().replace(/%20/g, '+')}`;
}

/** Walks authorize → provider login/consent → idpresponse → the app's redirect URI. */
async function socialSignIn(
  provider: 'Google' | 'Facebook',
  login: string,
  options: { abort?: boolean } = {},
) {
  const { verifier, challenge } = pkce();
  const state = randomBytes(12).toString('hex');
  const browser = createTestBrowser();
  const landed = await browser.walk(
    authorizeUrl({
      identity_provider: provider,
      state,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }),
    appRedirect,
    { login, abort: options.abort ?? false },
  );
  const code = landed.searchParams.get('code');
  if (code) secrets.add(code);
  for (const hop of browser.hops) {
    const url = new URL(hop.url);
    for (const key of ['code', 'state', 'code_challenge', 'nonce']) {
      const value = url.searchParams.get(key);
      if (value && value.length >= 8) secrets.add(value);
    }
  }
  return { landed, code, verifier, state, hops: browser.hops };
}

function exchange(fields: Record<string, string>) {
  return fetch(`${server.endpoint}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: appRedirect,
      ...fields,
    }),
  });
}

interface Tokens {
  id_token: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

async function tokensFor(code: string, verifier: string): Promise<Tokens> {
  const response = await exchange({ code, code_verifier: verifier });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const tokens = (await response.json()) as Tokens;
  for (const token of [tokens.id_token, tokens.access_token, tokens.refresh_token])
    secrets.add(token);
  return tokens;
}

async function attributes(accessToken: string): Promise<Record<string, string>> {
  const user = await cognito.send(new GetUserCommand({ AccessToken: accessToken }));
  return Object.fromEntries(user.UserAttributes!.map((a) => [a.Name!, a.Value!]));
}

describe('GET /identity/oauth2/providers', () => {
  it('lists the configured providers', async () => {
    const response = await fetch(`${server.endpoint}/oauth2/providers`);
    expect(await response.json()).toEqual({ providers: ['Google', 'Facebook'] });
  });
});

describe('social sign-in through a local OpenID Connect provider', () => {
  it('signs a new Google user in: code + PKCE, tokens, GetUser, refresh', async () => {
    const { landed, code, verifier, state, hops } = await socialSignIn('Google', 'alice');
    expect(hops[0]).toMatchObject({ status: 302 });
    const upstream = new URL(hops[0]!.location!);
    expect(upstream.origin).toBe(google.issuer);
    expect(upstream.searchParams.get('scope')).toBe('email profile openid');
    expect(upstream.searchParams.get('code_challenge_method')).toBe('S256');
    expect(upstream.searchParams.get('redirect_uri')).toBe(`${origin}/identity/oauth2/idpresponse`);
    expect(landed.origin + landed.pathname).toBe(appRedirect);
    expect(landed.searchParams.get('state')).toBe(state);
    expect(code).toMatch(/^[\w-]{43}$/);

    const tokens = await tokensFor(code!, verifier);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    const claims = await server.service.verifyIdToken(tokens.id_token);
    expect(claims).toMatchObject({
      email: 'alice@example.com',
      givenName: 'Alice',
      familyName: 'Liddell',
    });
    expect(claims.payload['email_verified']).toBe(true);
    expect(await attributes(tokens.access_token)).toMatchObject({
      sub: claims.sub,
      email: 'alice@example.com',
      email_verified: 'true',
      name: 'Alice Liddell',
    });
    const refreshed = await cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: tokens.refresh_token },
      }),
    );
    expect((await server.service.verifyIdToken(refreshed.AuthenticationResult!.IdToken!)).sub).toBe(
      claims.sub,
    );
    secrets.add(refreshed.AuthenticationResult!.RefreshToken!);

    // The same provider account again is the same user, and one link.
    const again = await socialSignIn('Google', 'alice');
    const second = await tokensFor(again.code!, again.verifier);
    expect((await server.service.verifyIdToken(second.id_token)).sub).toBe(claims.sub);
    const links = await server.db.query(
      `SELECT provider, subject FROM identity_federated_identities WHERE user_id = $1`,
      [claims.sub],
    );
    expect(links).toEqual([{ provider: 'Google', subject: 'alice' }]);
  });

  it('links a Facebook sign-in (claims from UserInfo) to the password account with that email', async () => {
    const password = 'grace-password-1';
    secrets.add(password);
    const signUp = await cognito.send(
      new SignUpCommand({ ClientId: CLIENT_ID, Username: 'grace@example.com', Password: password }),
    );
    const mail = (await listOutboxMail(server.db, 'grace@example.com')).at(-1)!;
    const confirmation = /\b(\d{6})\b/.exec(mail.body)![1]!;
    secrets.add(confirmation);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: CLIENT_ID,
        Username: 'grace@example.com',
        ConfirmationCode: confirmation,
      }),
    );

    const { code, verifier } = await socialSignIn('Facebook', 'grace');
    const tokens = await tokensFor(code!, verifier);
    expect((await server.service.verifyIdToken(tokens.id_token)).sub).toBe(signUp.UserSub);
    expect(await attributes(tokens.access_token)).toMatchObject({ email: 'grace@example.com' });
    // The password still works for the same account.
    const byPassword = await cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'grace@example.com', PASSWORD: password },
      }),
    );
    expect(
      (await server.service.verifyIdToken(byPassword.AuthenticationResult!.IdToken!)).sub,
    ).toBe(signUp.UserSub);
    secrets.add(byPassword.AuthenticationResult!.RefreshToken!);
  });

  it('linking drops a password nobody confirmed (set by someone without the mailbox)', async () => {
    const squatter = 'squatter-password-1';
    secrets.add(squatter);
    const signUp = await cognito.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: 'victim@example.com',
        Password: squatter,
      }),
    );
    const { code, verifier } = await socialSignIn('Google', 'victim');
    const tokens = await tokensFor(code!, verifier);
    expect((await server.service.verifyIdToken(tokens.id_token)).sub).toBe(signUp.UserSub);
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'victim@example.com', PASSWORD: squatter },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses an account whose email is not verified: back to the app with an error, no user', async () => {
    const { landed, code, state } = await socialSignIn('Google', 'mallory');
    expect(code).toBeNull();
    expect(landed.searchParams.get('state')).toBe(state);
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('error_description')).toBe(
      'The email address of your Google account is not verified.',
    );
    expect(
      await server.db.query(`SELECT 1 FROM users WHERE email = 'mallory@example.com'`),
    ).toEqual([]);
  });

  it('sends a cancelled provider sign-in back to the app as access_denied', async () => {
    const { landed, code } = await socialSignIn('Facebook', 'alice', { abort: true });
    expect(code).toBeNull();
    expect(landed.searchParams.get('error')).toBe('access_denied');
    expect(landed.searchParams.get('error_description')).toBe('Facebook sign-in was cancelled.');
  });

  it('refuses a wrong PKCE verifier, and the code is spent afterwards', async () => {
    const { code, verifier } = await socialSignIn('Google', 'alice');
    const wrong = await exchange({ code: code!, code_verifier: pkce().verifier });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({
      error: 'invalid_grant',
      code: 'invalid_grant',
      error_description: 'The code_verifier does not match the code_challenge.',
      message: 'The code_verifier does not match the code_challenge.',
    });
    const right = await exchange({ code: code!, code_verifier: verifier });
    expect(right.status).toBe(400);
    expect(await right.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a code used twice, another redirect_uri, and an expired code', async () => {
    const first = await socialSignIn('Google', 'alice');
    await tokensFor(first.code!, first.verifier);
    const reused = await exchange({ code: first.code!, code_verifier: first.verifier });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'The authorization code is invalid or was already used.',
    });

    const second = await socialSignIn('Google', 'alice');
    const elsewhere = await exchange({
      code: second.code!,
      code_verifier: second.verifier,
      redirect_uri: `${origin}/other`,
    });
    expect(await elsewhere.json()).toMatchObject({ error: 'invalid_grant' });

    const third = await socialSignIn('Google', 'alice');
    server.advance(301_000);
    try {
      const late = await exchange({ code: third.code!, code_verifier: third.verifier });
      expect(await late.json()).toMatchObject({
        error: 'invalid_grant',
        error_description: 'The authorization code has expired.',
      });
    } finally {
      server.advance(-301_000);
    }
  });

  it('answers bad authorize requests with 400 { message, code } and never redirects', async () => {
    const { challenge } = pkce();
    const base = {
      identity_provider: 'Google',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, identity_provider: 'Twitter' }, 'Unknown identity_provider Twitter'],
      [{ ...base, redirect_uri: 'https://evil.example/callback' }, 'redirect_uri is not allowed'],
      [{ ...base, redirect_uri: 'javascript:alert(1)' }, 'redirect_uri is not allowed'],
      [{ ...base, client_id: 'someone-else' }, 'Unknown client_id someone-else'],
      [{ ...base, code_challenge_method: 'plain' }, 'code_challenge_method must be S256'],
      [{ ...base, scope: 'openid email phone' }, 'scope must be within email profile openid'],
      [{ ...base, response_type: 'token' }, 'response_type must be code'],
    ];
    for (const [params, message] of cases) {
      const response = await fetch(authorizeUrl(params), { redirect: 'manual' });
      expect(response.status, message).toBe(400);
      expect(await response.json()).toMatchObject({ message, code: expect.any(String) });
    }
    // An origin from IDENTITY_REDIRECT_ORIGINS is allowed.
    const allowed = await fetch(
      authorizeUrl({ ...base, redirect_uri: 'http://localhost:4201/auth/callback' }),
      { redirect: 'manual' },
    );
    expect(allowed.status).toBe(302);
    expect(allowed.headers.get('location')).toContain(google.issuer);
  });

  it('sends a provider answer that came too late back to the app as an error', async () => {
    const { challenge } = pkce();
    const started = await fetch(
      authorizeUrl({
        identity_provider: 'Google',
        state: 'late-app-state',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
      { redirect: 'manual' },
    );
    const upstreamState = new URL(started.headers.get('location')!).searchParams.get('state')!;
    secrets.add(upstreamState);
    server.advance(601_000);
    try {
      const late = await fetch(
        `${server.endpoint}/oauth2/idpresponse?code=whatever&state=${upstreamState}`,
        { redirect: 'manual' },
      );
      expect(late.status).toBe(302);
      const landed = new URL(late.headers.get('location')!);
      expect(landed.origin + landed.pathname).toBe(appRedirect);
      expect(Object.fromEntries(landed.searchParams)).toEqual({
        error: 'access_denied',
        error_description: 'This sign-in took too long, please start again.',
        state: 'late-app-state',
      });
      // The answer is used up: the same state again is unknown.
      const again = await fetch(
        `${server.endpoint}/oauth2/idpresponse?code=whatever&state=${upstreamState}`,
        { redirect: 'manual' },
      );
      expect(again.status).toBe(400);
    } finally {
      server.advance(-601_000);
    }
  });

  it('answers an unknown or replayed provider callback with 400', async () => {
    const response = await fetch(`${server.endpoint}/oauth2/idpresponse?code=abc&state=not-ours`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_request' });
    const token = await exchange({ code: 'x', code_verifier: 'y' });
    expect(token.status).toBe(400);
    const noGrant = await fetch(`${server.endpoint}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(await noGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('keeps codes, states, verifiers, secrets and tokens out of the log', () => {
    const log = server.logs.join('\n');
    expect(log).toContain('/identity/oauth2/idpresponse');
    expect(secrets.size).toBeGreaterThan(20);
    for (const secret of secrets) {
      expect(log.includes(secret), `a secret of ${secret.length} chars is in the log`).toBe(false);
    }
  });
});
