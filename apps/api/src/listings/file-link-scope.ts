import type { FastifyRequest } from 'fastify';
import type { TenantScope } from '@unfurl/api-db';
import type { Authenticator } from '../auth/auth-plugin';
import type { ResolvedTenant } from '../tenants/tenant-resolver';
import { subdomainFromHost, subdomainKey } from '../tenants/tenant-resolver';

/** What file links (previews, originals, files) need to find the tenant and the reader. */
export interface FileLinkAuth {
  readonly authenticator: Authenticator;
  readonly resolveTenant: (key: string) => Promise<ResolvedTenant>;
}

/**
 * The visibility scope of a file link (2§7): the tenant from the `subdomain` query, else the
 * `Subdomain` header, else the host; the reader from the `authorization` query (image tags send
 * no headers), else the Authorization header.
 */
export async function fileLinkScope(
  request: FastifyRequest,
  auth: FileLinkAuth,
): Promise<{ readonly scope: TenantScope; readonly user: boolean }> {
  const query = request.query as { subdomain?: string; authorization?: string };
  const key =
    query.subdomain !== undefined
      ? subdomainKey(query.subdomain)
      : request.headers['subdomain'] !== undefined
        ? subdomainKey(request.headers['subdomain'])
        : subdomainFromHost(request.headers.host);
  const user = await auth.authenticator.verify(
    query.authorization ?? request.headers.authorization,
    query.authorization !== undefined,
  );
  const tenant = await auth.resolveTenant(key);
  return { scope: auth.authenticator.onTenant(user, tenant).resolved.scope, user: Boolean(user) };
}
