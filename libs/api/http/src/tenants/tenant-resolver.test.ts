import { describe, expect, it } from 'vitest';
import { subdomainFromHost, subdomainKey } from './tenant-resolver';

describe('tenant keys', () => {
  it('Subdomain header: missing, empty and www are the main tenant; case and spaces ignored', () => {
    expect(subdomainKey(undefined)).toBe('main');
    expect(subdomainKey('')).toBe('main');
    expect(subdomainKey('www')).toBe('main');
    expect(subdomainKey(' Acme ')).toBe('acme');
    expect(subdomainKey(['acme', 'other'])).toBe('acme');
  });

  it('Host: the first label of a subdomain host', () => {
    expect(subdomainFromHost('acme.localhost:4200')).toBe('acme');
    expect(subdomainFromHost('localhost:4200')).toBe('main');
    expect(subdomainFromHost('127.0.0.1:4200')).toBe('main');
    expect(subdomainFromHost('unfurl.example')).toBe('main');
    expect(subdomainFromHost('www.unfurl.example')).toBe('main');
    expect(subdomainFromHost('acme.unfurl.example')).toBe('acme');
    expect(subdomainFromHost(undefined)).toBe('main');
  });
});
