import ipaddr from 'ipaddr.js';

/** Kinds of addresses the server never fetches on a user's behalf. */
export const BLOCKED_RANGE = {
  unspecified: 'unspecified',
  loopback: 'loopback',
  private: 'private',
  linkLocal: 'link-local',
  uniqueLocal: 'unique-local',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  broadcast: 'broadcast',
  reserved: 'reserved',
} as const;

/** One blocked kind. */
export type BlockedRange = (typeof BLOCKED_RANGE)[keyof typeof BLOCKED_RANGE];

const R = BLOCKED_RANGE;
const IPV4: readonly (readonly [string, BlockedRange])[] = [
  ['0.0.0.0/8', R.unspecified],
  ['10.0.0.0/8', R.private],
  ['100.64.0.0/10', R.carrierGradeNat],
  ['127.0.0.0/8', R.loopback],
  ['169.254.0.0/16', R.linkLocal],
  ['172.16.0.0/12', R.private],
  ['192.0.0.0/24', R.reserved],
  ['192.0.2.0/24', R.reserved],
  ['192.88.99.0/24', R.reserved],
  ['192.168.0.0/16', R.private],
  ['198.18.0.0/15', R.reserved],
  ['198.51.100.0/24', R.reserved],
  ['203.0.113.0/24', R.reserved],
  ['224.0.0.0/4', R.multicast],
  ['255.255.255.255/32', R.broadcast],
  ['240.0.0.0/4', R.reserved],
];
const IPV6: readonly (readonly [string, BlockedRange])[] = [
  ['::/128', R.unspecified],
  ['::1/128', R.loopback],
  ['fe80::/10', R.linkLocal],
  ['fec0::/10', R.private],
  ['fc00::/7', R.uniqueLocal],
  ['ff00::/8', R.multicast],
  ['100::/64', R.reserved],
  ['2001:db8::/32', R.reserved],
  ['2001::/32', R.reserved],
];
const parsed = <T extends ipaddr.IPv4 | ipaddr.IPv6>(table: typeof IPV4) =>
  table.map(([cidr, range]) => [ipaddr.parseCIDR(cidr) as [T, number], range] as const);
const V4 = parsed<ipaddr.IPv4>(IPV4);
const V6 = parsed<ipaddr.IPv6>(IPV6);

/** IPv6 forms that carry an IPv4 address: mapped, compatible, NAT64 (96-bit prefixes), 6to4. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = address.parts;
  const last32 = (): ipaddr.IPv4 =>
    new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return last32();
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return last32();
  if (p[0] === 0x2002) return new ipaddr.IPv4([p[1]! >> 8, p[1]! & 0xff, p[2]! >> 8, p[2]! & 0xff]);
  return undefined;
}

/**
 * Why the server must not fetch this IP address (private, loopback, link-local, unique-local,
 * CGNAT, multicast, unspecified, reserved, or an IPv6 form embedding one of those), or undefined
 * for a public address. Throws on a string that is not an IP address.
 */
export function blockedRangeOf(ip: string): BlockedRange | undefined {
  const address = ipaddr.parse(ip.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  if (address.kind() === 'ipv4') {
    const v4 = address as ipaddr.IPv4;
    return V4.find(([cidr]) => v4.match(cidr))?.[1];
  }
  const v6 = address as ipaddr.IPv6;
  const inner = embeddedIpv4(v6);
  if (inner) return blockedRangeOf(inner.toString());
  return V6.find(([cidr]) => v6.match(cidr))?.[1];
}
