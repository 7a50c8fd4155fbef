import type { ImageryBbox, SentinelSatelliteType } from '@unfurl/domain';
import { defaultScript } from '@unfurl/imagery-core';
import type { OutputCrs } from '../cog/crs';
import { IMAGERY_ERROR_CODE, ImageryInputError } from '../imagery-error';
import type { ImageContentType } from '../encode/encode-image';
import { builtInScriptOf } from '../render/stage-resolver';
import type { StageRequest } from '../render/stage-resolver';

/** Sentinel Hub's resampling names (`processing.upsampling` / `downsampling`). */
export type ProviderResampling = 'NEAREST' | 'BILINEAR';

/** A render done by the provider itself (validated: box, ordered range, size within limits). */
export interface ProviderRenderRequest {
  /** [west, south, east, north], EPSG:4326. */
  readonly bbox: ImageryBbox;
  /** ISO instants, inclusive. */
  readonly from: string;
  readonly to: string;
  readonly satellite: SentinelSatelliteType;
  /** The evalscript text to run (built-in scripts resolved to their text). */
  readonly evalscript: string;
  readonly width: number;
  readonly height: number;
  readonly contentType: ImageContentType;
  readonly quality?: number | undefined;
  /** Output grid: pixels regular in lon/lat (EPSG:4326) or in Web Mercator metres (EPSG:3857). */
  readonly crs: OutputCrs;
  /** Only scenes with at most this cloud cover, % (100: all). */
  readonly maxCloudCoverage: number;
  readonly upsampling?: ProviderResampling | undefined;
  readonly downsampling?: ProviderResampling | undefined;
  /** The request's `previewMode` (Sentinel Hub: DETAIL, PREVIEW, EXTENDED_PREVIEW). */
  readonly previewMode?: string | undefined;
  /** Sentinel-1 processing options of the script or request. */
  readonly orthorectify?: boolean | undefined;
  readonly backCoeff?: string | undefined;
  readonly demInstance?: string | undefined;
}

/** Statistics computed by the provider itself. */
export interface ProviderStatisticsRequest {
  readonly bbox: ImageryBbox;
  readonly from: string;
  readonly to: string;
  readonly satellite: SentinelSatelliteType;
  readonly evalscript: string;
  /** Grid size of the area at the requested resolution (2§9: 200 m by default). */
  readonly width: number;
  readonly height: number;
  readonly maxCloudCoverage: number;
}

/**
 * The evalscript text a rendering provider runs for a request: a built-in script named by
 * `evalscriptName` (or given as its exact text) → its text; no script at all → the family's True
 * Color; otherwise the request's own evalscript. A name that is no built-in and comes
 * without a script is a 400.
 */
export function scriptSourceOf(request: StageRequest): string {
  const script = builtInScriptOf(request);
  if (script === 'default') {
    return defaultScript(request.satellite === 'landsat-ot-l1' ? 'landsat' : 'sentinel').script;
  }
  if (script) return script.script;
  const source = request.evalscript?.trim();
  if (!source) {
    throw new ImageryInputError(
      `Unknown script '${request.evalscriptName?.trim()}': give its evalscript, or a built-in script name`,
      IMAGERY_ERROR_CODE.unsupported,
    );
  }
  return request.evalscript!;
}
