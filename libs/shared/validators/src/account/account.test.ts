import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emailProblem, isValidEmail, isValidPassword, passwordProblem } from './account';

describe('isValidEmail', () => {
  it('accepts letters, digits and ._%+- before the @ (R-088)', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.com', 'x_y%z-1@mail.example.org']) {
      expect(isValidEmail(ok)).toBe(true);
    }
    for (const bad of ['a b@c.com', 'a!b@c.com', 'a#b@c.com', '@c.com', 'a@@c.com']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('needs a domain and a 2-8 letter top-level domain (R-089)', () => {
    expect(isValidEmail('a@example.museum')).toBe(true);
    expect(isValidEmail('a@example.abcdefgh')).toBe(true);
    expect(isValidEmail('a@example.abcdefghi')).toBe(false);
    expect(isValidEmail('a@example.c')).toBe(false);
    expect(isValidEmail('a@example')).toBe(false);
    expect(isValidEmail('a@example.c0m')).toBe(false);
    expect(emailProblem('')).toMatch(/Enter/);
    expect(emailProblem('a@b.co')).toBeUndefined();
  });

  it('accepts generated addresses that follow the rule', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._%+-]{1,20}$/);
    const label = fc.stringMatching(/^[a-z0-9]{1,10}$/);
    const tld = fc.stringMatching(/^[a-z]{2,8}$/);
    fc.assert(fc.property(local, label, tld, (l, d, t) => isValidEmail(`${l}@${d}.${t}`)));
  });
});

describe('isValidPassword', () => {
  it('needs at least 6 characters (R-090)', () => {
    expect(isValidPassword('12345')).toBe(false);
    expect(isValidPassword('123456')).toBe(true);
    expect(passwordProblem('abc')).toMatch(/6/);
    fc.assert(fc.property(fc.string(), (s) => isValidPassword(s) === [...s].length >= 6));
  });
});
