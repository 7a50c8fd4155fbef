import { REFRESH_FAILED_REASON, createApiClient, createImageryApi } from '@unfurl/api-client';
import type { ApiClient, ImageryApi } from '@unfurl/api-client';
import {
  createAccountStore,
  createIdentityClient,
  createSession,
  createTokenCookies,
  documentCookieJar,
} from '@unfurl/auth';
import type { AccountStore, CookieJar, IdentityClient, Session } from '@unfurl/auth';
import { DEFAULT_ABOUT_URL, MESSAGES, parsePos } from '@unfurl/domain';
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
import { pageSessionStorage, saveNoticeForReload, takeNoticeAfterReload } from './reload-notice';
import type { NoticeStorage } from './reload-notice';

/** Everything the atlas screens share: the API client, the tenant and the stores. */
export interface AtlasServices {
  readonly client: ApiClient;
  /** The API base the client calls, e.g. '/'; the file links (listing-file/...) hang off it. */
  readonly apiBase: string;
  /** The imagery (sentinel) service client, on its own base URL (2§7). */
  readonly imagery: ImageryApi;
  readonly subdomain: string;
  readonly isOrganisationSite: boolean;
  readonly app: AppStore;
  readonly toasts: ToastStore;
  readonly bundles: BundlesStore;
  readonly listings: ListingsStore;
  readonly shell: ShellStore;
  /** Token cookies, refresh and sign-out; the API client's session hooks. */
  readonly session: Session;
  /** Signed-in state: loggedIn, myProfile, myPoints, myListings. */
  readonly account: AccountStore;
  /** The identity service client (password reset, change). */
  readonly identity: IdentityClient;
  /** The identity service root, e.g. '/identity'. */
  readonly identityEndpoint: string;
  /** The about site (terms, privacy, help, blog): the server's `ABOUT_URL`, `/about` by default. */
  readonly aboutUrl: string;
}

/** Where the atlas runs: host name (for the tenant), API base and the initial query string. */
export interface AtlasEnvironment {
  readonly hostname: string;
  /** API base URL; '/' when the API serves the atlas (production) or Vite proxies /v1 (dev). */
  readonly apiBase: string;
  readonly search: string;
  /** Imagery service base URL; `/imagery/` (served by the API) by default. */
  readonly imageryBase?: string;
  /** Replaces the API client (tests). */
  readonly client?: ApiClient;
  /** Replaces the imagery client (tests). */
  readonly imagery?: ImageryApi;
  /** Identity service root; default `{apiBase}identity`. */
  readonly identityEndpoint?: string;
  /** Where the token cookies live; default `document.cookie`. */
  readonly cookieJar?: CookieJar;
  /** Reloads the page after a logout; default `location.reload()`. */
  readonly reload?: () => void;
  /** Keeps a logout's reason across its reload; default `sessionStorage`. */
  readonly noticeStorage?: NoticeStorage;
  /** The about site; default `DEFAULT_ABOUT_URL` (`/about`, the pages the API serves). */
  readonly aboutUrl?: string | undefined;
}

/** Creates the services for one page load. */
export function createAtlasServices(env: AtlasEnvironment): AtlasServices {
  const subdomain = subdomainFromHostname(env.hostname);
  const identityEndpoint = env.identityEndpoint ?? `${env.apiBase.replace(/\/?$/, '/')}identity`;
  const identity = createIdentityClient({ endpoint: identityEndpoint });
  const session = createSession({
    cookies: createTokenCookies(env.cookieJar ?? documentCookieJar()),
    identity,
  });
  const client =
    env.client ?? createApiClient({ baseUrl: env.apiBase, subdomain, session: session.hooks });
  const toasts = createToastStore();
  const notify = (kind: 'error' | 'success' | 'info', message: string) =>
    void toasts.getState().show(kind, message);
  const pos = parsePos(new URLSearchParams(env.search).get('pos'));
  // A session that ends while signed in (a failed refresh, a 401 during an upload) reloads the
  // page; its reason is kept for the next load and shown there.
  const noticeStorage = 'noticeStorage' in env ? env.noticeStorage : pageSessionStorage();
  const notice = takeNoticeAfterReload(noticeStorage);
  if (notice) notify('error', notice);
  // Registered before the account store's own listener, which signs the store out.
  const signedIn: { store?: AccountStore } = {};
  session.onEnded((reason) => {
    if (!signedIn.store?.getState().loggedIn) return;
    saveNoticeForReload(
      noticeStorage,
      reason === REFRESH_FAILED_REASON || !reason ? MESSAGES.notLoggedIn : reason,
    );
  });
  const account = createAccountStore({
    client,
    session,
    notify,
    reload: env.reload ?? (() => window.location.reload()),
  });
  signedIn.store = account;
  return {
    client,
    apiBase: env.apiBase,
    imagery:
      env.imagery ?? createImageryApi({ baseUrl: env.imageryBase ?? '/imagery/', subdomain }),
    subdomain,
    isOrganisationSite: isOrganisationSubdomain(subdomain),
    app: createAppStore({ subdomain, ...(pos ? { mapPosition: pos } : {}) }),
    toasts,
    bundles: createBundlesStore(client),
    listings: createListingsStore(client, { notify }),
    shell: createShellStore(),
    session,
    account,
    identity,
    identityEndpoint,
    aboutUrl: env.aboutUrl || DEFAULT_ABOUT_URL,
  };
}
