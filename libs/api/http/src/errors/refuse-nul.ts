import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './http-error';

/** Where in a parsed JSON value a NUL character (`\u0000`) first appears, or undefined. */
export function findNul(value: unknown, path = 'body'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path} (a key)`;
      const found = findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store the NUL character in text or jsonb, so a body that holds one is bad
 * input: it gets a 400 naming where it is, before any route sees it.
 */
export function refuseNulInBodies(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || Buffer.isBuffer(request.body)) return;
    const where = findNul(request.body);
    if (where) throw new BadRequestError(`${where} must not contain the NUL character (\\u0000)`);
  });
}
