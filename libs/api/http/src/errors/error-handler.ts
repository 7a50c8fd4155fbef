import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailableError } from '@unfurl/api-db';
import { HTTP_ERROR_CODE, isHttpError } from './http-error';

interface ValidationIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

/** "querystring.limit must be <= 250": where the bad value is and why. */
export function describeValidation(
  context: string | undefined,
  issues: readonly ValidationIssue[],
): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request';
  const missing = issue.params?.['missingProperty'];
  const path = [context, ...(issue.instancePath ?? '').split('/').filter(Boolean)];
  if (typeof missing === 'string') path.push(missing);
  const allowed = issue.params?.['allowedValues'];
  const suffix = Array.isArray(allowed) ? `: ${allowed.join(', ')}` : '';
  return `${path.filter(Boolean).join('.')} ${issue.message ?? 'is invalid'}${suffix}`;
}

/** True when the connection that asked has closed (nothing can be answered on it). */
function clientGone(socket: { readonly destroyed: boolean } | null | undefined): boolean {
  return socket?.destroyed ?? true;
}

/** The driver's own words under a wrapped error ("connect ECONNREFUSED ..."). */
function errorCause(error: Error): string {
  return error.cause instanceof Error ? error.cause.message : error.message;
}

/** Every error becomes `{ message, code }`; bad input is a 4xx, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isHttpError(error)) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.status(400).send({
        message: describeValidation(error.validationContext, error.validation as ValidationIssue[]),
        code: HTTP_ERROR_CODE.validation,
      });
    }
    if (isDatabaseUnavailableError(error)) {
      // The database restarts or is unreachable: not this request's fault, and it passes.
      request.log.warn({ reason: errorCause(error) }, 'database unavailable');
      return reply
        .header('retry-after', String(error.retryAfterSeconds))
        .status(503)
        .send({ message: error.message, code: HTTP_ERROR_CODE.serviceUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    if (error.name === 'AbortError' && clientGone(request.raw.socket)) {
      // The caller cancelled (a newer tile, Cancel in the script editor): not a server fault.
      request.log.info('request abandoned by the client');
      return reply.status(499).send({ message: 'Client closed request', code: 'CLIENT_CLOSED' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ message: 'Internal server error', code: HTTP_ERROR_CODE.internal });
  });
}
