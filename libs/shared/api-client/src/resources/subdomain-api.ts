import type { TenantConfig } from '@unfurl/domain';
import type { GetJson } from '../http/requester';
import type { SubdomainApi } from '../types';

/** The tenant calls (2§7). */
export function createSubdomainApi(get: GetJson): SubdomainApi {
  return {
    config: (options) => get<TenantConfig>('v1/subdomain/config', {}, options),
  };
}
