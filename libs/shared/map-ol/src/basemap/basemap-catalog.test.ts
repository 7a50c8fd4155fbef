import { describe, expect, it } from 'vitest';
import { basemapCatalog } from './basemap-catalog';
import { BASEMAPS, BASEMAP_LABELS, DEFAULT_BASEMAP, toBasemap } from './basemap-key';

describe('basemap catalogue', () => {
  it('has the nine base layers of 2§9, each with credits', () => {
    expect(BASEMAPS.map((key) => BASEMAP_LABELS[key])).toEqual([
      'Dark Gray',
      'Street',
      'Topographic',
      'Hillshade',
      'Satellite',
      'Hybrid',
      'Terrain',
      'MODIS Daily',
      'Himawari',
    ]);
    const catalog = basemapCatalog(new Date('2026-05-02T00:00:00Z'));
    for (const key of BASEMAPS) {
      expect(catalog[key].key).toBe(key);
      expect(catalog[key].sources.length).toBeGreaterThan(0);
      for (const source of catalog[key].sources) {
        expect(source.url).toMatch(/^https:\/\/.*\{z\}/);
        expect(source.attributions.length).toBeGreaterThan(0);
      }
    }
    expect(catalog['modis-daily'].sources[0]?.url).toContain('/2026-05-01/');
  });

  it('falls back to dark gray for unknown or missing keys', () => {
    expect(DEFAULT_BASEMAP).toBe('dark-gray');
    expect(toBasemap('satellite')).toBe('satellite');
    expect(toBasemap('nope')).toBe('dark-gray');
    expect(toBasemap(null)).toBe('dark-gray');
  });
});
