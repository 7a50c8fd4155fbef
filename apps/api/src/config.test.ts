import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig: ABOUT_URL', () => {
  it('defaults to /about, the pages the server serves from docs/about', () => {
    expect(readConfig({}).aboutUrl).toBe('/about');
    expect(readConfig({ ABOUT_URL: ' ' }).aboutUrl).toBe('/about');
  });

  it('takes an http(s) URL or a path on this server', () => {
    expect(readConfig({ ABOUT_URL: 'https://about.example.org' }).aboutUrl).toBe(
      'https://about.example.org',
    );
    expect(readConfig({ ABOUT_URL: 'http://intranet/unfurl/' }).aboutUrl).toBe(
      'http://intranet/unfurl/',
    );
    expect(readConfig({ ABOUT_URL: '/company/about' }).aboutUrl).toBe('/company/about');
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['about.example.org', 'javascript:alert(1)', '//evil.example', 'ftp://x']) {
      expect(() => readConfig({ ABOUT_URL: bad }), bad).toThrow(/^ABOUT_URL must be/);
    }
  });
});
