import { describe, expect, it } from 'vitest';
import { isNativeWrapper, truncateUserAgent } from '../product/native-wrapper';
import { imageCacheKey, imageFetchErrorMessage, RECOMMENDED_TEMPLATES } from './image-requests';
import { ORBIT_CATALOGUE } from './orbit-catalogue';
import { OVERLAY_DEFINITIONS } from './overlay-definitions';

describe('imagery extras', () => {
  it('defines six overlays; Landsat has resolution 30 (R-404..R-406)', () => {
    expect(Object.keys(OVERLAY_DEFINITIONS)).toEqual([
      'TRUE_COLOR',
      'FALSE_COLOR',
      'GEOLOGY',
      'NDVI',
      'SENTINEL_1_RADAR',
      'LANDSAT_8',
    ]);
    expect(OVERLAY_DEFINITIONS.LANDSAT_8.resolution).toBe(30);
    for (const o of Object.values(OVERLAY_DEFINITIONS)) {
      expect(
        o.class && o.satellite && o.satelliteAnalytics && o.description && o.previewImage,
      ).toBeTruthy();
    }
  });

  it('lists the orbit catalogue (R-473)', () => {
    const names = ORBIT_CATALOGUE.map((s) => s.name);
    expect(names).toHaveLength(4 + 1 + 7 + 3 + 2 + 1 + 1 + 6);
    expect(names).toContain('Sentinel 5P');
    expect(names).toContain('Global 8');
    expect(names).not.toContain('Global 5');
  });

  it('keys the image cache by area, hour, size and script (R-460)', () => {
    const base = { bbox: [1, 2, 3, 4] as const, width: 512, height: 256, script: 'True Color' };
    const a = imageCacheKey({ ...base, date: '2024-05-01T10:05:00Z' });
    expect(imageCacheKey({ ...base, date: '2024-05-01T10:55:00Z' })).toBe(a);
    expect(imageCacheKey({ ...base, date: '2024-05-01T11:00:00Z' })).not.toBe(a);
    expect(imageCacheKey({ ...base, date: '2024-05-01T10:05:00Z', width: 513 })).not.toBe(a);
  });

  it('stores the image fetch error (R-448) and nothing for a cancel (R-449)', () => {
    expect(imageFetchErrorMessage(new Error('503: busy'), false)).toBe('503: busy');
    expect(imageFetchErrorMessage(undefined, false)).toBe(
      'An unknown error occurred while fetching the image.',
    );
    expect(imageFetchErrorMessage(new Error('x'), true)).toBe('');
    expect(RECOMMENDED_TEMPLATES).toEqual(['PERSONAL', 'POPULAR', 'FOLLOWING']);
  });

  it('recognises the native wrapper in the first 500 characters (R-537, R-538)', () => {
    expect(isNativeWrapper('Mozilla/5.0 UnfurlNative/2.1')).toBe(true);
    expect(isNativeWrapper('Mozilla/5.0 Safari')).toBe(false);
    expect(isNativeWrapper(`${'x'.repeat(500)}UnfurlNative`)).toBe(false);
    expect(truncateUserAgent('y'.repeat(600))).toHaveLength(500);
  });
});
