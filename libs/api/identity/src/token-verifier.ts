import { createLocalJWKSet, errors, jwtVerify } from 'jose';
import type { JSONWebKeySet, JWTPayload } from 'jose';
import { SIGNING_ALG } from './signing-keys';
import { DOMAINS_CLAIM, TOKEN_USE } from './tokens';
import type { TokenUse } from './tokens';

/** A token that failed verification (bad signature, expired, wrong issuer or audience, alg). */
export class InvalidTokenError extends Error {
  constructor(
    message: string,
    readonly reason: 'expired' | 'invalid',
  ) {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

/** True for an {@link InvalidTokenError}. */
export function isInvalidTokenError(error: unknown): error is InvalidTokenError {
  return error instanceof InvalidTokenError;
}

/** The verified claims of an id token. */
export interface IdTokenClaims {
  readonly sub: string;
  readonly email: string;
  readonly name?: string;
  readonly givenName?: string;
  readonly familyName?: string;
  readonly domains: readonly { readonly domain: string; readonly permission: string }[];
  readonly sessionId: string;
  readonly clientId: string;
  readonly payload: JWTPayload;
}

/** The verified claims of an access token. */
export interface AccessTokenClaims {
  readonly sub: string;
  readonly sessionId: string;
  readonly clientId: string;
}

/** Verifies tokens against a JWKS: ES256 only, issuer, audience (a known client) and expiry. */
export interface TokenVerifier {
  verifyIdToken(token: string): Promise<IdTokenClaims>;
  verifyAccessToken(token: string): Promise<AccessTokenClaims>;
}

/** Options of {@link createTokenVerifier}. */
export interface TokenVerifierOptions {
  readonly jwks: () => Promise<JSONWebKeySet>;
  readonly issuer: string;
  readonly audiences: readonly string[];
  /** Clock for expiry checks, epoch ms; default Date.now. */
  readonly now?: () => number;
}

/** A verifier that refuses tampered, expired, wrong-issuer, wrong-audience and `alg: none` tokens. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const verify = async (token: string, use: TokenUse): Promise<JWTPayload> => {
    try {
      const keySet = createLocalJWKSet(await options.jwks());
      const { payload } = await jwtVerify(token, keySet, {
        algorithms: [SIGNING_ALG],
        issuer: options.issuer,
        audience: [...options.audiences],
        requiredClaims: ['sub', 'exp', 'iat', 'origin_jti'],
        currentDate: new Date(options.now?.() ?? Date.now()),
      });
      if (payload['token_use'] !== use)
        throw new InvalidTokenError(`Not an ${use} token`, 'invalid');
      return payload;
    } catch (error) {
      if (isInvalidTokenError(error)) throw error;
      if (error instanceof errors.JWTExpired)
        throw new InvalidTokenError('Token expired', 'expired');
      throw new InvalidTokenError('Invalid token', 'invalid');
    }
  };
  return {
    async verifyIdToken(token) {
      const payload = await verify(token, TOKEN_USE.id);
      const text = (key: string): string | undefined =>
        typeof payload[key] === 'string' ? (payload[key] as string) : undefined;
      const optional = (key: string, value: string | undefined): Record<string, string> =>
        value === undefined ? {} : { [key]: value };
      return {
        sub: payload.sub!,
        email: text('email') ?? '',
        ...optional('name', text('name')),
        ...optional('givenName', text('given_name')),
        ...optional('familyName', text('family_name')),
        domains: parseDomains(text(DOMAINS_CLAIM)),
        sessionId: text('origin_jti')!,
        clientId: String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud),
        payload,
      };
    },
    async verifyAccessToken(token) {
      const payload = await verify(token, TOKEN_USE.access);
      return {
        sub: payload.sub!,
        sessionId: String(payload['origin_jti']),
        clientId: String(Array.isArray(payload.aud) ? payload.aud[0] : payload.aud),
      };
    },
  };
}

function parseDomains(text: string | undefined): IdTokenClaims['domains'] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (entry): entry is { domain: string; permission: string } =>
        typeof entry?.domain === 'string' && typeof entry?.permission === 'string',
    );
  } catch {
    return [];
  }
}
