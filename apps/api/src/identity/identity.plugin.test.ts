import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@unfurl/api-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_PASSWORD } from '@unfurl/api-demo-seed';
import { openSeededTestDb } from '../testing/start-test-server';

let app: FastifyInstance;
let db: Db;
let base: string;
const logs: string[] = [];

beforeAll(async () => {
  db = await openSeededTestDb();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ db, logger: { level: 'trace', stream } });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const call = (action: string, body: object) =>
  fetch(`${base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    body: JSON.stringify(body),
  });

const signIn = (USERNAME: string, PASSWORD: string) =>
  call('InitiateAuth', {
    ClientId: 'unfurl-web',
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME, PASSWORD },
  });

describe('POST /identity in the API server', () => {
  it('signs a demo user in with the demo password; the id token carries their domains', async () => {
    const response = await signIn('Admin@Acme.example', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/x-amz-json-1.1');
    const { AuthenticationResult: result } = (await response.json()) as {
      AuthenticationResult: { IdToken: string; AccessToken: string; RefreshToken: string };
    };
    const claims = await app.identity.verifyIdToken(result.IdToken);
    expect(claims).toMatchObject({
      sub: '00000000-0000-4000-8000-000000000065',
      email: 'admin@acme.example',
      givenName: 'Wile',
      domains: [{ domain: 'acme', permission: 'ADMIN' }],
    });
    const log = logs.join('\n');
    for (const secret of [DEMO_PASSWORD, result.IdToken, result.AccessToken, result.RefreshToken]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2');
  });

  it('a wrong password is a Cognito NotAuthorizedException', async () => {
    const response = await signIn('ada@unfurl.example', 'not-the-demo-password');
    expect(response.status).toBe(400);
    expect(response.headers.get('x-amzn-errortype')).toBe('NotAuthorizedException');
    expect(await response.json()).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('serves the JWKS and lists the endpoint in the OpenAPI document', async () => {
    const jwks = await fetch(`${base}/identity/.well-known/jwks.json`);
    expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
    // Discovery names the configured issuer (IDENTITY_ISSUER) and its keys.
    const discovery = (await (
      await fetch(`${base}/identity/.well-known/openid-configuration`)
    ).json()) as { issuer: string; jwks_uri: string };
    expect(discovery.jwks_uri).toBe(`${discovery.issuer}/.well-known/jwks.json`);
    const openapi = (await (await fetch(`${base}/v1/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/identity/',
        '/identity/.well-known/jwks.json',
        '/identity/oauth2/authorize',
        '/identity/oauth2/idpresponse',
        '/identity/oauth2/token',
        '/identity/oauth2/providers',
      ]),
    );
  });

  it('without OIDC_* settings no social provider is offered and Google answers 400', async () => {
    const providers = await fetch(`${base}/identity/oauth2/providers`);
    expect(await providers.json()).toEqual({ providers: [] });
    const query = new URLSearchParams({
      identity_provider: 'Google',
      client_id: 'unfurl-web',
      redirect_uri: `${base}/auth/callback`,
      response_type: 'code',
      scope: 'email profile openid',
      state: 'xyz',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const response = await fetch(`${base}/identity/oauth2/authorize?${query}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Google sign-in is not configured',
      code: 'invalid_request',
      error: 'invalid_request',
      error_description: 'Google sign-in is not configured',
    });
    const token = await fetch(`${base}/identity/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&client_id=unfurl-web&code=nope&redirect_uri=x&code_verifier=y',
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('leaves /v1 errors in the { message, code } shape', async () => {
    const response = await fetch(`${base}/v1/listings/abc`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      code: expect.any(String),
    });
  });
});
