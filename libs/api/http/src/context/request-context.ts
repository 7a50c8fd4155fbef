import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '@unfurl/api-db';
import type { TokenVerifier } from '@unfurl/api-identity';
import { ANONYMOUS } from '../auth/request-auth';
import type { RequestAuth } from '../auth/request-auth';
import { createAuthenticator } from '../auth/authenticator';
import type { Authenticator } from '../auth/authenticator';
import { createTenantResolver, subdomainKey } from '../tenants/tenant-resolver';
import type { ResolvedTenant } from '../tenants/tenant-resolver';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tenant resolution and token verification, shared by every resource lib. */
    requestContext: RequestContext;
  }
  interface FastifyRequest {
    /** Who sent the request and their permission on its tenant (set by {@link useRequestContext}). */
    auth: RequestAuth;
    /** The tenant of the request (set by {@link useRequestContext}). */
    resolvedTenant: ResolvedTenant | null;
  }
}

/** What the request context knows how to do: find tenants and verify sign-ins. */
export interface RequestContext {
  /** The tenant of a subdomain key (404 TENANT_NOT_FOUND when unknown), cached briefly. */
  readonly resolveTenant: (key: string) => Promise<ResolvedTenant>;
  readonly authenticator: Authenticator;
}

/** Options of {@link requestContextPlugin}. */
export interface RequestContextOptions {
  readonly db: Queryable;
  /** Verifies id tokens (the identity service). */
  readonly verifier: TokenVerifier;
}

/**
 * Registered once at the root by the app: decorates the app with `requestContext` and requests
 * with `auth` and `resolvedTenant`. Resource libs then call {@link useRequestContext} in their
 * own scope; nothing is injected by hand per feature.
 */
export const requestContextPlugin: FastifyPluginAsync<RequestContextOptions> = async (
  app,
  options,
) => {
  app.decorate('requestContext', {
    resolveTenant: createTenantResolver(options.db),
    authenticator: createAuthenticator(options),
  });
  app.decorateRequest('auth', null as never);
  app.decorateRequest('resolvedTenant', null);
};
// Not encapsulated: the decorations are visible to the whole app.
Object.assign(requestContextPlugin, { [Symbol.for('skip-override')]: true });

/**
 * Resolves the tenant (the `Subdomain` header) and the requester (`Authorization: Bearer <id
 * token>`) of every request of this plugin scope, in `onRequest`: before the body is read or
 * validated, so guards (`preValidation`) answer an anonymous write 401 rather than a 400 about
 * its body. A bad token is a 401, an unknown tenant a 404.
 */
export function useRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const { authenticator, resolveTenant } = app.requestContext;
    request.auth = ANONYMOUS;
    const user = await authenticator.verify(request.headers.authorization);
    const resolved = await resolveTenant(subdomainKey(request.headers['subdomain']));
    const context = authenticator.onTenant(user, resolved);
    request.auth = context.auth;
    request.resolvedTenant = context.resolved;
  });
}

/** The resolved tenant of a request (set by {@link useRequestContext}). */
export function tenantOf(request: FastifyRequest): ResolvedTenant {
  if (!request.resolvedTenant) throw new Error('tenant not resolved for this route');
  return request.resolvedTenant;
}
