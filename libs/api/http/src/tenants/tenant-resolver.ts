import { MAIN_SUBDOMAIN } from '@unfurl/domain';
import { findTenant } from '@unfurl/api-db';
import type { Queryable, Tenant, TenantScope } from '@unfurl/api-db';
import { HTTP_ERROR_CODE, NotFoundError } from '../errors/http-error';

/** A resolved tenant and the visibility scope of its requests. */
export interface ResolvedTenant {
  readonly tenant: Tenant;
  readonly scope: TenantScope;
}

/** Subdomain key from a `Subdomain` header value: missing, empty or `www` is the main tenant. */
export function subdomainKey(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value === '' || value === 'www' ? MAIN_SUBDOMAIN : value;
}

/** Subdomain key from a Host header: `acme.localhost:4200` → acme, `localhost:4200` → main. */
export function subdomainFromHost(host: string | undefined): string {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  if (!name || /^[\d.]+$/.test(name) || name.startsWith('[')) return MAIN_SUBDOMAIN;
  const labels = name.split('.');
  const minimum = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  return labels.length >= minimum ? subdomainKey(labels[0]) : MAIN_SUBDOMAIN;
}

const CACHE_MS = 10_000;

/**
 * Resolves tenants by subdomain key with a short cache (tenant rows change rarely; the cache is
 * per process and only saves a lookup, nothing is kept only here).
 */
export function createTenantResolver(db: Queryable): (key: string) => Promise<ResolvedTenant> {
  const cache = new Map<string, { value: ResolvedTenant; at: number }>();
  return async (key) => {
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.value;
    const tenant = await findTenant(db, key);
    if (!tenant) {
      throw new NotFoundError(`Unknown subdomain '${key}'`, HTTP_ERROR_CODE.tenantNotFound);
    }
    const value = { tenant, scope: { tenantId: tenant.id, includePrivate: false } };
    if (cache.size > 1000) cache.clear();
    cache.set(key, { value, at: Date.now() });
    return value;
  };
}
