/** Longest custom subdomain. */
export const SUBDOMAIN_MAX_LENGTH = 63;

/** Word characters, optionally joined by inner hyphens. */
const SUBDOMAIN = /^\w+(?:-+\w+)*$/;

/** Reason a custom subdomain is rejected, or undefined when valid (R-103..R-107). */
export function subdomainProblem(value: string): string | undefined {
  if (value === '') return 'Enter a subdomain.';
  if (/\s/.test(value)) return 'A subdomain cannot contain spaces.';
  if (value.length > SUBDOMAIN_MAX_LENGTH) {
    return `A subdomain can have at most ${SUBDOMAIN_MAX_LENGTH} characters.`;
  }
  if (!SUBDOMAIN.test(value)) {
    return 'Use letters, digits and underscores, with hyphens only between them.';
  }
  return undefined;
}

/** True when the value is a valid custom subdomain. */
export function isValidSubdomain(value: string): boolean {
  return subdomainProblem(value) === undefined;
}
