import { Type } from '@sinclair/typebox';

/** Tenant configuration served by `GET /v1/subdomain/config` (1§3, 2§3). */
export const TenantConfigSchema = Type.Object(
  {
    SUBDOMAIN: Type.String(),
    IS_AVAILABLE_FOR_PURCHASE: Type.Boolean(),
    LOGO: Type.Union([Type.String(), Type.Null()]),
    MOBILE_LOGO: Type.Union([Type.String(), Type.Null()]),
    MOBILE_LOGO_ACTIVE: Type.Union([Type.String(), Type.Null()]),
    BEHAVIOURS: Type.Object({
      FORCED_LOGIN: Type.Boolean(),
      ROUTE_AFTER_LOGIN: Type.Union([Type.String(), Type.Null()]),
    }),
    FEATURES: Type.Object({ SHOPPING_CART: Type.Boolean() }),
  },
  { title: 'TenantConfig' },
);
