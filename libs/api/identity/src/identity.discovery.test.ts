// A standard OpenID Connect relying party (openid-client) discovers the identity service from its
// issuer and verifies the tokens it issues, as an API gateway would.
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { CLIENT_ID, useCognitoHarness } from './cognito.test-harness';
import { freePort } from './identity.test-setup';

// The issuer names the server's address before it starts.
const port = await freePort();
const issuer = `http://127.0.0.1:${port}/identity`;
const h = useCognitoHarness({ issuer, clientIds: [CLIENT_ID] }, 'pglite', { port });

describe('OpenID Connect discovery', () => {
  it('openid-client discovers the issuer; its keys verify the id and access tokens', async () => {
    const config = await oidc.discovery(new URL(issuer), CLIENT_ID, undefined, oidc.None(), {
      execute: [oidc.allowInsecureRequests],
    });
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(issuer);
    expect(metadata.jwks_uri).toBe(`${issuer}/.well-known/jwks.json`);
    expect(metadata.id_token_signing_alg_values_supported).toEqual(['ES256']);
    expect(metadata.code_challenge_methods_supported).toContain('S256');

    const tokens = await h.newSignedInUser('ada@engine.example', 'analytical-1843');
    const keys = createRemoteJWKSet(new URL(metadata.jwks_uri!));
    const id = await jwtVerify(tokens.IdToken!, keys, { issuer, audience: CLIENT_ID });
    expect(id.payload).toMatchObject({ token_use: 'id', email: 'ada@engine.example' });
    const access = await jwtVerify(tokens.AccessToken!, keys, { issuer });
    expect(access.payload).toMatchObject({ token_use: 'access', client_id: CLIENT_ID });
    // Another issuer's name does not verify.
    await expect(
      jwtVerify(tokens.IdToken!, keys, { issuer: 'http://127.0.0.1:1/identity' }),
    ).rejects.toThrow(/iss/);
  });
});
