import type { GdalInfo } from '../gdal/gdal-info';
import { PROCESSING_ERROR_CODE, ProcessingError } from '../processing-error';
import { toWgs84From } from './crs';
import type { Footprint } from './footprint';
import { convexHull, footprintOf, footprintOfGrid } from './footprint';

/** How a raster is placed on the Earth. */
export const GEOREFERENCE = { geoTransform: 'geotransform', gcps: 'gcps' } as const;

/** One kind of georeference. */
export type Georeference = (typeof GEOREFERENCE)[keyof typeof GEOREFERENCE];

/**
 * The footprint of a raster in EPSG:4326 from what gdalinfo reports: its grid outline through the
 * geotransform and coordinate system, or the convex hull of its ground control points. A raster with
 * neither is NOT_GEOREFERENCED.
 */
export function rasterFootprint(info: GdalInfo): {
  footprint: Footprint;
  georeference: Georeference;
} {
  const [width, height] = info.size;
  if (info.geoTransform) {
    if (!info.coordinateSystem?.wkt) {
      throw new ProcessingError(
        PROCESSING_ERROR_CODE.notGeoreferenced,
        'The GeoTIFF has a pixel grid but no coordinate system, so it cannot be placed on the map.',
      );
    }
    const toWgs84 = toWgs84From(info.coordinateSystem);
    return {
      footprint: footprintOfGrid(width, height, info.geoTransform, toWgs84),
      georeference: GEOREFERENCE.geoTransform,
    };
  }
  const gcps = info.gcps?.gcpList ?? [];
  if (gcps.length >= 3) {
    const toWgs84 = toWgs84From(info.gcps?.coordinateSystem ?? {});
    const hull = convexHull(gcps.map((g) => toWgs84(g.x, g.y)));
    return { footprint: footprintOf(hull), georeference: GEOREFERENCE.gcps };
  }
  throw new ProcessingError(
    PROCESSING_ERROR_CODE.notGeoreferenced,
    'The GeoTIFF is not georeferenced: it has neither a geotransform nor ground control points.',
  );
}
