import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedRangeOf } from './address-range';
import {
  allowedPortsOf,
  formatAllowedHost,
  normalHost,
  parseAllowedHost,
  portOfUrl,
} from './allowed-hosts';
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
   * Hosts the operator allows even when they resolve to private, loopback or link-local
   * addresses (an intranet WMS, a test server). A plain `host` (name or IP literal, IPv6 without
   * brackets) is allowed on its scheme's default port only (80 for http, 443 for https);
   * `host:port` (`[ipv6]:port`) on that port only, over either scheme.
   */
  readonly allowedHosts: ReadonlySet<string>;
  readonly resolve?: HostResolver;
}

/**
 * Comma- or space-separated REMOTE_LAYER_ALLOWED_HOSTS as a policy (entries in normal form);
 * throws, naming the entry, when one is not a host, an IP address or host:port.
 */
export function remoteAccessPolicyFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): RemoteAccessPolicy {
  const entries = (env['REMOTE_LAYER_ALLOWED_HOSTS'] ?? '')
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const allowed = parseAllowedHost(entry);
      if (!allowed) {
        throw new Error(
          `REMOTE_LAYER_ALLOWED_HOSTS: "${entry}" is not a host name, an IP address or host:port.`,
        );
      }
      return formatAllowedHost(allowed);
    });
  return { allowedHosts: new Set(entries) };
}

const systemResolver: HostResolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

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
 * The addresses the server may connect to for `url`'s host: all of them when the operator allows
 * the host on the URL's port, else its DNS answer, refused whole (403) when any address is in a
 * blocked range — so a name that also resolves to 127.0.0.1 is refused, whatever order the
 * resolver answers in. Callers connect to one of the returned addresses (pinning), never resolve
 * again.
 */
export async function resolveAllowedAddresses(
  url: URL,
  policy: RemoteAccessPolicy,
): Promise<readonly ResolvedAddress[]> {
  const name = normalHost(url.hostname);
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
  const port = portOfUrl(url);
  const allowedPorts = allowedPortsOf(url, policy.allowedHosts);
  if (allowedPorts.includes(port)) return addresses;
  for (const { address } of addresses) {
    const range = blockedRangeOf(address);
    if (range === undefined) continue;
    const where = `${name} points to a ${range} address (${address})`;
    const ports = `port${allowedPorts.length > 1 ? 's' : ''} ${allowedPorts.join(', ')}`;
    throw new RemoteLayerError(
      REMOTE_LAYER_ERROR_CODE.blockedAddress,
      allowedPorts.length === 0
        ? `${where}; the server does not fetch from such addresses.`
        : `${where}; the server fetches from it on ${ports} only, not on port ${port}.`,
    );
  }
  return addresses;
}
