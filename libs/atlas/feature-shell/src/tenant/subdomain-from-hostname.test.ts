import { describe, expect, it } from 'vitest';
import { MAIN_SUBDOMAIN } from '@unfurl/domain';
import { isOrganisationSubdomain, subdomainFromHostname } from './subdomain-from-hostname';

describe('subdomainFromHostname', () => {
  it.each([
    ['acme.localhost', 'acme'],
    ['ACME.localhost', 'acme'],
    ['acme.unfurl.example', 'acme'],
    ['localhost', MAIN_SUBDOMAIN],
    ['127.0.0.1', MAIN_SUBDOMAIN],
    ['[::1]', MAIN_SUBDOMAIN],
    ['unfurl.example', MAIN_SUBDOMAIN],
    ['www.unfurl.example', MAIN_SUBDOMAIN],
  ])('%s is tenant %s', (host, tenant) => {
    expect(subdomainFromHostname(host)).toBe(tenant);
  });
  it('knows organisation sites', () => {
    expect(isOrganisationSubdomain('acme')).toBe(true);
    expect(isOrganisationSubdomain(MAIN_SUBDOMAIN)).toBe(false);
  });
});
