import type { GdalInfo } from '../gdal/gdal-info';

/**
 * The EPSG code of a raster's own coordinate system: the identifier that closes gdalinfo's WKT
 * (WKT2 `ID["EPSG",n]]`, WKT1 `AUTHORITY["EPSG","n"]]`), not one of its parts (datum, units).
 * Undefined for a coordinate system without one (a custom or ESRI definition).
 */
export function rasterEpsg(info: GdalInfo): number | undefined {
  const wkt = info.coordinateSystem?.wkt ?? '';
  const match =
    /ID\["EPSG",\s*(\d+)\]\]\s*$/.exec(wkt) ?? /AUTHORITY\["EPSG",\s*"(\d+)"\]\]\s*$/.exec(wkt);
  return match ? Number(match[1]) : undefined;
}

/**
 * True when the map's tile renderer (`@unfurl/api-imagery` tiles) reads the raster's coordinate
 * system as it is: WGS 84 (EPSG:4326), Web Mercator (EPSG:3857) and WGS 84 / UTM (EPSG:326xx,
 * 327xx). Others are warped to EPSG:4326 when the COG is made, as rasters placed by ground control
 * points are; the footprint is the same either way.
 */
export function isDrawableCrs(info: GdalInfo): boolean {
  const epsg = rasterEpsg(info);
  if (epsg === undefined) return false;
  return (
    epsg === 4326 ||
    epsg === 3857 ||
    (epsg > 32600 && epsg <= 32660) ||
    (epsg > 32700 && epsg <= 32760)
  );
}
