import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolvedTenant } from './tenant-resolver';
import { subdomainKey } from './tenant-resolver';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant of a `/v1` request, from its `Subdomain` header. */
    resolvedTenant: ResolvedTenant | null;
  }
}

/** Resolves the tenant of every request of this plugin scope from the `Subdomain` header. */
export function useTenantFromHeader(
  app: FastifyInstance,
  resolve: (key: string) => Promise<ResolvedTenant>,
): void {
  if (!app.hasRequestDecorator('resolvedTenant')) app.decorateRequest('resolvedTenant', null);
  app.addHook('preHandler', async (request) => {
    request.resolvedTenant = await resolve(subdomainKey(request.headers['subdomain']));
  });
}

/** The resolved tenant of a request (set by {@link useTenantFromHeader}). */
export function tenantOf(request: FastifyRequest): ResolvedTenant {
  if (!request.resolvedTenant) throw new Error('tenant not resolved for this route');
  return request.resolvedTenant;
}
