import { createIdentityService } from '@unfurl/api-identity';
import { describe, expect, it } from 'vitest';
import { api, identityCall, signIn, useAuthHarness } from './auth.test-harness';

const harness = useAuthHarness();
const ACME_ADMIN = 'admin@acme.example';
const MAIN_OWNER = 'admin@unfurl.example';

/** A token with its payload changed but the original signature. */
function tamper(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

const profile = async (token: string | undefined, subdomain?: string) => {
  const response = await api(harness().base, '/v1/user', {
    token,
    ...(subdomain ? { subdomain } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('request authentication', () => {
  it('no Authorization header is anonymous: /v1/user answers 401 { message, code }', async () => {
    expect(await profile(undefined)).toEqual({
      status: 401,
      body: { message: expect.any(String), code: 'UNAUTHORIZED' },
    });
  });

  it('refuses tampered, unsigned (alg none), re-signed, malformed and wrong-issuer tokens', async () => {
    const { IdToken } = await signIn(harness().base, ACME_ADMIN);
    const [, payload] = IdToken.split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const hs256 = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${payload}.${IdToken.split('.')[2]}`;
    const otherIssuer = createIdentityService({
      db: harness().db,
      config: { ...harness().app.identity.config, issuer: 'https://evil.example/identity' },
    });
    const foreign = (await otherIssuer.handle(
      'AWSCognitoIdentityProviderService.InitiateAuth',
      {
        ClientId: 'unfurl-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ACME_ADMIN, PASSWORD: 'unfurl-demo' },
      },
      'test-other-issuer',
    )) as { AuthenticationResult: { IdToken: string; AccessToken: string } };
    const bad = [
      tamper(IdToken, (claims) => (claims['sub'] = '00000000-0000-4000-8000-000000000006')),
      tamper(
        IdToken,
        (claims) => (claims['custom:domains'] = '[{"domain":"main","permission":"OWNER"}]'),
      ),
      none,
      hs256,
      foreign.AuthenticationResult.IdToken,
      foreign.AuthenticationResult.AccessToken,
      'not-a-jwt',
    ];
    for (const token of bad) {
      expect(await profile(token)).toEqual({
        status: 401,
        body: { message: expect.any(String), code: 'INVALID_TOKEN' },
      });
    }
    const basic = await fetch(`${harness().base}/v1/user`, {
      headers: { authorization: 'Basic YWRhOnB3' },
    });
    expect(basic.status).toBe(401);
    expect((await profile(IdToken)).status).toBe(200);
  });

  it('a token of an ended session is 401 SESSION_ENDED at once (GlobalSignOut)', async () => {
    const { base } = harness();
    const tokens = await signIn(base, 'gerardus@unfurl.example');
    const other = await signIn(base, 'gerardus@unfurl.example');
    expect((await profile(tokens.IdToken)).status).toBe(200);
    const signOut = await identityCall(base, 'GlobalSignOut', { AccessToken: tokens.AccessToken });
    expect(signOut.status).toBe(200);
    for (const token of [tokens.IdToken, other.IdToken]) {
      expect(await profile(token)).toEqual({
        status: 401,
        body: { message: 'This sign-in has ended', code: 'SESSION_ENDED' },
      });
    }
    expect((await profile((await signIn(base, 'gerardus@unfurl.example')).IdToken)).status).toBe(
      200,
    );
  });

  it('an expired token is 401 TOKEN_EXPIRED', async () => {
    const past = createIdentityService({
      db: harness().db,
      config: harness().app.identity.config,
      now: () => Date.now() - 2 * 3_600_000,
    });
    const result = (await past.handle(
      'AWSCognitoIdentityProviderService.InitiateAuth',
      {
        ClientId: 'unfurl-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: ACME_ADMIN, PASSWORD: 'unfurl-demo' },
      },
      'test-past',
    )) as { AuthenticationResult: { IdToken: string } };
    expect(await profile(result.AuthenticationResult.IdToken)).toEqual({
      status: 401,
      body: { message: expect.any(String), code: 'TOKEN_EXPIRED' },
    });
  });

  it('computes the permission on the request’s tenant from the database (R-068..R-070)', async () => {
    const acmeAdmin = (await signIn(harness().base, ACME_ADMIN)).IdToken;
    const mainOwner = (await signIn(harness().base, MAIN_OWNER)).IdToken;
    expect((await profile(acmeAdmin, 'acme')).body['permission']).toBe(3);
    // The main product host gives Write to everyone signed in.
    expect((await profile(acmeAdmin)).body['permission']).toBe(1);
    // The main site's owner has no rights on acme: a token never carries rights across tenants.
    expect((await profile(mainOwner, 'acme')).body['permission']).toBe(-1);
    expect((await profile(mainOwner, 'ACME')).body['permission']).toBe(-1);
  });

  it('a permission removed in the database is gone at once, whatever the token claims', async () => {
    const { db, base } = harness();
    const token = (await signIn(base, 'surveyor@acme.example')).IdToken;
    expect((await profile(token, 'acme')).body['permission']).toBe(1);
    await db.query(
      `DELETE FROM user_domains WHERE user_id = '00000000-0000-4000-8000-000000000066'`,
    );
    expect((await profile(token, 'acme')).body['permission']).toBe(-1);
    await db.query(
      `INSERT INTO user_domains (user_id, domain, permission)
       VALUES ('00000000-0000-4000-8000-000000000066', 'acme', 'WRITE')`,
    );
  });
});

describe('private listings (ADR 0003)', () => {
  const privateListing = async (): Promise<number> => {
    const [row] = await harness().db.query<{ id: number }>(
      `SELECT l.id::float8 AS id FROM listings l JOIN tenants t ON t.id = l.tenant_id
       WHERE t.subdomain = 'acme' AND l.is_private AND l.deleted_at IS NULL
         AND l.review_status = 'APPROVED' ORDER BY l.id LIMIT 1`,
    );
    return row!.id;
  };

  it('are shown to members of the tenant with Read or more, never to others', async () => {
    const { base } = harness();
    const id = await privateListing();
    const viewer = (await signIn(base, 'viewer@acme.example')).IdToken;
    const outsider = (await signIn(base, MAIN_OWNER)).IdToken;
    const fetchAs = (token?: string) =>
      api(base, `/v1/listings/${id}`, { token, subdomain: 'acme' }).then((r) => r.status);
    expect(await fetchAs()).toBe(404);
    expect(await fetchAs(outsider)).toBe(404);
    expect(await fetchAs(viewer)).toBe(200);
    const list = async (token?: string) => {
      const response = await api(base, '/v1/listings?limit=250', {
        token,
        subdomain: 'acme',
      });
      const page = (await response.json()) as { total: number; listings: { isPrivate: boolean }[] };
      return page;
    };
    const anonymous = await list();
    const member = await list(viewer);
    expect(anonymous.listings.some((listing) => listing.isPrivate)).toBe(false);
    expect((await list(outsider)).total).toBe(anonymous.total);
    expect(member.total).toBeGreaterThan(anonymous.total);
    expect(member.listings.some((listing) => listing.isPrivate)).toBe(true);
    // Never on another tenant, member or not.
    expect((await api(base, `/v1/listings/${id}`, { token: viewer })).status).toBe(404);
  });
});
