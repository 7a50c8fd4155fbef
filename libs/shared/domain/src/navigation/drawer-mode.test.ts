import { describe, expect, it } from 'vitest';
import { DRAWER_MODES, defaultDrawerMode, isDrawerMode } from './drawer-mode';

describe('drawer modes', () => {
  it('is the closed set of 17 modes (R-161)', () => {
    expect(DRAWER_MODES).toHaveLength(17);
    expect(new Set(DRAWER_MODES).size).toBe(17);
    expect(DRAWER_MODES[0]).toBe('NONE');
    expect(isDrawerMode('SATELLITE_LANDSAT')).toBe(true);
    expect(isDrawerMode('nope')).toBe(false);
  });

  it('defaults to maps on the main product and subdomain maps on organisation sites (R-162)', () => {
    expect(defaultDrawerMode(false)).toBe('MAPS');
    expect(defaultDrawerMode(true)).toBe('SUBDOMAIN_MAPS');
  });
});
