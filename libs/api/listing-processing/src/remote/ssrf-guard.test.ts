import { describe, expect, it } from 'vitest';
import { blockedRangeOf } from './address-range';
import { parseLayerUrl, remoteAccessPolicyFromEnv, resolveAllowedAddresses } from './ssrf-guard';
import type { HostResolver, RemoteAccessPolicy } from './ssrf-guard';

const BLOCKED: readonly (readonly [string, string])[] = [
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['127.0.0.1', 'loopback'],
  ['127.255.0.9', 'loopback'],
  ['169.254.169.254', 'link-local'],
  ['100.64.0.1', 'carrier-grade NAT'],
  ['100.127.255.254', 'carrier-grade NAT'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['255.255.255.255', 'broadcast'],
  ['240.0.0.1', 'reserved'],
  ['192.0.2.10', 'reserved'],
  ['198.18.0.1', 'reserved'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf::1', 'link-local'],
  ['fc00::1', 'unique-local'],
  ['fd12:3456:789a::1', 'unique-local'],
  ['ff02::1', 'multicast'],
  ['2001:db8::1', 'reserved'],
  // IPv4-mapped, IPv4-compatible, NAT64 and 6to4 forms of blocked IPv4 addresses.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:169.254.169.254', 'link-local'],
  ['::ffff:100.64.0.1', 'carrier-grade NAT'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:224.0.0.1', 'multicast'],
  ['::127.0.0.1', 'loopback'],
  ['64:ff9b::a9fe:a9fe', 'link-local'],
  ['2002:c0a8:0101::1', 'private'],
];
const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700::1111',
  '::ffff:8.8.8.8',
];

const resolver =
  (answers: Record<string, string[]>): HostResolver =>
  async (host) => {
    const list = answers[host];
    if (!list) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
/** The URL `http://{host}/` (or another scheme): what the guard checks. */
const at = (host: string, scheme = 'http'): URL => new URL(`${scheme}://${host}/`);
const policy = (answers: Record<string, string[]>, allowed: string[] = []): RemoteAccessPolicy => ({
  allowedHosts: new Set(allowed),
  resolve: resolver(answers),
});

describe('blockedRangeOf', () => {
  it.each(BLOCKED)('refuses %s (%s)', (ip, range) => {
    expect(blockedRangeOf(ip)).toBe(range);
  });
  it.each(PUBLIC)('lets %s through', (ip) => {
    expect(blockedRangeOf(ip)).toBeUndefined();
  });
});

describe('parseLayerUrl', () => {
  it('takes http and https URLs only, without credentials (400)', () => {
    expect(parseLayerUrl(' https://tiles.example.org/{z}/{x}/{y}.png ').hostname).toBe(
      'tiles.example.org',
    );
    for (const url of [
      'ftp://example.org/x',
      'file:///etc/passwd',
      'gopher://x',
      'data:text/plain,x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(() => parseLayerUrl(url)).toThrow(
        expect.objectContaining({ statusCode: 400, code: 'INVALID_LAYER_URL' }),
      );
    }
    expect(() => parseLayerUrl('http://user:pw@example.org/')).toThrow(/user name or password/);
  });
});

describe('resolveAllowedAddresses', () => {
  it('refuses IP literals and names that resolve into blocked ranges (403)', async () => {
    const p = policy({ 'intranet.example': ['10.0.0.5'], 'metadata.example': ['169.254.169.254'] });
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      'intranet.example',
      'metadata.example',
    ]) {
      await expect(resolveAllowedAddresses(at(host), p)).rejects.toMatchObject({
        statusCode: 403,
        code: 'BLOCKED_ADDRESS',
      });
    }
    await expect(resolveAllowedAddresses(at('metadata.example'), p)).rejects.toThrow(
      'metadata.example points to a link-local address (169.254.169.254); the server does not fetch from such addresses.',
    );
  });

  it('sees through the URL forms of loopback (decimal, hex, short, zero)', async () => {
    const p = policy({});
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://127.1/',
      'http://0/',
      'http://[0:0:0:0:0:ffff:7f00:1]/',
    ]) {
      await expect(resolveAllowedAddresses(parseLayerUrl(url), p)).rejects.toMatchObject({
        code: 'BLOCKED_ADDRESS',
      });
    }
  });

  it('refuses a name when any of its addresses is blocked, in any order', async () => {
    const p = policy({
      'mixed.example': ['8.8.8.8', '127.0.0.1'],
      'mixed6.example': ['fd00::1', '8.8.4.4'],
    });
    await expect(resolveAllowedAddresses(at('mixed.example'), p)).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    await expect(resolveAllowedAddresses(at('mixed6.example'), p)).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
  });

  it('returns the public addresses of a name, and 422 for a name that does not resolve', async () => {
    const p = policy({ 'tiles.example': ['8.8.8.8', '2606:4700::1111'] });
    expect(await resolveAllowedAddresses(at('TILES.example.'), p)).toEqual([
      { address: '8.8.8.8', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
    await expect(resolveAllowedAddresses(at('nowhere.example'), p)).rejects.toMatchObject({
      statusCode: 422,
      code: 'UNRESOLVABLE_HOST',
    });
  });

  it('lets the hosts of the operator allow-list through whatever they resolve to', async () => {
    const env = remoteAccessPolicyFromEnv({
      REMOTE_LAYER_ALLOWED_HOSTS: '127.0.0.1, WMS.Intranet.example  [::1]',
    });
    expect([...env.allowedHosts]).toEqual(['127.0.0.1', 'wms.intranet.example', '::1']);
    const p = { ...env, resolve: resolver({ 'wms.intranet.example': ['10.0.0.7'] }) };
    expect(await resolveAllowedAddresses(at('127.0.0.1'), p)).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await resolveAllowedAddresses(at('[::1]'), p)).toEqual([{ address: '::1', family: 6 }]);
    expect(await resolveAllowedAddresses(at('wms.intranet.example'), p)).toEqual([
      { address: '10.0.0.7', family: 4 },
    ]);
    await expect(resolveAllowedAddresses(at('127.0.0.2'), p)).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    });
    expect(remoteAccessPolicyFromEnv({}).allowedHosts.size).toBe(0);
  });

  it("lets a plain allowed host through on its scheme's default port only (80, 443)", async () => {
    const p = { ...remoteAccessPolicyFromEnv({ REMOTE_LAYER_ALLOWED_HOSTS: '127.0.0.1' }) };
    const loopback = [{ address: '127.0.0.1', family: 4 }];
    expect(await resolveAllowedAddresses(at('127.0.0.1'), p)).toEqual(loopback);
    expect(await resolveAllowedAddresses(at('127.0.0.1:80'), p)).toEqual(loopback);
    expect(await resolveAllowedAddresses(at('127.0.0.1', 'https'), p)).toEqual(loopback);
    for (const url of [
      'http://127.0.0.1:8080/',
      'http://127.0.0.1:443/',
      'https://127.0.0.1:80/',
    ]) {
      const port = new URL(url).port;
      const refused = resolveAllowedAddresses(new URL(url), p);
      await expect(refused).rejects.toMatchObject({ statusCode: 403, code: 'BLOCKED_ADDRESS' });
      await expect(refused).rejects.toThrow(
        `127.0.0.1 points to a loopback address (127.0.0.1); the server fetches from it on port ${
          url.startsWith('https') ? 443 : 80
        } only, not on port ${port}.`,
      );
    }
  });

  it('lets a host:port entry through on that port only, on either scheme', async () => {
    const env = remoteAccessPolicyFromEnv({
      REMOTE_LAYER_ALLOWED_HOSTS: 'Maps.LAN:8080 [FD00::7]:8443, maps.lan:9000',
    });
    expect([...env.allowedHosts]).toEqual(['maps.lan:8080', '[fd00::7]:8443', 'maps.lan:9000']);
    const p = { ...env, resolve: resolver({ 'maps.lan': ['10.0.0.7'] }) };
    const intranet = [{ address: '10.0.0.7', family: 4 }];
    expect(await resolveAllowedAddresses(at('maps.lan:8080'), p)).toEqual(intranet);
    expect(await resolveAllowedAddresses(at('maps.lan:9000', 'https'), p)).toEqual(intranet);
    expect(await resolveAllowedAddresses(at('[fd00::7]:8443', 'https'), p)).toEqual([
      { address: 'fd00::7', family: 6 },
    ]);
    await expect(resolveAllowedAddresses(at('maps.lan'), p)).rejects.toThrow(
      'maps.lan points to a private address (10.0.0.7); the server fetches from it on ports 8080, 9000 only, not on port 80.',
    );
    for (const host of ['maps.lan:8081', '[fd00::7]', '[fd00::7]:8080']) {
      await expect(resolveAllowedAddresses(at(host), p)).rejects.toMatchObject({
        statusCode: 403,
        code: 'BLOCKED_ADDRESS',
      });
    }
  });

  it('refuses an allow-list entry that is not a host or host:port when the server starts', () => {
    for (const entry of ['maps.lan:0', 'maps.lan:65536', 'maps.lan:x', 'http://maps.lan', '[::1']) {
      expect(() => remoteAccessPolicyFromEnv({ REMOTE_LAYER_ALLOWED_HOSTS: entry })).toThrow(
        `REMOTE_LAYER_ALLOWED_HOSTS: "${entry}" is not a host name, an IP address or host:port.`,
      );
    }
  });
});
