import { describe, expect, it } from 'vitest';
import { allowedPortsOf, formatAllowedHost, parseAllowedHost } from './allowed-hosts';

describe('parseAllowedHost and formatAllowedHost', () => {
  it.each([
    ['maps.intranet', 'maps.intranet', undefined],
    ['Maps.Intranet.:8080', 'maps.intranet', 8080],
    ['10.0.0.7:443', '10.0.0.7', 443],
    ['fd00::7', 'fd00::7', undefined],
    ['[FD00::7]', 'fd00::7', undefined],
    ['[fd00::7]:8443', 'fd00::7', 8443],
  ])('reads %s', (entry, host, port) => {
    const allowed = parseAllowedHost(entry);
    expect(allowed).toEqual({ host, port });
    expect(parseAllowedHost(formatAllowedHost(allowed!))).toEqual(allowed);
  });

  it.each([
    '',
    'a:b:c',
    'maps:0',
    'maps:65536',
    'maps:',
    'http://maps',
    '[maps]:80',
    'a b',
    '[::1',
  ])('refuses %j', (entry) => {
    expect(parseAllowedHost(entry)).toBeUndefined();
  });
});

describe('allowedPortsOf', () => {
  const list = ['maps.lan', 'maps.lan:8080', 'other.lan:9000', 'not an entry'];
  it('gives the default port of the scheme for a plain entry, and every listed port', () => {
    expect(allowedPortsOf(new URL('http://MAPS.lan:1/'), list)).toEqual([80, 8080]);
    expect(allowedPortsOf(new URL('https://maps.lan/'), list)).toEqual([443, 8080]);
    expect(allowedPortsOf(new URL('http://other.lan/'), list)).toEqual([9000]);
    expect(allowedPortsOf(new URL('http://elsewhere.lan/'), list)).toEqual([]);
  });
});
