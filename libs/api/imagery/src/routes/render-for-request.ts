import type { Static } from '@sinclair/typebox';
import { MESSAGES } from '@unfurl/domain';
import { IMAGERY_ERROR_CODE, ImageryError, ImageryInputError } from '../imagery-error';
import type { ImageryProvider } from '../providers/imagery-provider';
import { renderImage } from '../render/render-image';
import type { RenderRequest, RenderResult } from '../render/render-image';
import { RESAMPLING } from '../render/resampling';
import type { StageResolver } from '../render/stage-resolver';
import type { GenerateImageBodySchema } from './imagery.schema';
import { checkImageSize, parseBbox, parseTimeRange } from './parse-request';

/** Scenes considered for one mosaic (newest first). */
const MOSAIC_SCENES = 5;

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
): Promise<RenderResult> {
  const bbox = parseBbox(body.bbox);
  const range = parseTimeRange(body.timeRange);
  checkImageSize(body.width, body.height);
  const stage = resolveStage(body);
  const found = await provider.search(
    { bbox, ...range, satellites: [body.satellite], limit: MOSAIC_SCENES },
    signal,
  );
  const scenes = found.filter((s) => stage.inputBands.every((b) => s.bands[b]));
  if (scenes.length === 0) {
    if (found.length > 0) {
      throw new ImageryInputError(
        `${stage.name} needs bands ${stage.inputBands.join(', ')}, which ${body.satellite} scenes do not have`,
        IMAGERY_ERROR_CODE.unsupported,
      );
    }
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
    ...(signal ? { signal } : {}),
  });
}
