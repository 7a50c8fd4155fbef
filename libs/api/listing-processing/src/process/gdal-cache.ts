import type { GdalInfo } from '../gdal/gdal-info';

/** Bytes per sample of GDAL's data types (complex types hold two). */
const SAMPLE_BYTES: Readonly<Record<string, number>> = {
  Byte: 1,
  Int8: 1,
  UInt16: 2,
  Int16: 2,
  CInt16: 4,
  UInt32: 4,
  Int32: 4,
  Float32: 4,
  CInt32: 8,
  CFloat32: 8,
  UInt64: 8,
  Int64: 8,
  Float64: 8,
  CFloat64: 16,
};

/** GDAL's block cache bounds, MB: small rasters need little, and the cache is GDAL's memory. */
export const GDAL_CACHE_MB = { min: 64, max: 512 } as const;

/**
 * The block cache (GDAL_CACHEMAX, MB) for writing a COG of `info` with `blockSize`-line tiles:
 * a quarter more than one full row of tiles across all bands, so the converter never re-reads the
 * source for a row, within {@link GDAL_CACHE_MB}. A 10,000-pixel one-band UInt16 raster gets the
 * minimum (64 MB); a 40,000-pixel RGBA UInt16 one 196 MB.
 */
export function cacheMbFor(info: GdalInfo, blockSize = 512): number {
  const [width] = info.size;
  const bytesPerPixel = info.bands.reduce((sum, band) => sum + (SAMPLE_BYTES[band.type] ?? 8), 0);
  const rowMb = (width * blockSize * bytesPerPixel) / (1024 * 1024);
  return Math.min(GDAL_CACHE_MB.max, Math.max(GDAL_CACHE_MB.min, Math.ceil(rowMb * 1.25)));
}
