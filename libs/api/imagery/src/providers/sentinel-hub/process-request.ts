import { lonLatToMercator } from '@unfurl/domain';
import type { ImageryBbox } from '@unfurl/domain';
import { OUTPUT_CRS } from '../../cog/crs';
import type { OutputCrs } from '../../cog/crs';
import type { ProviderRenderRequest } from '../provider-render';
import { isRadar, shCollectionOf } from './sentinel-hub-options';
import type { ShLandsatCollection } from './sentinel-hub-options';

/** Process API endpoint. */
export const PROCESS_PATH = '/api/v1/process';

/** OGC CRS URLs Sentinel Hub takes in `bounds.properties.crs`. */
export const SH_CRS = {
  [OUTPUT_CRS.wgs84]: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84',
  [OUTPUT_CRS.webMercator]: 'http://www.opengis.net/def/crs/EPSG/0/3857',
} as const satisfies Record<OutputCrs, string>;

/** `previewMode` values of a Sentinel-2 / Landsat data filter. */
const PREVIEW_MODES = ['DETAIL', 'PREVIEW', 'EXTENDED_PREVIEW'] as const;

/** A lon/lat box in Web Mercator metres (EPSG:3857), [minx, miny, maxx, maxy]. */
export function mercatorBbox(bbox: ImageryBbox): [number, number, number, number] {
  return [...lonLatToMercator(bbox[0], bbox[1]), ...lonLatToMercator(bbox[2], bbox[3])];
}

/** `input.bounds` of a box in an output CRS (WGS84 lon/lat → CRS84; Web Mercator → metres). */
export function shBounds(bbox: ImageryBbox, crs: OutputCrs) {
  return {
    bbox: crs === OUTPUT_CRS.webMercator ? mercatorBbox(bbox) : [...bbox],
    properties: { crs: SH_CRS[crs] },
  };
}

/** One `input.data` entry: collection type, time range, cloud limit, mosaicking, processing. */
export function shInputData(
  request: Pick<
    ProviderRenderRequest,
    | 'satellite'
    | 'from'
    | 'to'
    | 'maxCloudCoverage'
    | 'previewMode'
    | 'upsampling'
    | 'downsampling'
    | 'orthorectify'
    | 'backCoeff'
    | 'demInstance'
  >,
  landsat?: ShLandsatCollection,
  withTimeRange = true,
): Record<string, unknown> {
  const radar = isRadar(request.satellite);
  const preview = request.previewMode?.toUpperCase();
  const dataFilter = {
    ...(withTimeRange ? { timeRange: { from: request.from, to: request.to } } : {}),
    ...(radar ? {} : { maxCloudCoverage: request.maxCloudCoverage }),
    mosaickingOrder: 'mostRecent',
    ...(!radar && PREVIEW_MODES.some((m) => m === preview) ? { previewMode: preview } : {}),
  };
  const processing = {
    ...(request.upsampling ? { upsampling: request.upsampling } : {}),
    ...(request.downsampling ? { downsampling: request.downsampling } : {}),
    ...(radar && request.orthorectify !== undefined ? { orthorectify: request.orthorectify } : {}),
    ...(radar && request.backCoeff ? { backCoeff: request.backCoeff } : {}),
    ...(radar && request.demInstance ? { demInstance: request.demInstance } : {}),
  };
  return {
    type: shCollectionOf(request.satellite, landsat),
    dataFilter,
    ...(Object.keys(processing).length > 0 ? { processing } : {}),
  };
}

/**
 * The Process API body of a render: `input.bounds` (bbox + CRS), one `input.data` entry,
 * `output` (width, height, one `default` response in the requested format, JPEG quality) and the
 * evalscript.
 */
export function processRequestBody(
  request: ProviderRenderRequest,
  landsat?: ShLandsatCollection,
): Record<string, unknown> {
  const jpeg = request.contentType === 'image/jpeg';
  return {
    input: {
      bounds: shBounds(request.bbox, request.crs),
      data: [shInputData(request, landsat)],
    },
    output: {
      width: request.width,
      height: request.height,
      responses: [
        {
          identifier: 'default',
          format: {
            type: request.contentType,
            ...(jpeg && request.quality !== undefined ? { quality: request.quality } : {}),
          },
        },
      ],
    },
    evalscript: request.evalscript,
  };
}
