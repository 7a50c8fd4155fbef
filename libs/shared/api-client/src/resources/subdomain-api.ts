import type { GetJson } from '../http/requester';
import type { SubdomainApi } from '../types';
import type { TenantConfigWire } from '../wire';

/** The tenant calls (2§7). */
export function createSubdomainApi(get: GetJson): SubdomainApi {
  return {
    config: (options) => get<TenantConfigWire>('v1/subdomain/config', {}, options),
  };
}
