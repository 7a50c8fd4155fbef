import type { Scene } from '../scene';
import { encodeImage } from './encode-image';
import type { ImageContentType } from './encode-image';
import type { OutputGrid } from './output-grid';
import type { PixelStage } from './pixel-stage';
import { emptyTimings, readBands } from './read-bands';
import type { StageTimings } from './read-bands';
import { RESAMPLING } from './resampling';
import type { Resampling } from './resampling';

/** One render: scenes (newest first), output grid, pixel stage and encoding. */
export interface RenderRequest extends OutputGrid {
  readonly scenes: readonly Scene[];
  readonly stage: PixelStage;
  readonly contentType: ImageContentType;
  readonly quality?: number | undefined;
  /** Default bilinear. */
  readonly resampling?: Resampling;
  readonly signal?: AbortSignal;
}

/** The encoded image with the raw RGBA and where the time went. */
export interface RenderResult {
  readonly image: Buffer;
  readonly rgba: Uint8Array;
  readonly timings: StageTimings;
}

/**
 * Renders an image: reads the COG windows it needs (overview level by gdalwarp's rule),
 * reprojects them to the output grid, runs the pixel stage and encodes PNG or JPEG.
 */
export async function renderImage(request: RenderRequest): Promise<RenderResult> {
  const timings = emptyTimings();
  const { width, height } = request;
  const bands = await readBands(
    request.scenes,
    request.stage.inputBands,
    request,
    request.resampling ?? RESAMPLING.bilinear,
    timings,
    request.signal,
  );
  const t0 = performance.now();
  const rgba = await request.stage.run(bands, width, height);
  const t1 = performance.now();
  timings.script = t1 - t0;
  const image = await encodeImage(rgba, width, height, {
    contentType: request.contentType,
    quality: request.quality,
  });
  timings.encode = performance.now() - t1;
  return { image, rgba, timings };
}
