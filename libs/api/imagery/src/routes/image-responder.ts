import type { FastifyReply } from 'fastify';
import type { Static } from '@sinclair/typebox';
import type { GenerateImageBodySchema } from '@unfurl/validators';
import type { ImageCache } from '../cache/image-cache';
import { renderKey } from '../cache/render-key';
import { createSharedRenders } from '../cache/shared-renders';
import type { ImageryProvider } from '../providers/imagery-provider';
import type { RenderRequest, RenderResult } from '../render/render-image';
import { builtInScriptOf } from '../render/stage-resolver';
import type { StageResolver } from '../render/stage-resolver';
import { checkImageSize, parseBbox, parseTimeRange } from './parse-request';
import { renderForRequest } from './render-for-request';
import type { ScriptGate } from './script-gate';
import type { RenderForRequestOptions } from './render-for-request';

/** The body of an image request (generate-image and -thumbnail; a WMS GetMap becomes one). */
export type GenerateBody = Static<typeof GenerateImageBodySchema>;

/** What {@link imageResponder} renders with. */
export interface ImageResponderOptions {
  readonly provider: ImageryProvider;
  readonly resolveStage: StageResolver;
  /** Rendered images by render key; undefined: no cache. */
  readonly cache: ImageCache | undefined;
  /** Runs a render (default in-process `renderImage`). */
  readonly render?: ((request: RenderRequest) => Promise<RenderResult>) | undefined;
}

/** Answers one image request on `reply` (see {@link imageResponder}). */
export type ImageResponse = (
  reply: FastifyReply,
  kind: string,
  body: GenerateBody,
  renderOptions?: RenderForRequestOptions,
  gate?: ScriptGate,
) => Promise<FastifyReply>;

/** An AbortSignal that fires when the client goes away before the response is complete. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const abort = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) abort.abort();
  };
  // The response closes when it is sent or when the connection drops before that.
  reply.raw.on('close', onClose);
  return abort.signal;
}

/**
 * Serves one rendered image: from the cache (x-imagery-cache: hit), by joining the same
 * image's render in flight (shared), or by rendering it (miss). The render stops when every
 * client waiting for it has gone. A render that runs a custom script first passes its `gate`
 * (a hit or a shared render takes no place).
 */
export function imageResponder(options: ImageResponderOptions): ImageResponse {
  const shared = createSharedRenders<RenderResult>();
  return async (reply, kind, body, renderOptions = {}, gate) => {
    const signal = clientGone(reply);
    const script = builtInScriptOf(body);
    const key = renderKey({
      kind,
      bbox: parseBbox(body.bbox),
      ...parseTimeRange(body.timeRange),
      width: body.width,
      height: body.height,
      satellite: body.satellite,
      scriptId: script === 'default' ? 'default' : script?.id,
      source: body.evalscript,
      contentType: body.contentType,
      quality: body.quality,
      crs: renderOptions.crs,
      resampling: body.processing?.upsampling,
      maxCloudCoverage: renderOptions.maxCloudCoverage,
    });
    checkImageSize(body.width, body.height);
    // Image headers only on success: an error must not be cached as if it were the tile.
    const imageHeaders = {
      'content-type': body.contentType,
      'cache-control': 'private, max-age=3600',
    };
    const hit = await options.cache?.get(key);
    if (hit) return reply.headers({ ...imageHeaders, 'x-imagery-cache': 'hit' }).send(hit.image);
    let started = false;
    const result = await shared.run(
      key,
      async (jobSignal) => {
        started = true;
        const release = await gate?.(jobSignal);
        try {
          const rendered = await renderForRequest(
            options.provider,
            options.resolveStage,
            body,
            jobSignal,
            options.render,
            renderOptions,
          );
          await options.cache?.set(key, { image: rendered.image, contentType: body.contentType });
          return rendered;
        } finally {
          release?.();
        }
      },
      signal,
    );
    const t = result.timings;
    return reply
      .headers({ ...imageHeaders, 'x-imagery-cache': started ? 'miss' : 'shared' })
      .header(
        'server-timing',
        `read;dur=${t.read.toFixed(1)}, warp;dur=${t.warp.toFixed(1)}, script;dur=${t.script.toFixed(1)}, encode;dur=${t.encode.toFixed(1)}`,
      )
      .send(result.image);
  };
}
