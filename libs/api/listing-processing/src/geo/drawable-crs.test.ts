import { describe, expect, it } from 'vitest';
import type { GdalInfo } from '../gdal/gdal-info';
import { isDrawableCrs, rasterEpsg } from './drawable-crs';

const withWkt = (wkt: string): GdalInfo => ({
  driverShortName: 'GTiff',
  size: [10, 10],
  bands: [{ band: 1, type: 'Byte' }],
  coordinateSystem: { wkt },
});

const UTM_20N_WKT2 = `PROJCRS["WGS 84 / UTM zone 20N",BASEGEOGCRS["WGS 84",DATUM["World Geodetic System 1984",ELLIPSOID["WGS 84",6378137,298.257223563,LENGTHUNIT["metre",1]]],ID["EPSG",4326]],CONVERSION["UTM zone 20N",METHOD["Transverse Mercator",ID["EPSG",9807]]],CS[Cartesian,2],LENGTHUNIT["metre",1],ID["EPSG",32620]]`;
const LAMBERT_93_WKT1 = `PROJCS["RGF93 v1 / Lambert-93",GEOGCS["RGF93 v1",DATUM["Reseau_Geodesique_Francais_1993_v1",SPHEROID["GRS 1980",6378137,298.257222101,AUTHORITY["EPSG","7019"]],AUTHORITY["EPSG","6171"]],AUTHORITY["EPSG","4171"]],PROJECTION["Lambert_Conformal_Conic_2SP"],UNIT["metre",1,AUTHORITY["EPSG","9001"]],AUTHORITY["EPSG","2154"]]`;
const CUSTOM_WKT2 = `PROJCRS["unknown",BASEGEOGCRS["WGS 84",DATUM["World Geodetic System 1984",ELLIPSOID["WGS 84",6378137,298.257223563]],ID["EPSG",4326]],CONVERSION["unnamed",METHOD["Mollweide"]],CS[Cartesian,2],AXIS["easting",east,LENGTHUNIT["metre",1,ID["EPSG",9001]]]]`;

describe('rasterEpsg and isDrawableCrs', () => {
  it('reads the identifier that closes the WKT, in WKT2 and WKT1', () => {
    expect(rasterEpsg(withWkt(UTM_20N_WKT2))).toBe(32620);
    expect(rasterEpsg(withWkt(LAMBERT_93_WKT1))).toBe(2154);
  });

  it('finds none for a custom coordinate system, whatever its parts are identified as', () => {
    expect(rasterEpsg(withWkt(CUSTOM_WKT2))).toBeUndefined();
    const { coordinateSystem: _none, ...noCrs } = withWkt('');
    expect(rasterEpsg(noCrs)).toBeUndefined();
  });

  it('draws WGS 84, Web Mercator and UTM as they are; warps the rest', () => {
    expect(isDrawableCrs(withWkt(UTM_20N_WKT2))).toBe(true);
    expect(isDrawableCrs(withWkt(UTM_20N_WKT2.replace('32620]]', '4326]]')))).toBe(true);
    expect(isDrawableCrs(withWkt(UTM_20N_WKT2.replace('32620]]', '3857]]')))).toBe(true);
    expect(isDrawableCrs(withWkt(UTM_20N_WKT2.replace('32620]]', '32760]]')))).toBe(true);
    expect(isDrawableCrs(withWkt(UTM_20N_WKT2.replace('32620]]', '3395]]')))).toBe(false);
    expect(isDrawableCrs(withWkt(LAMBERT_93_WKT1))).toBe(false);
    expect(isDrawableCrs(withWkt(CUSTOM_WKT2))).toBe(false);
  });
});
