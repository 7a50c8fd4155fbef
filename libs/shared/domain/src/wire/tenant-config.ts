/** Tenant configuration as served by `GET /v1/subdomain/config` (1§3, 2§3). */
export interface TenantConfig {
  readonly SUBDOMAIN: string;
  readonly IS_AVAILABLE_FOR_PURCHASE: boolean;
  readonly LOGO: string | null;
  readonly MOBILE_LOGO: string | null;
  readonly MOBILE_LOGO_ACTIVE: string | null;
  readonly BEHAVIOURS: {
    readonly FORCED_LOGIN: boolean;
    readonly ROUTE_AFTER_LOGIN: string | null;
  };
  readonly FEATURES: {
    readonly SHOPPING_CART: boolean;
  };
}

/** The tenant of the main product host (no organisation subdomain). */
export const MAIN_SUBDOMAIN = 'main';
