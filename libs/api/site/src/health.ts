import type { FastifyInstance } from 'fastify';
import { ApiErrorSchema, HealthSchema } from '@unfurl/validators';

/** Where the health check is served. */
export const HEALTH_PATH = '/v1/health';

/** Options of {@link registerHealthCheck}. */
export interface HealthCheckOptions {
  /**
   * Resolves when the database answers (`pingDatabase`: `SELECT 1` within 2 s); rejects with a
   * `DatabaseUnavailableError` otherwise, which the error handler answers 503 + Retry-After.
   */
  readonly ping: () => Promise<void>;
}

/**
 * `GET /v1/health` for load balancers and supervisors: 200 `{ status: 'ok' }` when the database
 * answers, else 503 with `Retry-After`. No sign-in, no tenant, never cached.
 */
export function registerHealthCheck(app: FastifyInstance, { ping }: HealthCheckOptions): void {
  app.get(
    HEALTH_PATH,
    {
      schema: {
        tags: ['health'],
        summary: 'Whether this server and its database answer (for load balancers)',
        response: { 200: HealthSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      await ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
}
