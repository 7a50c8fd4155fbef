import proj4 from 'proj4';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';

/** Output grids the renderer can produce. */
export const OUTPUT_CRS = { wgs84: 'EPSG:4326', webMercator: 'EPSG:3857' } as const;

/** One output CRS. */
export type OutputCrs = (typeof OUTPUT_CRS)[keyof typeof OUTPUT_CRS];

/** The proj4 definition of an EPSG code we can read: WGS 84, Web Mercator, UTM north/south. */
export function projDefinition(epsg: number): string {
  if (epsg === 4326) return '+proj=longlat +datum=WGS84 +no_defs';
  if (epsg === 3857)
    return proj4.defs('EPSG:3857')
      ? 'EPSG:3857'
      : '+proj=merc +a=6378137 +b=6378137 +lat_ts=0 +lon_0=0 +x_0=0 +y_0=0 +k=1 +units=m +nadgrids=@null +no_defs';
  if (epsg > 32600 && epsg <= 32660)
    return `+proj=utm +zone=${epsg - 32600} +datum=WGS84 +units=m +no_defs`;
  if (epsg > 32700 && epsg <= 32760) {
    return `+proj=utm +zone=${epsg - 32700} +south +datum=WGS84 +units=m +no_defs`;
  }
  throw new ImageryError(
    422,
    IMAGERY_ERROR_CODE.unsupported,
    `Rasters in EPSG:${epsg} cannot be rendered yet`,
  );
}

/** A point transform between two EPSG codes (x, y in, x, y out). */
export type PointTransform = (x: number, y: number) => [number, number];

const transforms = new Map<string, PointTransform>();

/**
 * proj4 transform from `from` to `to` (EPSG codes), built once per pair: parsing the proj
 * strings costs about a millisecond, which every map tile paid several times.
 */
export function pointTransform(from: number, to: number): PointTransform {
  const key = `${from}>${to}`;
  let transform = transforms.get(key);
  if (!transform) {
    transform = makeTransform(from, to);
    transforms.set(key, transform);
  }
  return transform;
}

function makeTransform(from: number, to: number): PointTransform {
  if (from === to) return (x, y) => [x, y];
  const converter = proj4(projDefinition(from), projDefinition(to));
  return (x, y) => {
    const [tx, ty] = converter.forward([x, y]);
    return [tx!, ty!];
  };
}
