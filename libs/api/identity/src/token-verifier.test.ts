import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JSONWebKeySet } from 'jose';
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, isInvalidTokenError } from './token-verifier';

const ISSUER = 'http://localhost:4200/identity';
const AUDIENCE = 'unfurl-web';
const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
let privateKey: CryptoKey;
let jwks: JSONWebKeySet;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' }] };
});

const verifier = () =>
  createTokenVerifier({
    jwks: async () => jwks,
    issuer: ISSUER,
    audiences: [AUDIENCE],
    now: () => NOW,
  });

interface Overrides {
  readonly issuer?: string;
  readonly audience?: string;
  readonly iat?: number;
  readonly ttl?: number;
  readonly use?: string;
  readonly key?: CryptoKey;
}

function sign(overrides: Overrides = {}): Promise<string> {
  const iat = overrides.iat ?? Math.floor(NOW / 1000);
  return new SignJWT({
    token_use: overrides.use ?? 'id',
    origin_jti: 'session-1',
    email: 'ada@unfurl.example',
    given_name: 'Ada',
    'custom:domains': JSON.stringify([{ domain: 'acme', permission: 'ADMIN' }]),
  })
    .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
    .setIssuer(overrides.issuer ?? ISSUER)
    .setAudience(overrides.audience ?? AUDIENCE)
    .setSubject('00000000-0000-4000-8000-000000000001')
    .setIssuedAt(iat)
    .setExpirationTime(iat + (overrides.ttl ?? 3600))
    .sign(overrides.key ?? privateKey);
}

async function refusal(token: string): Promise<string> {
  try {
    await verifier().verifyIdToken(token);
  } catch (error) {
    expect(isInvalidTokenError(error)).toBe(true);
    return (error as { reason: string }).reason;
  }
  throw new Error('the token was accepted');
}

const b64 = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('verifyIdToken', () => {
  it('accepts a good token and reads its claims', async () => {
    const claims = await verifier().verifyIdToken(await sign());
    expect(claims).toMatchObject({
      sub: '00000000-0000-4000-8000-000000000001',
      email: 'ada@unfurl.example',
      givenName: 'Ada',
      domains: [{ domain: 'acme', permission: 'ADMIN' }],
      sessionId: 'session-1',
      clientId: AUDIENCE,
    });
  });

  it('refuses a tampered payload (claims changed, signature kept)', async () => {
    const [header, payload, signature] = (await sign()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims['custom:domains'] = JSON.stringify([{ domain: 'main', permission: 'OWNER' }]);
    expect(await refusal(`${header}.${b64(claims)}.${signature}`)).toBe('invalid');
  });

  it('refuses a flipped signature byte', async () => {
    const token = await sign();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await refusal(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBe('invalid');
  });

  it('refuses an expired token', async () => {
    expect(await refusal(await sign({ iat: Math.floor(NOW / 1000) - 7200 }))).toBe('expired');
  });

  it('refuses a wrong issuer and a wrong audience', async () => {
    expect(await refusal(await sign({ issuer: 'https://evil.example/identity' }))).toBe('invalid');
    expect(await refusal(await sign({ audience: 'another-client' }))).toBe('invalid');
  });

  it('refuses alg none', async () => {
    const { sub, iss, aud } = { sub: 'x', iss: ISSUER, aud: AUDIENCE };
    const iat = Math.floor(NOW / 1000);
    const payload = { sub, iss, aud, iat, exp: iat + 3600, token_use: 'id', origin_jti: 's' };
    expect(await refusal(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`)).toBe('invalid');
    expect(await refusal(`${b64({ alg: 'none' })}.${b64(payload)}`)).toBe('invalid');
  });

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const iat = Math.floor(NOW / 1000);
    const head = b64({ alg: 'HS256', kid: 'k1' });
    const body = b64({
      sub: 'x',
      iss: ISSUER,
      aud: AUDIENCE,
      iat,
      exp: iat + 3600,
      token_use: 'id',
      origin_jti: 's',
    });
    const mac = createHmac('sha256', JSON.stringify(jwks.keys[0]))
      .update(`${head}.${body}`)
      .digest('base64url');
    expect(await refusal(`${head}.${body}.${mac}`)).toBe('invalid');
  });

  it('refuses a token signed by another key, an access token, and garbage', async () => {
    const other = await generateKeyPair('ES256');
    expect(await refusal(await sign({ key: other.privateKey }))).toBe('invalid');
    expect(await refusal(await sign({ use: 'access' }))).toBe('invalid');
    expect(await refusal('not.a.jwt')).toBe('invalid');
    expect(await refusal('')).toBe('invalid');
  });
});
