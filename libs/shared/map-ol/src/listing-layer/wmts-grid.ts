import WMTSTileGrid from 'ol/tilegrid/WMTS';
import { WEB_MERCATOR_HALF_WORLD } from '@unfurl/domain';

/** Zoom levels of the Web Mercator tile matrix sets we draw. */
const LEVELS = 21;

/**
 * Tile matrix identifiers of a Web Mercator matrix set: GeoServer-style sets named after their
 * CRS ('EPSG:900913', 'EPSG:3857') prefix the level with the set's name; others use the level.
 */
export function wmtsMatrixIds(matrixSet: string, levels = LEVELS): string[] {
  const prefixed = /^EPSG:\d+$/i.test(matrixSet);
  return Array.from({ length: levels }, (_, z) => (prefixed ? `${matrixSet}:${z}` : String(z)));
}

/** The tile grid of a Web Mercator (GoogleMapsCompatible) matrix set. */
export function webMercatorWmtsGrid(matrixSet: string): WMTSTileGrid {
  const size = 2 * WEB_MERCATOR_HALF_WORLD;
  const resolutions = Array.from({ length: LEVELS }, (_, z) => size / 256 / 2 ** z);
  return new WMTSTileGrid({
    origin: [-WEB_MERCATOR_HALF_WORLD, WEB_MERCATOR_HALF_WORLD],
    resolutions,
    matrixIds: wmtsMatrixIds(matrixSet),
    tileSize: 256,
  });
}
