import { describe, expect, it } from 'vitest';
import { api, useFeatureServer } from '@unfurl/api-demo-seed/testing';
import { tenantsPlugin } from './tenants.plugin';

const server = useFeatureServer({
  register: async (app) => {
    await app.register(tenantsPlugin);
  },
});

async function config(subdomain?: string): Promise<unknown> {
  const response = await api(server().base, '/v1/subdomain/config', {
    ...(subdomain === undefined ? {} : { subdomain }),
  });
  return response.json();
}

describe('GET /v1/subdomain/config', () => {
  it('serves the main and acme configuration', async () => {
    expect(await config()).toMatchObject({
      SUBDOMAIN: 'main',
      IS_AVAILABLE_FOR_PURCHASE: true,
      BEHAVIOURS: { FORCED_LOGIN: false },
      FEATURES: { SHOPPING_CART: true },
    });
    expect(await config('acme')).toEqual({
      SUBDOMAIN: 'acme',
      IS_AVAILABLE_FOR_PURCHASE: false,
      LOGO: '/assets/acme-logo.svg',
      MOBILE_LOGO: null,
      MOBILE_LOGO_ACTIVE: null,
      BEHAVIOURS: { FORCED_LOGIN: false, ROUTE_AFTER_LOGIN: '/maps' },
      FEATURES: { SHOPPING_CART: false },
    });
    expect(await config('ghost')).toEqual({
      code: 'TENANT_NOT_FOUND',
      message: "Unknown subdomain 'ghost'",
    });
  });
});
