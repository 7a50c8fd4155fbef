import { georeferenceOf } from '../encode/geo-keys';
import { encodeRasterGeoTiff, rgbaRaster } from '../encode/raster-geotiff';
import type { StageRaster } from '../encode/raster-geotiff';
import type { Scene } from '../scene';
import { encodeImage, IMAGE_CONTENT_TYPE } from '../encode/encode-image';
import type { ImageContentType, PngEncoder } from '../encode/encode-image';
import { toRgba } from './evalscript-stage';
import type { BandArrays } from './pixel-stage';
import type { OutputGrid } from '../warp/output-grid';
import type { PixelStage, StageContext } from './pixel-stage';
import { emptyTimings, readBands } from './read-bands';
import type { StageTimings } from './read-bands';
import { readSceneBands, unionDataMask } from './read-scene-bands';
import { RESAMPLING } from '../warp/resampling';
import type { Resampling } from '../warp/resampling';

/** One render: scenes (newest first), output grid, pixel stage, encoding and time range. */
export interface RenderRequest extends OutputGrid {
  readonly scenes: readonly Scene[];
  readonly stage: PixelStage;
  readonly contentType: ImageContentType;
  readonly quality?: number | undefined;
  /** PNG zlib level 0..9 (default `DEFAULT_PNG_COMPRESSION_LEVEL`, 5). */
  readonly pngCompressionLevel?: number | undefined;
  /** PNG encoder (default `bands`; `sharp` the fallback). */
  readonly pngEncoder?: PngEncoder | undefined;
  /** Default bilinear. */
  readonly resampling?: Resampling;
  readonly signal?: AbortSignal;
  /** The requested time range (ISO), as ORBIT/TILE scripts see it in `preProcessScenes`. */
  readonly from?: string;
  readonly to?: string;
}

/** The encoded image with the raw RGBA and where the time went. */
export interface RenderResult {
  readonly image: Buffer;
  readonly rgba: Uint8Array;
  readonly timings: StageTimings;
}

/**
 * Renders an image: reads the COG windows it needs (overview level by gdalwarp's rule),
 * reprojects them to the output grid, runs the pixel stage and encodes PNG or JPEG, or a GeoTIFF
 * of the script's own output (its bands and sample type) in the grid's CRS.
 */
export async function renderImage(request: RenderRequest): Promise<RenderResult> {
  const timings = emptyTimings();
  const { width, height } = request;
  const { bands, context } = await readInput(request, timings);
  request.signal?.throwIfAborted();
  if (request.contentType === IMAGE_CONTENT_TYPE.tiff)
    return renderGeoTiff(request, bands, context, timings);
  const t0 = performance.now();
  const rgba = await request.stage.run(bands, width, height, request.signal, context);
  request.signal?.throwIfAborted();
  const t1 = performance.now();
  timings.script = t1 - t0;
  const image = await encodeImage(rgba, width, height, {
    contentType: request.contentType,
    quality: request.quality,
    ...(request.pngCompressionLevel === undefined
      ? {}
      : { pngCompressionLevel: request.pngCompressionLevel }),
    ...(request.pngEncoder === undefined ? {} : { pngEncoder: request.pngEncoder }),
  });
  timings.encode = performance.now() - t1;
  return { image, rgba, timings };
}

/**
 * The stage's input: SIMPLE stages get the scenes mosaicked newest first (the fast path); ORBIT
 * and TILE stages get each scene's own bands with its date in `context.scenes`, and the union
 * `dataMask` as `bands`.
 */
async function readInput(
  request: RenderRequest,
  timings: StageTimings,
): Promise<{ bands: BandArrays; context: StageContext | undefined }> {
  const { stage, signal } = request;
  const resampling = request.resampling ?? RESAMPLING.bilinear;
  const mosaicking = stage.mosaicking ?? 'SIMPLE';
  if (mosaicking === 'SIMPLE') {
    const bands = await readBands(
      request.scenes,
      stage.inputBands,
      request,
      resampling,
      timings,
      signal,
    );
    return { bands, context: undefined };
  }
  const scenes = await readSceneBands(
    request.scenes,
    mosaicking,
    stage.inputBands,
    request,
    resampling,
    timings,
    signal,
  );
  const context: StageContext = {
    scenes,
    ...(request.from === undefined ? {} : { from: request.from }),
    ...(request.to === undefined ? {} : { to: request.to }),
  };
  return { bands: unionDataMask(scenes, request.width * request.height), context };
}

/** The script stage's own output (or its RGBA) as a GeoTIFF; `rgba` as the PNG would show it. */
async function renderGeoTiff(
  request: RenderRequest,
  bands: BandArrays,
  context: StageContext | undefined,
  timings: StageTimings,
): Promise<RenderResult> {
  const { stage, width, height, signal } = request;
  const mask = bands['dataMask'];
  const t0 = performance.now();
  let raster: StageRaster;
  let rgba: Uint8Array;
  if (stage.raster) {
    raster = await stage.raster(bands, width, height, signal, context);
    rgba = toRgba(raster.data, raster.bands, mask!);
  } else {
    rgba = await stage.run(bands, width, height, signal, context);
    raster = rgbaRaster(rgba);
  }
  signal?.throwIfAborted();
  const t1 = performance.now();
  timings.script = t1 - t0;
  const image = await encodeRasterGeoTiff(raster, mask, width, height, georeferenceOf(request));
  timings.encode = performance.now() - t1;
  return { image, rgba, timings };
}
