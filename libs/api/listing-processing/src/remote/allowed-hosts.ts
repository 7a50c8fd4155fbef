import { isIP } from 'node:net';

/** One operator allow-list entry: a host, and the one port it is allowed on (else the default). */
export interface AllowedHost {
  /** Lower case, IPv6 without brackets, no trailing dot. */
  readonly host: string;
  /** The port of a `host:port` entry; undefined for a plain `host` (the scheme's default port). */
  readonly port: number | undefined;
}

/** A host as URLs and entries may write it, in one form: lower case, no brackets, no final dot. */
export const normalHost = (host: string): string =>
  host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');

const HOST_NAME = /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/;

/** A port number 1-65535 from its digits, or undefined. */
function portOf(digits: string): number | undefined {
  const port = /^\d{1,5}$/.test(digits) ? Number(digits) : 0;
  return port >= 1 && port <= 65_535 ? port : undefined;
}

/**
 * Reads one allow-list entry: `host`, `host:port`, an IPv4 or IPv6 literal, `[ipv6]:port`
 * (a bare IPv6 literal has no port). Undefined when it is none of these.
 */
export function parseAllowedHost(entry: string): AllowedHost | undefined {
  const raw = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(raw);
  if (bracketed) {
    const port = bracketed[2] === undefined ? undefined : portOf(bracketed[2]);
    if (isIP(bracketed[1]!) !== 6 || (bracketed[2] !== undefined && port === undefined)) {
      return undefined;
    }
    return { host: bracketed[1]!, port };
  }
  if (isIP(raw) === 6) return { host: raw, port: undefined };
  const [name = '', digits, ...rest] = raw.split(':');
  const host = normalHost(name);
  if (rest.length > 0 || !(isIP(host) === 4 || HOST_NAME.test(host))) return undefined;
  if (digits === undefined) return { host, port: undefined };
  const port = portOf(digits);
  return port === undefined ? undefined : { host, port };
}

/** An entry in its normal written form: `host`, `host:port`, `[ipv6]:port`. */
export function formatAllowedHost({ host, port }: AllowedHost): string {
  if (port === undefined) return host;
  return `${isIP(host) === 6 ? `[${host}]` : host}:${port}`;
}

/** The default port of an http(s) URL's scheme. */
export const defaultPortOf = (url: URL): number => (url.protocol === 'https:' ? 443 : 80);

/** The port a URL connects to: its own, else its scheme's default. */
export const portOfUrl = (url: URL): number =>
  url.port === '' ? defaultPortOf(url) : Number(url.port);

/**
 * The ports on which the allow-list lets the server reach `url`'s host (a plain entry gives the
 * scheme's default port), sorted; empty when the host is not listed. Entries that cannot be read
 * are ignored (`remoteAccessPolicyFromEnv` refuses them at start).
 */
export function allowedPortsOf(url: URL, allowedHosts: Iterable<string>): number[] {
  const host = normalHost(url.hostname);
  const ports = new Set<number>();
  for (const entry of allowedHosts) {
    const allowed = parseAllowedHost(entry);
    if (allowed?.host === host) ports.add(allowed.port ?? defaultPortOf(url));
  }
  return [...ports].sort((a, b) => a - b);
}
