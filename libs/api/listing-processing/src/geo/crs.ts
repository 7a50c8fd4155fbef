import proj4 from 'proj4';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';

/** The coordinate systems an uploader may choose for an image with a world file (1§3). */
export const IMAGE_CRS = {
  'EPSG:3395': '+proj=merc +lon_0=0 +k=1 +x_0=0 +y_0=0 +datum=WGS84 +units=m +no_defs',
  'EPSG:3857':
    '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +wktext +no_defs',
  'EPSG:4326': '+proj=longlat +datum=WGS84 +no_defs',
} as const;

/** One coordinate system code an uploader may choose. */
export type ImageCrs = keyof typeof IMAGE_CRS;

/** True for EPSG:3395, EPSG:3857 or EPSG:4326. */
export function isImageCrs(value: string): value is ImageCrs {
  return Object.hasOwn(IMAGE_CRS, value);
}

/** A function taking x, y in a coordinate system to longitude, latitude (EPSG:4326). */
export type ToWgs84 = (x: number, y: number) => readonly [number, number];

const WGS84 = IMAGE_CRS['EPSG:4326'];

/**
 * A transform to EPSG:4326 from a PROJ string or, failing that, a WKT definition as gdalinfo
 * reports them; a definition proj4 cannot read is an UNSUPPORTED_CRS error.
 */
export function toWgs84From(definition: {
  readonly proj4?: string;
  readonly wkt?: string;
}): ToWgs84 {
  const candidates = [definition.proj4, definition.wkt].filter(
    (d): d is string => typeof d === 'string' && d.trim() !== '',
  );
  for (const candidate of candidates) {
    try {
      const converter = proj4(candidate, WGS84);
      converter.forward([0, 0]);
      return (x, y) => {
        const [lon, lat] = converter.forward([x, y]) as [number, number];
        return [lon, lat];
      };
    } catch {
      // try the next definition
    }
  }
  const name = /^\w+\["([^"]+)"/.exec(definition.wkt ?? '')?.[1];
  throw new ProcessingError(
    PROCESSING_ERROR_CODE.unsupportedCrs,
    `The coordinate system${name ? ` '${name}'` : ''} of the file is not one we can place on the map.`,
  );
}
