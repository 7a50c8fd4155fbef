import type { FastifyRequest } from 'fastify';
import type { AccountsRequestContext } from '@unfurl/api-feature-accounts';
import { isUserAuth, tenantOf } from '@unfurl/api-http';

/** What the accounts routes need of a request: its tenant, scope and signed-in user. */
export function accountsContext(request: FastifyRequest): AccountsRequestContext {
  const { tenant, scope } = tenantOf(request);
  const auth = request.auth;
  return {
    tenant: { id: tenant.id, subdomain: tenant.subdomain },
    scope,
    userId: isUserAuth(auth) ? auth.userId : null,
    permission: auth.permission,
  };
}
