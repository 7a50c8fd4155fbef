/** Size budgets checked from file headers, before anything is decoded. */
export interface ProcessingLimits {
  /** Largest accepted upload in bytes. */
  readonly maxFileBytes: number;
  /** Largest raster: width × height × bands (samples), for GeoTIFFs. */
  readonly maxRasterSamples: number;
  /** Largest still image (JPEG/PNG): width × height. */
  readonly maxImagePixels: number;
  /** Largest animated GIF: frames × screen width × screen height. */
  readonly maxGifPixels: number;
  /** Most frames in an animated GIF. */
  readonly maxGifFrames: number;
  /**
   * Largest ratio of declared decoded bytes to file bytes; a file past it that would also decode
   * to more than {@link bombFloorBytes} is a decompression bomb.
   */
  readonly maxExpansionRatio: number;
  /** Decoded size under which the expansion ratio is not checked (small files compress well). */
  readonly bombFloorBytes: number;
}

/** Defaults: 2 GiB uploads, 4 × 10⁹ raster samples, sharp's 268 M pixel images, 1 G GIF pixels. */
export const DEFAULT_LIMITS: ProcessingLimits = {
  maxFileBytes: 2 * 1024 ** 3,
  maxRasterSamples: 4_000_000_000,
  maxImagePixels: 268_402_689,
  maxGifPixels: 1_000_000_000,
  maxGifFrames: 1000,
  maxExpansionRatio: 2000,
  bombFloorBytes: 256 * 1024 ** 2,
};

/** The defaults with some budgets replaced. */
export function resolveLimits(overrides: Partial<ProcessingLimits> = {}): ProcessingLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}
