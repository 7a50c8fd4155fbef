import type { Static } from '@sinclair/typebox';
import { MESSAGES } from '@unfurl/domain';
import sharp from 'sharp';
import { OUTPUT_CRS } from '../cog/crs';
import type { OutputCrs } from '../cog/crs';
import { IMAGERY_ERROR_CODE, ImageryError, ImageryInputError } from '../imagery-error';
import type { ImageryProvider } from '../providers/imagery-provider';
import { scriptSourceOf } from '../providers/provider-render';
import type { ProviderRenderRequest, ProviderResampling } from '../providers/provider-render';
import { emptyTimings } from '../render/read-bands';
import { encodeImage } from '../encode/encode-image';
import { renderImage } from '../render/render-image';
import type { RenderRequest, RenderResult } from '../render/render-image';
import { RESAMPLING } from '../warp/resampling';
import { sceneLimit } from '../render/scene-limit';
import type { StageResolver } from '../render/stage-resolver';
import type { GenerateImageBodySchema } from '@unfurl/validators';
import { checkImageSize, parseBbox, parseTimeRange } from './parse-request';

/** Scenes asked for when a cloud cover limit filters them afterwards. */
const FILTERED_SEARCH = 50;

/** Extra choices of the image-map (WMS) route. */
export interface RenderForRequestOptions {
  /** Output grid CRS (default EPSG:4326: pixels regular in lon/lat). */
  readonly crs?: OutputCrs;
  /** Only scenes with at most this cloud cover, % (default 100: all). */
  readonly maxCloudCoverage?: number;
  /** No scene over the box → a fully transparent image instead of a 404 (map tiles). */
  readonly emptyWhenNoData?: boolean;
}

/**
 * Validates a generate-image body, finds the newest scenes of the satellite over the box that
 * carry the stage's bands, and renders them. Sentinel Hub's `processing.upsampling` picks the
 * resampling (NEAREST by default, as there).
 */
export async function renderForRequest(
  provider: ImageryProvider,
  resolveStage: StageResolver,
  body: Static<typeof GenerateImageBodySchema>,
  signal?: AbortSignal,
  render: (request: RenderRequest) => Promise<RenderResult> = renderImage,
  options: RenderForRequestOptions = {},
): Promise<RenderResult> {
  const bbox = parseBbox(body.bbox);
  const range = parseTimeRange(body.timeRange);
  checkImageSize(body.width, body.height);
  if (provider.render) {
    return renderByProvider(provider.render.bind(provider), body, signal, options);
  }
  const stage = await resolveStage(body, signal);
  const maxcc = options.maxCloudCoverage ?? 100;
  // A few scenes for a SIMPLE mosaic; ORBIT/TILE scripts get as many dates as memory allows.
  const limit = sceneLimit(stage, body.width, body.height);
  const found = (
    await provider.search(
      {
        bbox,
        ...range,
        satellites: [body.satellite],
        limit: maxcc < 100 ? Math.max(FILTERED_SEARCH, limit) : limit,
        maxCloudCoverage: maxcc,
      },
      signal,
    )
  ).filter((s) => s.item.cloudCover <= maxcc);
  const scenes = found.filter((s) => stage.inputBands.every((b) => s.bands[b])).slice(0, limit);
  if (scenes.length === 0) {
    if (found.length > 0) {
      throw new ImageryInputError(
        `${stage.name} needs bands ${stage.inputBands.join(', ')}, which ${body.satellite} scenes do not have`,
        IMAGERY_ERROR_CODE.unsupported,
      );
    }
    if (options.emptyWhenNoData) return emptyImage(body, options.crs);
    throw new ImageryError(404, IMAGERY_ERROR_CODE.noData, MESSAGES.noData);
  }
  const upsampling = body.processing?.upsampling;
  return render({
    scenes,
    bbox,
    width: body.width,
    height: body.height,
    stage,
    contentType: body.contentType,
    quality: body.quality,
    resampling: upsampling === 'BILINEAR' ? RESAMPLING.bilinear : RESAMPLING.nearest,
    // ORBIT/TILE scripts see the requested range as collections.from/to.
    from: range.from,
    to: range.to,
    ...(options.crs ? { crs: options.crs } : {}),
    ...(signal ? { signal } : {}),
  });
}

const resamplingOf = (value: string | undefined): ProviderResampling | undefined =>
  value === 'NEAREST' || value === 'BILINEAR' ? value : undefined;

/**
 * A render by a provider that renders itself (Sentinel Hub's Process API): the script text
 * (built-in resolved, no script → True Color) goes to the provider with the box, range, size,
 * format, CRS and cloud limit; the answer must decode to an image of the requested size (else a
 * 502). `timings.read` is the provider's time.
 */
async function renderByProvider(
  render: (request: ProviderRenderRequest, signal?: AbortSignal) => Promise<Buffer>,
  body: Static<typeof GenerateImageBodySchema>,
  signal: AbortSignal | undefined,
  options: RenderForRequestOptions,
): Promise<RenderResult> {
  const started = performance.now();
  const image = await render(
    {
      bbox: parseBbox(body.bbox),
      ...parseTimeRange(body.timeRange),
      satellite: body.satellite,
      evalscript: scriptSourceOf(body),
      width: body.width,
      height: body.height,
      contentType: body.contentType,
      quality: body.quality,
      crs: options.crs ?? OUTPUT_CRS.wgs84,
      maxCloudCoverage: options.maxCloudCoverage ?? 100,
      upsampling: resamplingOf(body.processing?.upsampling),
      downsampling: resamplingOf(body.processing?.downsampling),
      previewMode: body.previewMode,
      orthorectify: body.processing?.orthorectify,
      backCoeff: body.processing?.backCoeff,
      demInstance: body.processing?.demInstance,
    },
    signal,
  );
  const read = performance.now() - started;
  let decoded: { data: Buffer; info: { width: number; height: number } };
  try {
    // A GeoTIFF answer may hold 16-bit or float samples: its RGBA view is cast to bytes.
    decoded = await sharp(image)
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new ImageryError(
      502,
      IMAGERY_ERROR_CODE.providerFailed,
      `The imagery provider's answer is not an image: ${String(error)}`,
    );
  }
  if (decoded.info.width !== body.width || decoded.info.height !== body.height) {
    throw new ImageryError(
      502,
      IMAGERY_ERROR_CODE.providerFailed,
      `The imagery provider answered a ${decoded.info.width} x ${decoded.info.height} image instead of ${body.width} x ${body.height}`,
    );
  }
  return {
    image,
    rgba: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength),
    timings: { ...emptyTimings(), read },
  };
}

/** A fully transparent image (black for JPEG) of the requested size (and place, for GeoTIFF). */
async function emptyImage(
  body: Static<typeof GenerateImageBodySchema>,
  crs: OutputCrs | undefined,
): Promise<RenderResult> {
  const rgba = new Uint8Array(body.width * body.height * 4);
  const image = await encodeImage(rgba, body.width, body.height, {
    contentType: body.contentType,
    quality: body.quality,
    grid: {
      bbox: parseBbox(body.bbox),
      width: body.width,
      height: body.height,
      ...(crs ? { crs } : {}),
    },
  });
  return { image, rgba, timings: emptyTimings() };
}
