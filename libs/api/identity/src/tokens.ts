import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { IdentityUser } from '@unfurl/api-db';
import type { IdentityConfig } from './identity-config';
import { SIGNING_ALG } from './signing-keys';
import type { SigningKeys } from './signing-keys';

/** The `token_use` claim: which kind of token a JWT is. */
export const TOKEN_USE = { id: 'id', access: 'access' } as const;

/** One token use. */
export type TokenUse = (typeof TOKEN_USE)[keyof typeof TOKEN_USE];

/** Claim holding the user's per-tenant permissions (a JSON string, like Cognito custom attributes). */
export const DOMAINS_CLAIM = 'custom:domains';

/** What a session is issued for. */
export interface TokenSubject {
  readonly user: IdentityUser;
  readonly clientId: string;
  readonly sessionId: string;
  /** Epoch seconds of the password sign-in that started the session. */
  readonly authTime: number;
}

/** Signs the id and access tokens of a session. */
export async function signSessionTokens(
  keys: SigningKeys,
  config: IdentityConfig,
  subject: TokenSubject,
  nowMs: number,
): Promise<{ IdToken: string; AccessToken: string; ExpiresIn: number }> {
  const { kid, privateKey } = await keys.active();
  const iat = Math.floor(nowMs / 1000);
  const { user } = subject;
  const sign = (use: TokenUse, claims: Record<string, unknown>): Promise<string> =>
    new SignJWT({
      ...claims,
      token_use: use,
      auth_time: subject.authTime,
      origin_jti: subject.sessionId,
    })
      .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'JWT' })
      .setIssuer(config.issuer)
      .setAudience(subject.clientId)
      .setSubject(user.id)
      .setJti(randomUUID())
      .setIssuedAt(iat)
      .setExpirationTime(iat + config.tokenTtlSeconds)
      .sign(privateKey);
  const idClaims: Record<string, unknown> = {
    'cognito:username': user.id,
    email: user.email,
    email_verified: user.emailVerified,
    [DOMAINS_CLAIM]: JSON.stringify(user.domains),
  };
  if (user.name !== null) idClaims['name'] = user.name;
  if (user.firstName !== null) idClaims['given_name'] = user.firstName;
  if (user.lastName !== null) idClaims['family_name'] = user.lastName;
  const [IdToken, AccessToken] = await Promise.all([
    sign(TOKEN_USE.id, idClaims),
    sign(TOKEN_USE.access, {
      client_id: subject.clientId,
      username: user.id,
      scope: 'aws.cognito.signin.user.admin',
    }),
  ]);
  return { IdToken, AccessToken, ExpiresIn: config.tokenTtlSeconds };
}

/** A new opaque refresh token (256 random bits) and the hash that is stored instead of it. */
export function newRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashRefreshToken(token) };
}

/** SHA-256 hex of a refresh token: enough for 256-bit random secrets (no slow hash needed). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
