import type { GetJson } from '../http/requester';
import type { BundlesApi } from '../types';
import type { BundleListingsPage, BundleListingsQuery, BundlesResponse, BundleWire } from '../wire';

/** The bundle calls (1§7). */
export function createBundlesApi(get: GetJson): BundlesApi {
  return {
    list: async (options) => (await get<BundlesResponse>('v1/bundles', {}, options)).bundles,
    get: (id, options) => get<BundleWire>(`v1/bundles/${id}`, {}, options),
    listings: (id, query = {}, options) =>
      get<BundleListingsPage>(
        `v1/bundles/${id}/listings`,
        { ...query } satisfies BundleListingsQuery,
        options,
      ),
  };
}
