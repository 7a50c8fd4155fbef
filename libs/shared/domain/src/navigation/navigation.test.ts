import { describe, expect, it } from 'vitest';
import {
  ABOUT_SITE_PAGES,
  DEFAULT_ABOUT_URL,
  LEGAL_PAGES,
  REDIRECTING_TEXT,
  aboutLinks,
  legalPageForPath,
  legalPageUrl,
} from './legal-pages';
import { MAP_QUERY_KEYS, stripLegacyImageryKeys } from './map-query-keys';

describe('legal pages', () => {
  const terms = (path: string, aboutUrl: string) => {
    const page = legalPageForPath(path);
    if (!page) throw new Error(`no legal page at ${path}`);
    return legalPageUrl(page, aboutUrl);
  };

  it('redirect /terms and /privacy to the about site sections (R-134, R-135)', () => {
    expect(terms('/terms', DEFAULT_ABOUT_URL)).toBe('/about/#terms-of-service');
    expect(terms('/privacy/', 'https://about.example.org')).toBe(
      'https://about.example.org/#privacy-policy',
    );
    expect(terms('/terms', 'https://example.org/unfurl/')).toBe(
      'https://example.org/unfurl/#terms-of-service',
    );
  });

  it('has two operator terms pages on the about site (R-136, R-137)', () => {
    const operator = LEGAL_PAGES.slice(2);
    expect(operator).toHaveLength(2);
    for (const page of operator) {
      expect(page.path).toMatch(/^\/[a-z]+-terms$/);
      expect(legalPageUrl(page, 'https://about.example.org')).toBe(
        `https://about.example.org${page.path}`,
      );
      expect(legalPageForPath(page.path)).toBe(page);
    }
    expect(REDIRECTING_TEXT).toBe('Redirecting...');
    expect(legalPageForPath('/maps')).toBeUndefined();
  });

  it('links help and blog on the about site (R-139), every target a page the site serves', () => {
    expect(aboutLinks('/about')).toEqual({ help: '/about/help', blog: '/about/blog' });
    expect(aboutLinks('https://about.example.org/')).toEqual({
      help: 'https://about.example.org/help',
      blog: 'https://about.example.org/blog',
    });
    const served = ABOUT_SITE_PAGES.map((page) => `/${page}`);
    const targets = [
      ...LEGAL_PAGES.map((page) => legalPageUrl(page, '').split('#')[0]),
      ...Object.values(aboutLinks('')),
    ];
    for (const target of targets) expect(served).toContain(target);
  });
});

describe('map query keys', () => {
  it('recognises pos, tileLayer, task, basemap, annotations and service (R-143)', () => {
    expect(Object.values(MAP_QUERY_KEYS)).toEqual([
      'pos',
      'tileLayer',
      'task',
      'basemap',
      'annotations',
      'service',
    ]);
  });

  it('strips the legacy imagery keys (R-149)', () => {
    expect(
      stripLegacyImageryKeys(
        '?pos=1,2,3&service=wms&bbox=1,2,3,4&layerKey=x&image_data=y&basemap=s',
      ),
    ).toBe('pos=1,2,3&basemap=s');
    expect(stripLegacyImageryKeys('')).toBe('');
  });
});
