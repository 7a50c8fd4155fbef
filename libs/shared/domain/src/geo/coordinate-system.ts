/** Coordinate systems (1§3, R-208). */
export const COORDINATE_SYSTEM = {
  WORLD_MERCATOR: 'EPSG:3395',
  WEB_MERCATOR: 'EPSG:3857',
  WGS84: 'EPSG:4326',
} as const;

/** One coordinate system code. */
export type CoordinateSystem = (typeof COORDINATE_SYSTEM)[keyof typeof COORDINATE_SYSTEM];

/** Every coordinate system code. */
export const COORDINATE_SYSTEMS: readonly CoordinateSystem[] = Object.values(COORDINATE_SYSTEM);

/** Image MIME types of uploads and rendered imagery (1§3, R-209). */
export const IMAGE_TYPE = {
  JPEG: 'image/jpeg',
  PNG: 'image/png',
} as const;

/** One image MIME type. */
export type ImageType = (typeof IMAGE_TYPE)[keyof typeof IMAGE_TYPE];

/** Every image type. */
export const IMAGE_TYPES: readonly ImageType[] = Object.values(IMAGE_TYPE);
