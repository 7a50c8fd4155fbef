import type { FastifyInstance } from 'fastify';

/** Requests slower than this are logged at warn, by default. */
export const DEFAULT_SLOW_REQUEST_MS = 2000;

/**
 * Logs every response that took longer than `thresholdMs` at `warn` (so it shows at the
 * production level), with its redacted request, status and time: a stalled database or an
 * overloaded machine shows in the log instead of only as a slow page.
 */
export function warnOnSlowRequests(app: FastifyInstance, thresholdMs: number): void {
  if (!(thresholdMs > 0)) return;
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    if (ms < thresholdMs) return;
    request.log.warn({ req: request, statusCode: reply.statusCode, ms }, 'slow request');
  });
}

/** SLOW_REQUEST_MS from the environment: a positive number, or 0 to turn the warning off. */
export function slowRequestThreshold(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['SLOW_REQUEST_MS'];
  if (raw === undefined || raw.trim() === '') return DEFAULT_SLOW_REQUEST_MS;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(
      `SLOW_REQUEST_MS must be a number of milliseconds (0 turns it off), not "${raw}"`,
    );
  }
  return value;
}
