import type { Tenant } from '@unfurl/api-db';
import type { TenantConfig } from '@unfurl/domain';

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
