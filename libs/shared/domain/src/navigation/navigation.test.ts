import { describe, expect, it } from 'vitest';
import { ABOUT_SITE, LEGAL_PAGES, REDIRECTING_TEXT, legalPageForPath } from './legal-pages';
import { MAP_QUERY_KEYS, stripLegacyImageryKeys } from './map-query-keys';

describe('legal pages', () => {
  it('redirect /terms and /privacy to the about site sections (R-134, R-135)', () => {
    expect(legalPageForPath('/terms')?.url).toBe(`${ABOUT_SITE}/#terms-of-service`);
    expect(legalPageForPath('/privacy/')?.url).toBe(`${ABOUT_SITE}/#privacy-policy`);
  });

  it('has two operator terms pages on the about site (R-136, R-137)', () => {
    const operator = LEGAL_PAGES.slice(2);
    expect(operator).toHaveLength(2);
    for (const page of operator) {
      expect(page.path).toMatch(/^\/[a-z]+-terms$/);
      expect(page.url.startsWith(ABOUT_SITE)).toBe(true);
      expect(legalPageForPath(page.path)).toBe(page);
    }
    expect(REDIRECTING_TEXT).toBe('Redirecting...');
    expect(legalPageForPath('/maps')).toBeUndefined();
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
