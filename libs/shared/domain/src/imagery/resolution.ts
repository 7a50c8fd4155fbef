/** Pixel resolutions in metres, best first (2§9). */
export const PIXEL_RESOLUTIONS = [10, 20, 50, 100] as const;

/** One pixel resolution. */
export type PixelResolution = (typeof PIXEL_RESOLUTIONS)[number];

/** Landsat native resolution in metres (2§1). */
export const LANDSAT_RESOLUTION = 30;

/** Largest image side in pixels; 2500 is allowed (2§5, ruling 6). */
export const MAX_IMAGE_PIXELS = 2500;

/** Quality label of a resolution (2§5, ruling 9): 10 m Best, 20 m Good, 50 and 100 m Low. */
export function qualityLabel(resolution: number, isLandsat = false): 'Best' | 'Good' | 'Low' {
  if (isLandsat && resolution === LANDSAT_RESOLUTION) return 'Best';
  if (resolution <= 10) return 'Best';
  if (resolution <= 20) return 'Good';
  return 'Low';
}

/** Thumbnail size (longer side, px) by resolution (2§9): 10 m 125, 20 m 250, 50 m 750, else 1400. */
export function thumbnailSize(resolution: number): number {
  if (resolution === 10) return 125;
  if (resolution === 20) return 250;
  if (resolution === 50) return 750;
  return 1400;
}

/**
 * The best resolution at which an area of `widthM` × `heightM` metres fits in 2500 px per side
 * (2§5): 10 m if it fits, else 20, else 50, else 100; undefined if not even 100 m fits.
 */
export function chooseResolution(widthM: number, heightM: number): PixelResolution | undefined {
  return PIXEL_RESOLUTIONS.find(
    (r) => widthM / r <= MAX_IMAGE_PIXELS && heightM / r <= MAX_IMAGE_PIXELS,
  );
}

/** Tasking area limits (2§5, ruling 7): area in km², width and height in km. */
export const TASKING_LIMITS = {
  operatorOneNew: { minAreaKm2: 50, maxAreaKm2: 300, minSideKm: 6, maxSideKm: 23 },
  operatorOneArchive: { minAreaKm2: 28, maxAreaKm2: 300, minSideKm: 5, maxSideKm: 23 },
  archiveArchive: { minAreaKm2: 28, maxAreaKm2: 1000, minSideKm: 5, maxSideKm: 40 },
} as const;

/** One tasking mode key. */
export type TaskingMode = keyof typeof TASKING_LIMITS;
