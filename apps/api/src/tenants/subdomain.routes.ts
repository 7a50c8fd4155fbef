import type { FastifyInstance } from 'fastify';
import type { Tenant } from '@unfurl/api-db';
import type { TenantConfig } from '@unfurl/domain';
import { ApiErrorSchema, SubdomainHeadersSchema, TenantConfigSchema } from '@unfurl/validators';
import { tenantOf } from '@unfurl/api-http';

/** The configuration of a tenant in the wire shape (1§3). */
export function toTenantConfig(tenant: Tenant): TenantConfig {
  return {
    SUBDOMAIN: tenant.subdomain,
    IS_AVAILABLE_FOR_PURCHASE: tenant.isAvailableForPurchase,
    LOGO: tenant.logo,
    MOBILE_LOGO: tenant.mobileLogo,
    MOBILE_LOGO_ACTIVE: tenant.mobileLogoActive,
    BEHAVIOURS: { FORCED_LOGIN: tenant.forcedLogin, ROUTE_AFTER_LOGIN: tenant.routeAfterLogin },
    FEATURES: { SHOPPING_CART: tenant.shoppingCart },
  };
}

/** `GET /v1/subdomain/config` (2§7). */
export async function subdomainRoutes(app: FastifyInstance): Promise<void> {
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
}
