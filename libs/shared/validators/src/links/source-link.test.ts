import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidSourceLink, normaliseSourceLink } from './source-link';

describe('isValidSourceLink', () => {
  it('accepts an optional http(s) scheme followed by a host (R-091)', () => {
    for (const ok of [
      'example.com',
      'http://example.com',
      'https://maps.example.org/path?q=1',
      'www.example.co.uk/a/b',
      'https://localhost:8080/x',
      '192.168.0.1/map',
    ]) {
      expect(isValidSourceLink(ok)).toBe(true);
    }
    for (const bad of ['', 'not a link', 'ftp://example.com', 'https://', 'http://exa mple.com']) {
      expect(isValidSourceLink(bad)).toBe(false);
    }
  });
});

describe('normaliseSourceLink', () => {
  it('adds https:// to a link without a scheme (R-092, ruling 1)', () => {
    expect(normaliseSourceLink('example.com/x')).toBe('https://example.com/x');
    expect(normaliseSourceLink('  example.com ')).toBe('https://example.com');
    expect(normaliseSourceLink('http://example.com')).toBe('http://example.com');
    expect(normaliseSourceLink('')).toBe('');
  });

  it('collapses a doubled scheme into one (R-093, ruling 1)', () => {
    expect(normaliseSourceLink('https://https://example.com')).toBe('https://example.com');
    expect(normaliseSourceLink('http://https://example.com')).toBe('https://example.com');
    expect(normaliseSourceLink('HTTPS://http://https://example.com/a')).toBe(
      'https://example.com/a',
    );
  });

  it('is idempotent and always leaves exactly one scheme', () => {
    const scheme = fc.constantFrom('', 'http://', 'https://', 'HTTP://');
    const host = fc.stringMatching(/^[a-z0-9]{1,10}\.[a-z]{2,6}(\/[a-z0-9]{0,8})?$/);
    fc.assert(
      fc.property(fc.array(scheme, { maxLength: 3 }), host, (schemes, h) => {
        const once = normaliseSourceLink(schemes.join('') + h);
        expect(normaliseSourceLink(once)).toBe(once);
        expect(once.match(/https?:\/\//gi)).toHaveLength(1);
        expect(once.endsWith(h)).toBe(true);
        expect(isValidSourceLink(once)).toBe(true);
      }),
    );
  });
});
