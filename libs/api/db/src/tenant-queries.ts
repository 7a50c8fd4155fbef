import type { Queryable } from './db';

/** A tenant row with its configuration. */
export interface Tenant {
  readonly id: number;
  readonly subdomain: string;
  readonly name: string;
  readonly isMain: boolean;
  readonly isAvailableForPurchase: boolean;
  readonly logo: string | null;
  readonly mobileLogo: string | null;
  readonly mobileLogoActive: string | null;
  readonly forcedLogin: boolean;
  readonly routeAfterLogin: string | null;
  readonly shoppingCart: boolean;
}

const TENANT_COLUMNS = `
  id, subdomain, name, is_main AS "isMain", is_available_for_purchase AS "isAvailableForPurchase",
  logo, mobile_logo AS "mobileLogo", mobile_logo_active AS "mobileLogoActive",
  forced_login AS "forcedLogin", route_after_login AS "routeAfterLogin", shopping_cart AS "shoppingCart"`;

/** The tenant with this subdomain key, or undefined. */
export async function findTenant(db: Queryable, subdomain: string): Promise<Tenant | undefined> {
  const rows = await db.query<Tenant>(
    `SELECT ${TENANT_COLUMNS} FROM tenants WHERE subdomain = $1`,
    [subdomain],
  );
  return rows[0];
}

/** The main tenant, or undefined before the database is seeded. */
export async function findMainTenant(db: Queryable): Promise<Tenant | undefined> {
  const rows = await db.query<Tenant>(`SELECT ${TENANT_COLUMNS} FROM tenants WHERE is_main`);
  return rows[0];
}
