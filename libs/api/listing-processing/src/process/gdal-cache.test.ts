import { describe, expect, it } from 'vitest';
import type { GdalInfo } from '../gdal/gdal-info';
import { cacheMbFor, GDAL_CACHE_MB } from './gdal-cache';

const raster = (width: number, types: readonly string[]): GdalInfo => ({
  driverShortName: 'GTiff',
  size: [width, 1000],
  bands: types.map((type, i) => ({ band: i + 1, type })),
});

describe('cacheMbFor', () => {
  it('gives small rasters the minimum', () => {
    expect(cacheMbFor(raster(10_000, ['UInt16']))).toBe(GDAL_CACHE_MB.min);
    expect(cacheMbFor(raster(256, ['Byte', 'Byte', 'Byte']))).toBe(GDAL_CACHE_MB.min);
  });

  it('holds a row of 512-line tiles of a wide multi-band raster, with a quarter to spare', () => {
    // 40,000 × 512 × 4 bands × 2 bytes = 156.25 MiB, × 1.25 → 196 MB.
    expect(cacheMbFor(raster(40_000, ['UInt16', 'UInt16', 'UInt16', 'UInt16']))).toBe(196);
  });

  it('never goes above the maximum', () => {
    expect(cacheMbFor(raster(200_000, ['Float64', 'Float64', 'Float64']))).toBe(GDAL_CACHE_MB.max);
  });
});
