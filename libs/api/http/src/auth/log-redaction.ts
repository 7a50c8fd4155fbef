import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:authorization|signature|access_token|id_token|code)=)[^&#]*/gi;

/** The URL with the values of secret query parameters (tokens, signatures, codes) replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Pino serializer of requests: Fastify's fields, with secret query values redacted. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
