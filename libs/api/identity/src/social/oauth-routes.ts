import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isDatabaseUnavailableError } from '@unfurl/api-db';
import type { IdentityService } from '../identity-service';
import { OAUTH_ERROR, OAuthError, isOAuthError } from './oauth-error';
import type { AuthorizeParams, TokenParams } from './social-sign-in';

const FORM = 'application/x-www-form-urlencoded';
const BODY_LIMIT = 16 * 1024;

/** Options of {@link oauthRoutes}. */
export interface OAuthRoutesOptions {
  readonly service: IdentityService;
}

/**
 * Request log lines show the path only: these query strings carry codes and states.
 * (`logSerializers` replaces Fastify's default `req` serializer for these routes.)
 */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};

const errorBody = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    code: { type: 'string' },
    error: { type: 'string' },
    error_description: { type: 'string' },
  },
  required: ['message', 'code', 'error', 'error_description'],
} as const;

const stringProps = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, { type: 'string', maxLength: 4096 }]));

const authorizeSchema = {
  tags: ['identity'],
  summary: 'Starts social sign-in: redirects to Google or Facebook (OpenID Connect, PKCE)',
  description:
    'Query: identity_provider (Google|Facebook), client_id, redirect_uri (same origin or IDENTITY_REDIRECT_ORIGINS), response_type=code, scope (email profile openid), state, code_challenge, code_challenge_method=S256. Answers 302 to the provider.',
  querystring: {
    type: 'object',
    properties: stringProps(
      'identity_provider',
      'client_id',
      'redirect_uri',
      'response_type',
      'scope',
      'state',
      'code_challenge',
      'code_challenge_method',
    ),
  },
  response: { 302: { type: 'null' }, 400: errorBody, 429: errorBody, 503: errorBody },
};

const tokenSchema = {
  tags: ['identity'],
  summary: 'Exchanges a social sign-in code (PKCE S256) for id, access and refresh tokens',
  consumes: [FORM],
  body: {
    type: 'object',
    properties: stringProps('grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier'),
  },
  response: {
    200: {
      type: 'object',
      properties: {
        id_token: { type: 'string' },
        access_token: { type: 'string' },
        refresh_token: { type: 'string' },
        expires_in: { type: 'integer' },
        token_type: { type: 'string' },
      },
      required: ['id_token', 'access_token', 'refresh_token', 'expires_in', 'token_type'],
    },
    400: errorBody,
    401: errorBody,
    429: errorBody,
  },
};

/**
 * Social sign-in, Cognito hosted-UI style: `GET /authorize`, `GET /idpresponse` (the provider's
 * callback), `POST /token`, `GET /providers`. Register below the identity root with prefix
 * `/oauth2`. Errors answer `{ message, code, error, error_description }`.
 */
export const oauthRoutes: FastifyPluginAsync<OAuthRoutesOptions> = async (
  app: FastifyInstance,
  { service },
) => {
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.setErrorHandler((error, request, reply) => {
    // Every client error of the request itself (a schema mismatch, a body too large, too deep
    // or not JSON, an unknown content type) is the client's invalid_request, never a 500.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const oauth = isOAuthError(error)
      ? error
      : (error as { validation?: unknown }).validation || (status >= 400 && status < 500)
        ? new OAuthError(OAUTH_ERROR.invalidRequest, (error as Error).message)
        : undefined;
    if (isDatabaseUnavailableError(error)) {
      // The database restarts or is unreachable: OAuth's temporarily_unavailable (503), not a 500.
      request.log.warn('oauth2 request: database unavailable');
      return reply
        .status(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(error.retryAfterSeconds))
        .send(new OAuthError(OAUTH_ERROR.temporarilyUnavailable, error.message).toBody());
    }
    if (!oauth) request.log.error({ err: error }, 'oauth2 request failed');
    const answer = oauth ?? new OAuthError(OAUTH_ERROR.serverError, 'Internal error');
    return reply
      .status(answer.statusCode)
      .header('cache-control', 'no-store')
      .send(answer.toBody());
  });

  app.get(
    '/providers',
    {
      schema: {
        tags: ['identity'],
        summary: 'Social sign-in providers configured on this server',
        response: {
          200: {
            type: 'object',
            properties: { providers: { type: 'array', items: { type: 'string' } } },
            required: ['providers'],
          },
        },
      },
    },
    async () => ({ providers: service.social.providers() }),
  );

  app.get<{ Querystring: AuthorizeParams }>(
    '/authorize',
    {
      logSerializers,
      schema: authorizeSchema,
    },
    async (request, reply) => {
      const location = await service.social.authorize(
        request.query,
        `${request.protocol}://${request.host}`,
        request.ip,
      );
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.get(
    '/idpresponse',
    {
      logSerializers,
      schema: {
        tags: ['identity'],
        summary: "The providers' callback: redirects to the app with a one-time code or an error",
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', description: "the provider's authorization code" },
            state: { type: 'string', description: 'the state sent to the provider' },
            error: { type: 'string', description: "the provider's error code" },
            error_description: { type: 'string' },
          },
          additionalProperties: true,
        },
        response: { 302: { type: 'null' }, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const { location, failure } = await service.social.callback(query, request.ip);
      if (failure) {
        const cause = failure.cause as { name?: string; code?: string } | undefined;
        request.log.warn(
          { oauthError: failure.error, cause: cause && `${cause.name ?? ''} ${cause.code ?? ''}` },
          'social sign-in failed',
        );
      }
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  app.post<{ Body: TokenParams }>(
    '/token',
    {
      logSerializers,
      bodyLimit: BODY_LIMIT,
      schema: tokenSchema,
    },
    async (request, reply) => {
      const tokens = await service.social.token(request.body ?? {}, request.ip);
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(tokens);
    },
  );
};
