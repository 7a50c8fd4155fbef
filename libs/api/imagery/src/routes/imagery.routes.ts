import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { getShortUrl, insertShortUrl } from '@unfurl/api-db';
import type { Queryable } from '@unfurl/api-db';
import { MESSAGES } from '@unfurl/domain';
import { ApiErrorSchema } from '@unfurl/validators';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import type { ImageryProvider } from '../providers/imagery-provider';
import type { RenderRequest, RenderResult } from '../render/render-image';
import type { StageResolver } from '../render/stage-resolver';
import { builtInStages } from '../render/stage-resolver';
import {
  GenerateImageBodySchema,
  ImageResponseSchema,
  ImagerySearchBodySchema,
  ImagerySearchResponseSchema,
  ShortUrlBodySchema,
  ShortUrlIdSchema,
  ShortUrlParamsSchema,
  ShortUrlRecordSchema,
} from './imagery.schema';
import { parseBbox, parseTimeRange } from './parse-request';
import { renderForRequest } from './render-for-request';

/** Options of {@link imageryRoutes}. */
export interface ImageryRoutesOptions {
  readonly db: Queryable;
  readonly provider: ImageryProvider;
  /** Picks the pixel stage of a render (default: the built-in True Color). */
  readonly resolveStage?: StageResolver;
  /** Runs a render (default in-process `renderImage`; a `RenderPool`'s `render` for workers). */
  readonly render?: (request: RenderRequest) => Promise<RenderResult>;
  /** Lifetime of new share links, ms; undefined keeps them forever. */
  readonly shareTtlMs?: number;
}

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 502: ApiErrorSchema };
const tags = ['imagery'];

/**
 * The imagery service (2§7): `POST /search`, `POST /generate-image`, `POST /generate-thumbnail`,
 * `POST /short-url`, `GET /short-url/{id}`. Register it under a prefix (the app uses `/imagery`).
 */
export async function imageryRoutes(
  app: FastifyInstance,
  options: ImageryRoutesOptions,
): Promise<void> {
  const { db, provider } = options;
  const resolveStage = options.resolveStage ?? builtInStages;

  app.post(
    '/search',
    {
      schema: {
        tags,
        summary: 'Scenes over an area and time range, newest first (limit default 20)',
        body: ImagerySearchBodySchema,
        response: { 200: ImagerySearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof ImagerySearchBodySchema>;
      const scenes = await provider.search({
        bbox: parseBbox(body.bbox),
        ...parseTimeRange(body.timeRange),
        satellites: body.satellites,
        limit: body.limit,
      });
      return { items: scenes.map((s) => s.item) };
    },
  );

  for (const kind of ['generate-image', 'generate-thumbnail'] as const) {
    app.post(
      `/${kind}`,
      {
        schema: {
          tags,
          summary:
            kind === 'generate-image'
              ? 'Render the newest scenes over a box as PNG or JPEG (at most 2500 px per side)'
              : 'Render a thumbnail (same fields; JPEG quality defaults to 20)',
          body: GenerateImageBodySchema,
          produces: ['image/png', 'image/jpeg'],
          response: { 200: ImageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const body = request.body as Static<typeof GenerateImageBodySchema>;
        const abort = new AbortController();
        reply.raw.on('close', () => abort.abort());
        const quality = body.quality ?? (kind === 'generate-thumbnail' ? 20 : undefined);
        const result = await renderForRequest(
          provider,
          resolveStage,
          { ...body, ...(quality === undefined ? {} : { quality }) },
          abort.signal,
          options.render,
        );
        const t = result.timings;
        return reply
          .header('content-type', body.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header(
            'server-timing',
            `read;dur=${t.read.toFixed(1)}, warp;dur=${t.warp.toFixed(1)}, script;dur=${t.script.toFixed(1)}, encode;dur=${t.encode.toFixed(1)}`,
          )
          .send(result.image);
      },
    );
  }

  app.post(
    '/short-url',
    {
      schema: {
        tags,
        summary: 'Store a shared image record; returns its id',
        body: ShortUrlBodySchema,
        response: { 200: ShortUrlIdSchema, 409: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const body = request.body as Static<typeof ShortUrlBodySchema>;
      const bbox = parseBbox(body.bbox);
      const expiresAt = options.shareTtlMs ? new Date(Date.now() + options.shareTtlMs) : null;
      const id = body.id ?? randomBytes(6).toString('base64url');
      const stored = await insertShortUrl(db, { ...body, bbox, id }, expiresAt);
      if (!stored) {
        throw new ImageryError(409, IMAGERY_ERROR_CODE.shareIdTaken, `Share ID ${id} is taken`);
      }
      return { id };
    },
  );

  app.get(
    '/short-url/:id',
    {
      schema: {
        tags,
        summary: 'The shared image record of a short link',
        params: ShortUrlParamsSchema,
        response: { 200: ShortUrlRecordSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params as Static<typeof ShortUrlParamsSchema>;
      const record = /^[A-Za-z0-9_-]{4,64}$/.test(id) ? await getShortUrl(db, id) : undefined;
      if (!record) {
        throw new ImageryError(404, IMAGERY_ERROR_CODE.shareNotFound, MESSAGES.invalidShareId);
      }
      return record;
    },
  );
}
