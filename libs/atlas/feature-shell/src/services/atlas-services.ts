import { createApiClient } from '@unfurl/api-client';
import type { ApiClient } from '@unfurl/api-client';
import { parsePos } from '@unfurl/domain';
import {
  createAppStore,
  createBundlesStore,
  createListingsStore,
  createToastStore,
} from '@unfurl/stores';
import type { AppStore, BundlesStore, ListingsStore, ToastStore } from '@unfurl/stores';
import { createShellStore } from '../shell/shell-store';
import type { ShellStore } from '../shell/shell-store';
import { isOrganisationSubdomain, subdomainFromHostname } from '../tenant/subdomain-from-hostname';

/** Everything the atlas screens share: the API client, the tenant and the stores. */
export interface AtlasServices {
  readonly client: ApiClient;
  readonly subdomain: string;
  readonly isOrganisationSite: boolean;
  readonly app: AppStore;
  readonly toasts: ToastStore;
  readonly bundles: BundlesStore;
  readonly listings: ListingsStore;
  readonly shell: ShellStore;
}

/** Where the atlas runs: host name (for the tenant), API base and the initial query string. */
export interface AtlasEnvironment {
  readonly hostname: string;
  /** API base URL; '/' when the API serves the atlas (production) or Vite proxies /v1 (dev). */
  readonly apiBase: string;
  readonly search: string;
  /** Replaces the API client (tests). */
  readonly client?: ApiClient;
}

/** Creates the services for one page load. */
export function createAtlasServices(env: AtlasEnvironment): AtlasServices {
  const subdomain = subdomainFromHostname(env.hostname);
  const client = env.client ?? createApiClient({ baseUrl: env.apiBase, subdomain });
  const toasts = createToastStore();
  const pos = parsePos(new URLSearchParams(env.search).get('pos'));
  return {
    client,
    subdomain,
    isOrganisationSite: isOrganisationSubdomain(subdomain),
    app: createAppStore({ subdomain, ...(pos ? { mapPosition: pos } : {}) }),
    toasts,
    bundles: createBundlesStore(client),
    listings: createListingsStore(client, {
      notify: (kind, message) => toasts.getState().show(kind, message),
    }),
    shell: createShellStore(),
  };
}
