import { describe, expect, it } from 'vitest';
import { BASE_LAYERS, OVERLAY_KEYS, SENTINEL_SCRIPT_NAMES, isBaseLayer } from './overlays';
import { LIMITS } from '../limits/limits';
import { LANDSAT_RESOLUTION, chooseResolution, qualityLabel, thumbnailSize } from './resolution';

describe('imagery constants', () => {
  it('lists overlays (R-404), scripts (R-412..R-415) and base layers (R-164)', () => {
    expect(OVERLAY_KEYS).toHaveLength(6);
    expect(SENTINEL_SCRIPT_NAMES).toHaveLength(19);
    expect(BASE_LAYERS).toHaveLength(9);
    expect(isBaseLayer('himawari')).toBe(true);
    expect(isBaseLayer('osm')).toBe(false);
  });

  it('chooses 10, 20, 50 or 100 m so the image fits 2500 px per side (R-431, R-450)', () => {
    expect(chooseResolution(25_000, 25_000)).toBe(10);
    expect(chooseResolution(25_010, 100)).toBe(20);
    expect(chooseResolution(100_000, 10)).toBe(50);
    expect(chooseResolution(250_000, 10)).toBe(100);
    expect(chooseResolution(250_100, 10)).toBeUndefined();
  });

  it('labels quality (R-432, R-433) and sizes thumbnails (R-453)', () => {
    expect([10, 20, 50, 100].map((r) => qualityLabel(r))).toEqual(['Best', 'Good', 'Low', 'Low']);
    expect(qualityLabel(30, true)).toBe('Best');
    expect([10, 20, 50, 100].map(thumbnailSize)).toEqual([125, 250, 750, 1400]);
  });

  it('has the imagery constants of 2§9 (R-444, R-451, R-454)', () => {
    expect(LANDSAT_RESOLUTION).toBe(30);
    expect(LIMITS.statisticsResolution).toBe(200);
    expect(LIMITS.thumbnailJpegQuality).toBe(20);
    expect(LIMITS.maxImagePixels).toBe(2500);
    expect(LIMITS.shareLinkSearchLimit).toBe(50);
  });
});
