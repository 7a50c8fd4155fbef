import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidSubdomain, subdomainProblem } from './subdomain';

describe('isValidSubdomain', () => {
  it('is non-empty (R-103) and has no spaces (R-104)', () => {
    expect(isValidSubdomain('')).toBe(false);
    expect(isValidSubdomain('my org')).toBe(false);
    expect(subdomainProblem(' acme')).toMatch(/spaces/);
  });

  it('uses word characters with inner hyphens (R-105)', () => {
    for (const ok of ['acme', 'acme-maps', 'a_b-c-9', 'x', 'xn--abc']) {
      expect(isValidSubdomain(ok)).toBe(true);
    }
    for (const bad of ['acme.maps', 'acmé!', 'a/b']) expect(isValidSubdomain(bad)).toBe(false);
  });

  it('has at most 63 characters (R-106)', () => {
    expect(isValidSubdomain('a'.repeat(63))).toBe(true);
    expect(isValidSubdomain('a'.repeat(64))).toBe(false);
  });

  it('starts and ends with a word character (R-107)', () => {
    expect(isValidSubdomain('-acme')).toBe(false);
    expect(isValidSubdomain('acme-')).toBe(false);
  });

  it('agrees with the rule on generated input', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'Z', '0', '_', '-', ' ', '.') }), (s) => {
        const expected =
          s.length > 0 && s.length <= 63 && /^[\w-]+$/.test(s) && /^\w/.test(s) && /\w$/.test(s);
        expect(isValidSubdomain(s)).toBe(expected);
      }),
    );
  });
});
