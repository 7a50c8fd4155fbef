import { OUTPUT_CRS } from '../cog/crs';
import type { OutputCrs } from '../cog/crs';
import { outputGeoTransform } from '../warp/output-grid';
import type { OutputGrid } from '../warp/output-grid';

/** Where a GeoTIFF lies: its CRS and the affine transform (top-left corner, pixel size). */
export interface GeoTiffGeoreference {
  readonly epsg: 4326 | 3857;
  /** CRS x of the left edge and y of the top edge (degrees, or metres for EPSG:3857). */
  readonly left: number;
  readonly top: number;
  /** Pixel width and height in CRS units (both positive; y runs down). */
  readonly dx: number;
  readonly dy: number;
}

/** GeoKey ids and values used (GeoTIFF 1.1). */
const GEO_KEY = {
  modelType: 1024,
  rasterType: 1025,
  geographicType: 2048,
  projectedType: 3072,
} as const;
const MODEL_PROJECTED = 1;
const MODEL_GEOGRAPHIC = 2;
const RASTER_PIXEL_IS_AREA = 1;

/**
 * The GeoKeyDirectory tag's values for an EPSG code: model type (geographic for 4326, projected
 * for 3857), raster type PixelIsArea (the tiepoint is a pixel's corner) and the EPSG code in
 * GeographicTypeGeoKey or ProjectedCSTypeGeoKey.
 */
export function geoKeyDirectory(epsg: GeoTiffGeoreference['epsg']): number[] {
  const geographic = epsg === 4326;
  const keys: [number, number][] = [
    [GEO_KEY.modelType, geographic ? MODEL_GEOGRAPHIC : MODEL_PROJECTED],
    [GEO_KEY.rasterType, RASTER_PIXEL_IS_AREA],
    geographic ? [GEO_KEY.geographicType, epsg] : [GEO_KEY.projectedType, epsg],
  ];
  return [1, 1, 0, keys.length, ...keys.flatMap(([id, value]) => [id, 0, 1, value])];
}

const epsgOf = (crs: OutputCrs | undefined): GeoTiffGeoreference['epsg'] =>
  (crs ?? OUTPUT_CRS.wgs84) === OUTPUT_CRS.webMercator ? 3857 : 4326;

/** The georeference of a render's output grid: the grid's CRS and geotransform. */
export function georeferenceOf(grid: OutputGrid): GeoTiffGeoreference {
  const { left, top, dx, dy } = outputGeoTransform(grid);
  return { epsg: epsgOf(grid.crs), left, top, dx, dy };
}
