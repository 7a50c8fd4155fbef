import { gibsDate } from './gibs-date';
import type { Basemap } from './basemap-key';

/** One raster tile source of a base layer (an XYZ URL template with its credits). */
export interface TileSourceSpec {
  /** XYZ template with {z}/{x}/{y} (and optionally {a-c} host ranges). */
  readonly url: string;
  readonly attributions: string;
  /** Highest zoom the server has tiles for; OpenLayers upsamples beyond it. */
  readonly maxZoom: number;
}

/** A base layer: one or more tile sources drawn bottom to top. */
export interface BasemapSpec {
  readonly key: Basemap;
  readonly sources: readonly TileSourceSpec[];
}

const OSM =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ESRI = 'Tiles &copy; Esri';
const ESRI_BASE = 'https://server.arcgisonline.com/ArcGIS/rest/services';
const GIBS = 'Imagery: NASA EOSDIS GIBS';
const GIBS_BASE = 'https://gibs.earthdata.nasa.gov/wmts/epsg3857/best';

function esri(service: string, maxZoom: number): TileSourceSpec {
  return { url: `${ESRI_BASE}/${service}/MapServer/tile/{z}/{y}/{x}`, attributions: ESRI, maxZoom };
}

function gibs(
  layer: string,
  matrixSet: string,
  ext: string,
  now: Date,
  maxZoom: number,
): TileSourceSpec {
  const url = `${GIBS_BASE}/${layer}/default/${gibsDate(now)}/${matrixSet}/{z}/{y}/{x}.${ext}`;
  return { url, attributions: GIBS, maxZoom };
}

/**
 * The internet tile sources of every base layer (2§9). The offline Natural Earth basemap is
 * always drawn beneath whichever of these is active, so a failed tile shows land, not a hole.
 * To add a base layer, see `readme.md` in this folder.
 */
export function basemapCatalog(now: Date): Readonly<Record<Basemap, BasemapSpec>> {
  return {
    'dark-gray': {
      key: 'dark-gray',
      sources: [
        {
          url: 'https://{a-d}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}.png',
          attributions: `${OSM} &copy; <a href="https://carto.com/attributions">CARTO</a>`,
          maxZoom: 19,
        },
      ],
    },
    street: {
      key: 'street',
      sources: [
        { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attributions: OSM, maxZoom: 19 },
      ],
    },
    topographic: {
      key: 'topographic',
      sources: [
        {
          url: 'https://{a-c}.tile.opentopomap.org/{z}/{x}/{y}.png',
          attributions: `${OSM}, SRTM | &copy; OpenTopoMap (CC-BY-SA)`,
          maxZoom: 17,
        },
      ],
    },
    hillshade: { key: 'hillshade', sources: [esri('Elevation/World_Hillshade_Dark', 16)] },
    satellite: { key: 'satellite', sources: [esri('World_Imagery', 19)] },
    hybrid: {
      key: 'hybrid',
      sources: [esri('World_Imagery', 19), esri('Reference/World_Boundaries_and_Places', 19)],
    },
    terrain: { key: 'terrain', sources: [esri('World_Terrain_Base', 13)] },
    'modis-daily': {
      key: 'modis-daily',
      sources: [
        gibs(
          'MODIS_Terra_CorrectedReflectance_TrueColor',
          'GoogleMapsCompatible_Level9',
          'jpg',
          now,
          9,
        ),
      ],
    },
    himawari: {
      key: 'himawari',
      sources: [
        gibs('Himawari_AHI_Band3_Red_Visible_1km', 'GoogleMapsCompatible_Level7', 'png', now, 7),
      ],
    },
  };
}
