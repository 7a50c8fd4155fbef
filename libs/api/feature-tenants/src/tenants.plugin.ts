import { tenantOf, useRequestContext } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { ApiErrorSchema, SubdomainHeadersSchema, TenantConfigSchema } from '@unfurl/validators';
import { toTenantConfig } from './tenant-config';

/** `GET /v1/subdomain/config` (2§7): the configuration of the tenant the request names. */
export const tenantsPlugin: ResourcePlugin = async (app) => {
  useRequestContext(app);
  app.get(
    '/v1/subdomain/config',
    {
      schema: {
        tags: ['subdomain'],
        summary: 'Configuration of the tenant named by the Subdomain header',
        headers: SubdomainHeadersSchema,
        response: { 200: TenantConfigSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => toTenantConfig(tenantOf(request).tenant),
  );
};
