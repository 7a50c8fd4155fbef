import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { isDatabaseUnavailableError } from '@unfurl/api-db';
import { COGNITO_ERROR, CognitoError, isCognitoError } from './cognito-error';
import type { IdentityService } from './identity-service';
import { oauthRoutes } from './social/oauth-routes';

/** The content type AWS SDKs send to Cognito. */
export const AMZ_JSON = 'application/x-amz-json-1.1';

/** Path of the JWKS below the identity root. */
export const JWKS_PATH = '/.well-known/jwks.json';

/** Path of the OpenID Connect discovery document below the identity root. */
export const DISCOVERY_PATH = '/.well-known/openid-configuration';

const BODY_LIMIT = 64 * 1024;

const NOT_JSON = 'The request body is not valid JSON';

/** Options of {@link identityRoutes}. */
export interface IdentityRoutesOptions {
  readonly service: IdentityService;
}

/**
 * The Cognito-compatible endpoint: `POST /` with `X-Amz-Target` and an `application/x-amz-json-1.1`
 * body, `GET /.well-known/jwks.json`, and social sign-in below `/oauth2` (authorize, idpresponse,
 * token, providers). Register it with a prefix such as `/identity`.
 */
export const identityRoutes: FastifyPluginAsync<IdentityRoutesOptions> = async (
  app: FastifyInstance,
  { service },
) => {
  app.addContentTypeParser(
    AMZ_JSON,
    { parseAs: 'string', bodyLimit: BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(new CognitoError(COGNITO_ERROR.serialization, NOT_JSON));
      }
    },
  );
  app.setErrorHandler((error, request, reply) => {
    if (isDatabaseUnavailableError(error)) {
      // The database restarts or is unreachable: a 503 that AWS SDKs retry, not a 500.
      request.log.warn('identity request: database unavailable');
      const busy = new CognitoError(COGNITO_ERROR.internal, error.message);
      return reply
        .status(503)
        .header('retry-after', String(error.retryAfterSeconds))
        .header('x-amzn-ErrorType', busy.type)
        .type(AMZ_JSON)
        .send(busy.toBody());
    }
    const cognito = asCognitoError(error);
    if (!cognito) request.log.error({ err: error }, 'identity request failed');
    const answer = cognito ?? new CognitoError(COGNITO_ERROR.internal, 'Internal error');
    return reply
      .status(answer.statusCode)
      .header('x-amzn-ErrorType', answer.type)
      .type(AMZ_JSON)
      .send(answer.toBody());
  });
  app.post(
    '/',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['identity'],
        summary: 'Cognito user-pool actions (InitiateAuth, SignUp, ChangePassword, ...)',
        description:
          'Body and answer follow the AWS Cognito Identity Provider API for the action named by X-Amz-Target. Errors: HTTP 400 `{ __type, message }` with header x-amzn-ErrorType.',
        headers: {
          type: 'object',
          properties: { 'x-amz-target': { type: 'string' } },
        },
        body: { type: 'object', additionalProperties: true },
        response: {
          200: { type: 'object', additionalProperties: true },
          400: {
            type: 'object',
            properties: {
              __type: { type: 'string' },
              message: { type: 'string' },
              code: { type: 'string' },
            },
            required: ['__type', 'message', 'code'],
          },
        },
      },
    },
    async (request, reply) => {
      const result = await service.handle(
        request.headers['x-amz-target'] as string | undefined,
        request.body,
        request.ip,
      );
      return reply.type(AMZ_JSON).send(result);
    },
  );
  // Social sign-in: its own error shape ({ message, code, error, error_description }).
  await app.register(oauthRoutes, { prefix: '/oauth2', service });
  app.get(
    JWKS_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'Public keys of the identity tokens (JWKS)',
        response: {
          200: {
            type: 'object',
            properties: {
              keys: { type: 'array', items: { type: 'object', additionalProperties: true } },
            },
            required: ['keys'],
          },
        },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await service.jwks()),
  );
  // OpenID Connect discovery, as Cognito serves it for a user pool: relying parties and gateways
  // find the issuer and its keys here to verify the id and access tokens.
  app.get(
    DISCOVERY_PATH,
    {
      schema: {
        tags: ['identity'],
        summary: 'OpenID Connect discovery: issuer, keys and endpoints of the identity tokens',
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send(discoveryDocument(service.config.issuer)),
  );
};

/**
 * A failure of the request itself in Cognito's words; undefined for a bug (answered 500). Fastify's
 * own client errors (a body too large, an unknown content type, an empty or broken JSON body sent
 * as `application/json`, a schema mismatch) are all 400s.
 */
function asCognitoError(error: unknown): CognitoError | undefined {
  if (isCognitoError(error)) return error;
  const { statusCode, code, validation, message } = error as {
    statusCode?: number;
    code?: string;
    validation?: unknown;
    message?: string;
  };
  if (statusCode === 413)
    return new CognitoError(COGNITO_ERROR.invalidParameter, 'Request body too large');
  if (statusCode === 415)
    return new CognitoError(COGNITO_ERROR.serialization, `Use Content-Type ${AMZ_JSON}`);
  if (validation)
    return new CognitoError(COGNITO_ERROR.invalidParameter, message ?? 'Invalid request');
  if (code?.startsWith('FST_ERR_CTP_'))
    return new CognitoError(COGNITO_ERROR.serialization, NOT_JSON);
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return new CognitoError(COGNITO_ERROR.invalidParameter, message ?? 'Invalid request');
  }
  return undefined;
}

/** The OpenID Provider metadata of the identity service (OpenID Connect Discovery 1.0). */
export function discoveryDocument(issuer: string): Record<string, unknown> {
  const root = issuer.replace(/\/+$/, '');
  return {
    issuer,
    jwks_uri: `${root}${JWKS_PATH}`,
    authorization_endpoint: `${root}/oauth2/authorize`,
    token_endpoint: `${root}/oauth2/token`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['ES256'],
    scopes_supported: ['openid', 'email', 'profile'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['none'],
    claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'email', 'email_verified', 'token_use'],
  };
}
