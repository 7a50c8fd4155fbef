import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUserAuth } from '@unfurl/api-http';
import type { RequestAuth } from '@unfurl/api-http';
import type { ScriptClient } from '../sandbox/script-queue';

/**
 * Who runs a custom script, for its quota: the signed-in user (`request.auth` when a request
 * context set it; else the `Authorization` bearer verified by the app's request context, a bad
 * token being its 401), otherwise the caller's address (`request.ip`). The imagery routes are
 * public, so the token is only verified here, for custom scripts.
 */
export async function scriptClientOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<ScriptClient> {
  const auth = request.auth as RequestAuth | null | undefined;
  if (auth && isUserAuth(auth)) return { key: `user:${auth.userId}`, signedIn: true };
  if (!auth && request.headers.authorization && app.hasDecorator('requestContext')) {
    const verified = await app.requestContext.authenticator.verify(request.headers.authorization);
    if (verified) return { key: `user:${verified.user.id}`, signedIn: true };
  }
  return { key: `ip:${request.ip}`, signedIn: false };
}
