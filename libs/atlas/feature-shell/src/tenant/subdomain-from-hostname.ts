import { MAIN_SUBDOMAIN } from '@unfurl/domain';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The tenant of a host name (1 intro): `acme.localhost` and `acme.unfurl.example` give 'acme';
 * localhost, IP addresses, the apex (two labels) and `www.` give the main tenant.
 */
export function subdomainFromHostname(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || IPV4.test(host) || host.includes(':') || host === '') {
    return MAIN_SUBDOMAIN;
  }
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (host.endsWith('.localhost')) return labels.length === 2 && first ? first : MAIN_SUBDOMAIN;
  if (labels.length < 3 || first === 'www') return MAIN_SUBDOMAIN;
  return first;
}

/** True when the tenant is an organisation site rather than the main product. */
export function isOrganisationSubdomain(subdomain: string): boolean {
  return subdomain !== MAIN_SUBDOMAIN;
}
