// Test helpers (tests only, `@unfurl/api-identity/testing`): a real OpenID Connect provider (npm
// oidc-provider with its development login and consent pages) on 127.0.0.1:<ephemeral>, and a
// tiny browser that walks the whole redirect chain with manual redirects and a cookie jar.
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider from 'oidc-provider';

/** Claims of one account at the test provider; the login name is the account id and `sub`. */
export interface TestOidcAccount {
  readonly email: string;
  readonly email_verified: boolean;
  readonly given_name?: string;
  readonly family_name?: string;
  readonly name?: string;
}

/** A running test provider. */
export interface TestOidcProvider {
  /** e.g. http://127.0.0.1:40123 */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  close(): Promise<void>;
}

/** Options of {@link startTestOidcProvider}. */
export interface TestOidcProviderOptions {
  /** Our callback, registered as the client's only redirect URI. */
  readonly redirectUri: string;
  readonly accounts: Readonly<Record<string, TestOidcAccount>>;
  readonly clientId?: string;
  readonly clientSecret?: string;
  /**
   * true: email and profile claims go in the ID token too (as Google does); false (the OIDC
   * default for the code flow): only from the UserInfo endpoint.
   */
  readonly claimsInIdToken?: boolean;
}

/** Starts oidc-provider with one confidential client (client_secret_post, PKCE required). */
export async function startTestOidcProvider(
  options: TestOidcProviderOptions,
): Promise<TestOidcProvider> {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const clientId = options.clientId ?? 'unfurl-test-client';
  const clientSecret = options.clientSecret ?? 'test-client-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      const account = options.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: !(options.claimsInIdToken ?? false),
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One hop of a walk, for assertions and debugging. */
export interface BrowserHop {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly location: string | null;
}

/** How the browser answers the provider's pages. */
export interface BrowserScript {
  /** Login name typed on the provider's login page. */
  readonly login: string;
  /** Cancels on the login page instead (the provider answers access_denied). */
  readonly abort?: boolean;
}

/**
 * A minimal browser: cookies per host, manual redirects, and the provider's development login
 * and consent forms filled in. `walk` starts at a URL and stops at the first redirect to a URL
 * starting with `stopAt` (the app's redirect URI), which it returns.
 */
export function createTestBrowser() {
  const jar = new Map<string, Map<string, string>>();
  const hops: BrowserHop[] = [];
  const cookieHeader = (url: URL): string =>
    [...(jar.get(url.host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  const keepCookies = (url: URL, response: Response): void => {
    const cookies = jar.get(url.host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    jar.set(url.host, cookies);
  };
  const request = async (method: string, href: string, form?: URLSearchParams) => {
    const url = new URL(href);
    const headers: Record<string, string> = { cookie: cookieHeader(url) };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      ...(form ? { body: form.toString() } : {}),
    });
    keepCookies(url, response);
    const location = response.headers.get('location');
    hops.push({ method, url: href, status: response.status, location });
    return { response, location: location && new URL(location, url).href };
  };
  return {
    hops,
    /** Follows redirects and fills forms from `start` until a redirect to `stopAt`. */
    async walk(start: string, stopAt: string, script: BrowserScript): Promise<URL> {
      let next: { method: string; href: string; form?: URLSearchParams } = {
        method: 'GET',
        href: start,
      };
      for (let step = 0; step < 20; step += 1) {
        const { response, location } = await request(next.method, next.href, next.form);
        if (location) {
          await response.arrayBuffer();
          if (location.startsWith(stopAt)) return new URL(location);
          next = { method: 'GET', href: location };
          continue;
        }
        const html = await response.text();
        if (response.status !== 200) {
          throw new Error(
            `${next.method} ${next.href} answered ${response.status}: ${html.slice(0, 300)}`,
          );
        }
        const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
        if (!action || !prompt) throw new Error(`no form at ${next.href}: ${html.slice(0, 300)}`);
        const formUrl = new URL(action.replace(/&amp;/g, '&'), next.href).href;
        if (prompt === 'login' && script.abort) {
          next = { method: 'GET', href: `${formUrl}/abort` };
          continue;
        }
        const form = new URLSearchParams({ prompt });
        if (prompt === 'login') {
          form.set('login', script.login);
          form.set('password', 'any-password');
        }
        next = { method: 'POST', href: formUrl, form };
      }
      throw new Error('too many hops');
    },
  };
}
