import { isIP } from 'node:net';

/** Named ranges proxy-addr (Fastify's `trustProxy`) understands. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isAddressOrRange = (entry: string): boolean => {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: which load balancers may name the client in X-Forwarded-For (Fastify's
 * `trustProxy`, so `request.ip` and every per-client limit see the client, not the balancer).
 * Unset, empty or `false`: none (the connection's address). A comma-separated list of addresses,
 * CIDR ranges or `loopback` / `linklocal` / `uniquelocal`; or `true` (any sender: only when no
 * client can reach the server directly). Throws naming a bad entry.
 */
export function readTrustProxy(env: NodeJS.ProcessEnv = process.env): boolean | readonly string[] {
  const value = (env['TRUST_PROXY'] ?? '').trim();
  if (['', 'false', 'no', '0'].includes(value.toLowerCase())) return false;
  if (value.toLowerCase() === 'true') return true;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY must list addresses, CIDR ranges, loopback, linklocal or uniquelocal (or be true or false); "${bad}" is none of them`,
    );
  }
  return entries;
}
