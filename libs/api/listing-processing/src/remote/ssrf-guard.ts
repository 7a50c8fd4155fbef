import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedRangeOf } from './address-range';
import { RemoteLayerError, REMOTE_LAYER_ERROR_CODE } from './remote-layer-error';

/** One resolved address. */
export interface ResolvedAddress {
  readonly address: string;
  readonly family: 4 | 6;
}

/** Resolves a host name to all its addresses (default: the system resolver, `dns.lookup`). */
export type HostResolver = (host: string) => Promise<readonly ResolvedAddress[]>;

/** Who the server may fetch from on a user's behalf. */
export interface RemoteAccessPolicy {
  /**
   * Host names or IP literals (lower case) the operator allows even when they resolve to
   * private, loopback or link-local addresses (an intranet WMS, a test server).
   */
  readonly allowedHosts: ReadonlySet<string>;
  readonly resolve?: HostResolver;
}

/** Comma- or space-separated REMOTE_LAYER_ALLOWED_HOSTS as a policy (IPv6 without brackets). */
export function remoteAccessPolicyFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): RemoteAccessPolicy {
  const hosts = (env['REMOTE_LAYER_ALLOWED_HOSTS'] ?? '')
    .split(/[\s,]+/)
    .map((host) => normalHost(host))
    .filter((host) => host !== '');
  return { allowedHosts: new Set(hosts) };
}

const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const normalHost = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

/** Parses a user's layer URL: http(s) only, no credentials; a 400 otherwise. */
export function parseLayerUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new RemoteLayerError(REMOTE_LAYER_ERROR_CODE.invalidUrl, 'This is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidUrl,
      `Only http and https URLs can be used, not ${url.protocol.replace(/:$/, '')}.`,
    );
  }
  if (url.username || url.password) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.invalidUrl,
      'The URL must not contain a user name or password.',
    );
  }
  return url;
}

/**
 * The addresses the server may connect to for `host`: all of them when the operator allows the
 * host, else its DNS answer, refused whole (403) when any address is in a blocked range — so a
 * name that also resolves to 127.0.0.1 is refused, whatever order the resolver answers in.
 * Callers connect to one of the returned addresses (pinning), never resolve again.
 */
export async function resolveAllowedAddresses(
  host: string,
  policy: RemoteAccessPolicy,
): Promise<readonly ResolvedAddress[]> {
  const name = normalHost(host);
  const literal = isIP(name);
  const addresses: readonly ResolvedAddress[] = literal
    ? [{ address: name, family: literal === 6 ? 6 : 4 }]
    : await (policy.resolve ?? systemResolver)(name).catch((error: unknown) => {
        throw new RemoteLayerError(
          REMOTE_LAYER_ERROR_CODE.unresolvable,
          `The host ${name} could not be found.`,
          { cause: error },
        );
      });
  if (addresses.length === 0) {
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.unresolvable,
      `The host ${name} could not be found.`,
    );
  }
  if (policy.allowedHosts.has(name)) return addresses;
  for (const { address } of addresses) {
    const range = blockedRangeOf(address);
    if (range !== undefined) {
      throw new RemoteLayerError(
        REMOTE_LAYER_ERROR_CODE.blockedAddress,
        `${name} points to a ${range} address (${address}); the server does not fetch from such addresses.`,
      );
    }
  }
  return addresses;
}
