import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Fastify's request logging with one line per request instead of two: nothing when a request
 * comes in, and `request completed` (or `request errored`) afterwards with the (redacted) request,
 * the status and the time. The same facts as Fastify's default pair of lines, written once: at
 * the default level (info) every request cost the server two log writes (issue #13). Every other
 * line Fastify writes (errors, a route not found, a closed stream) is unchanged.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Reported with the completion line.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
