import type { CogSource } from '../cog/cog-source';
import { OUTPUT_CRS, pointTransform } from '../cog/crs';
import type { OutputCrs, PointTransform } from '../cog/crs';

/** Both directions between an output CRS and a source's level-0 pixel (column, row) space. */
export interface PixelTransforms {
  /** Output CRS (x, y) → level-0 pixel position (0, 0 = top-left corner of the raster). */
  readonly toPixel: PointTransform;
  /** Level-0 pixel position → output CRS (x, y). */
  readonly fromPixel: PointTransform;
}

/** The EPSG code of an output CRS. */
export function outputEpsg(crs: OutputCrs | undefined): number {
  return (crs ?? OUTPUT_CRS.wgs84) === OUTPUT_CRS.wgs84 ? 4326 : 3857;
}

/**
 * gdalwarp's transformer chain for a source: output CRS ↔ source CRS with proj4, then the
 * affine geotransform or the GCP polynomials (each direction fitted on its own, as GDAL).
 */
export function pixelTransforms(source: CogSource, crs: OutputCrs | undefined): PixelTransforms {
  const epsg = outputEpsg(crs);
  const toSource = pointTransform(epsg, source.epsg);
  const fromSource = pointTransform(source.epsg, epsg);
  const georef = source.georef;
  switch (georef.kind) {
    case 'affine': {
      const { originX, originY, resX, resY } = georef;
      return {
        toPixel: (x, y) => {
          const [sx, sy] = toSource(x, y);
          return [(sx - originX) / resX, (originY - sy) / resY];
        },
        fromPixel: (px, py) => fromSource(originX + px * resX, originY - py * resY),
      };
    }
    case 'gcp': {
      const { transform } = georef;
      // The usual case (EPSG:4326 output, GCPs in EPSG:4326): no reprojection per pixel.
      if (epsg === source.epsg) return { toPixel: transform.fromGeo, fromPixel: transform.toGeo };
      return {
        toPixel: (x, y) => {
          const [sx, sy] = toSource(x, y);
          return transform.fromGeo(sx, sy);
        },
        fromPixel: (px, py) => {
          const [sx, sy] = transform.toGeo(px, py);
          return fromSource(sx, sy);
        },
      };
    }
    default: {
      const never: never = georef;
      throw new Error(`Unknown georeferencing ${String(never)}`);
    }
  }
}
