import Fastify from 'fastify';
import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { serializeRequest } from '../auth/log-redaction';
import { registerErrorHandling } from '../errors/error-handler';
import { refuseBadJsonBodies } from '../errors/refuse-bad-json';
import type { TypedApp } from '../typed-app';
import { OneLineRequestLog } from './request-log';
import { readTrustProxy } from './trust-proxy';

/** Options of {@link createHttpServer}. */
export interface HttpServerOptions {
  /** Fastify logger options, `false` for silence (tests). Default: pino at LOG_LEVEL or info. */
  readonly logger?: FastifyServerOptions['logger'];
  /** Load balancers trusted to name the client in X-Forwarded-For; default TRUST_PROXY. */
  readonly trustProxy?: boolean | readonly string[];
}

/**
 * The Fastify instance every server (the app, each resource lib's tests) starts from: TypeBox
 * typing, the validation settings the wire schemas are written for (coercion of query strings,
 * defaults, unknown properties removed), the one error handler, JSON bodies the database can
 * store and no deeper than 64 levels (`refuseBadJsonBodies`), one log line per request with its
 * URL redacted (`OneLineRequestLog`), and the client's address taken from X-Forwarded-For only from trusted proxies (`readTrustProxy`).
 */
export function createHttpServer(options: HttpServerOptions = {}): TypedApp {
  const app = Fastify({
    logger: withRedaction(options.logger ?? { level: process.env['LOG_LEVEL'] ?? 'info' }),
    // One log line per request (`request completed`), not an `incoming request` line as well.
    logController: new OneLineRequestLog(),
    trustProxy: toFastifyTrust(options.trustProxy ?? readTrustProxy()),
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
    routerOptions: { maxParamLength: 200 },
    // Router errors (a malformed URL, a path parameter over 200 characters) in the house shape.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ message: error.message, code: error.code }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  registerErrorHandling(app);
  refuseBadJsonBodies(app);
  return app;
}

/** Logger options with request URLs redacted (tokens, signatures and codes never reach a log). */
function withRedaction(
  logger: NonNullable<FastifyServerOptions['logger']>,
): NonNullable<FastifyServerOptions['logger']> {
  if (typeof logger !== 'object' || logger === null) return logger;
  return { ...logger, serializers: { req: serializeRequest, ...logger.serializers } };
}

/** Fastify wants a mutable list. */
function toFastifyTrust(trust: boolean | readonly string[]): boolean | string[] {
  return typeof trust === 'object' ? [...trust] : trust;
}
