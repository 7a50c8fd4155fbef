import type { FastifyRequest } from 'fastify';
import type { TenantScope } from '@unfurl/api-db';
import { subdomainFromHost, subdomainKey } from './tenant-resolver';

/**
 * The visibility scope of a file link (2§7): the tenant from the `subdomain` query, else the
 * `Subdomain` header, else the host; the reader from the `authorization` query (image tags send
 * no headers), else the Authorization header. Needs the app's `requestContextPlugin`.
 */
export async function fileLinkScope(
  request: FastifyRequest,
): Promise<{ readonly scope: TenantScope; readonly user: boolean }> {
  const query = request.query as { subdomain?: string; authorization?: string };
  const key =
    query.subdomain !== undefined
      ? subdomainKey(query.subdomain)
      : request.headers['subdomain'] !== undefined
        ? subdomainKey(request.headers['subdomain'])
        : subdomainFromHost(request.headers.host);
  const { authenticator, resolveTenant } = request.server.requestContext;
  const user = await authenticator.verify(
    query.authorization ?? request.headers.authorization,
    query.authorization !== undefined,
  );
  const tenant = await resolveTenant(key);
  return { scope: authenticator.onTenant(user, tenant).resolved.scope, user: Boolean(user) };
}
