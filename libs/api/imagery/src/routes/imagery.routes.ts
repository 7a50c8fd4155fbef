import { randomBytes } from 'node:crypto';
import type { Static } from '@sinclair/typebox';
import type { ResourcePlugin } from '@unfurl/api-http';
import { getShortUrl, insertShortUrl } from '@unfurl/api-db';
import type { Queryable } from '@unfurl/api-db';
import { MESSAGES } from '@unfurl/domain';
import type { ImagerySearchItemSchema } from '@unfurl/validators';
import {
  ApiErrorSchema,
  AvailableDatesBodySchema,
  AvailableDatesResponseSchema,
  EvalscriptErrorSchema,
  GenerateImageBodySchema,
  ImageResponseSchema,
  ImagerySearchBodySchema,
  ImagerySearchResponseSchema,
  ShortUrlBodySchema,
  ShortUrlIdSchema,
  ShortUrlParamsSchema,
  ShortUrlRecordSchema,
  StatisticsBodySchema,
  PointValueBodySchema,
  PointValueResponseSchema,
  StatisticsResponseSchema,
  WmsQuerySchema,
} from '@unfurl/validators';
import { createImageCache, DEFAULT_IMAGE_CACHE_BYTES } from '../cache/image-cache';
import type { ImageCache } from '../cache/image-cache';
import { IMAGERY_ERROR_CODE, ImageryError } from '../imagery-error';
import type { ImageryProvider } from '../providers/imagery-provider';
import type { ImagerySearchItem } from '../scene';
import type { RenderRequest, RenderResult } from '../render/render-image';
import { sandboxedStages } from '../render/stage-resolver';
import type { StageResolver } from '../render/stage-resolver';
import { DEFAULT_SANDBOX_LIMITS, SCRIPT_QUOTAS } from '../sandbox/sandbox-limits';
import type { SandboxLimits, ScriptQuota } from '../sandbox/sandbox-limits';
import { availableDays } from './available-dates';
import { clientGone, imageResponder } from './image-responder';
import type { GenerateBody } from './image-responder';
import { scriptGates } from './script-gate';
import { parseBbox, parseTimeRange } from './parse-request';
import { computePointValue } from './point-value-for-request';
import { computeStatistics } from './statistics-for-request';
import { wmsCapabilities } from './wms-capabilities';
import { parseWmsQuery } from './wms-params';

/** Options of {@link imageryRoutes}. */
export type ImageryRoutesOptions = {
  readonly db: Queryable;
  readonly provider: ImageryProvider;
  /**
   * Picks the pixel stage of a render (default `sandboxedStages(sandboxLimits)`: built-in
   * scripts in-process, user evalscripts in an isolated-vm isolate).
   */
  readonly resolveStage?: StageResolver;
  /** Time and memory limits of a user evalscript (default 20 s, 128 MB). */
  readonly sandboxLimits?: SandboxLimits;
  /** Per-client quotas of custom evalscripts (default {@link SCRIPT_QUOTAS}). */
  readonly scriptQuotas?: { readonly anonymous: ScriptQuota; readonly signedIn: ScriptQuota };
  /**
   * Rendered-image cache (2§9); default an in-memory LRU of 256 MB; `false` turns it off.
   * Renders of the same image in flight are always shared.
   */
  readonly cache?: ImageCache | false;
  /** Runs a render (default in-process `renderImage`; a `RenderPool`'s `render` for workers). */
  readonly render?: (request: RenderRequest) => Promise<RenderResult>;
  /** Lifetime of new share links, ms; undefined keeps them forever. */
  readonly shareTtlMs?: number;
};

const errors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  // A failing evalscript: its message names the user's own line and column when known.
  422: EvalscriptErrorSchema,
  429: ApiErrorSchema,
  502: ApiErrorSchema,
};

const tags = ['imagery'];

/** A search hit as the wire schema types it (fresh arrays: the schema's types are mutable). */
function wireSearchItem(item: ImagerySearchItem): Static<typeof ImagerySearchItemSchema> {
  return {
    ...item,
    bbox: [...item.bbox],
    instruments: [...item.instruments],
    bands: [...item.bands],
  };
}

/**
 * The imagery service (2§7): `POST /search`, `POST /available-dates`, `POST /generate-image`, `POST /generate-thumbnail`,
 * `GET /wms`, `POST /statistics`, `POST /point-value`, `POST /short-url`, `GET /short-url/{id}`. Register it under a
 * prefix ({@link imageryPlugin} uses `/imagery`).
 */
export const imageryRoutes: ResourcePlugin<ImageryRoutesOptions> = async (app, options) => {
  const { db, provider } = options;
  const limits = options.sandboxLimits ?? DEFAULT_SANDBOX_LIMITS;
  const { gateOf, gated } = scriptGates(
    app,
    options.scriptQuotas ?? SCRIPT_QUOTAS,
    limits.timeoutMs,
  );
  const serveImage = imageResponder({
    provider,
    resolveStage: options.resolveStage ?? sandboxedStages(limits),
    cache:
      options.cache === false
        ? undefined
        : (options.cache ?? createImageCache({ maxBytes: DEFAULT_IMAGE_CACHE_BYTES })),
    render: options.render,
  });

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
      const { body } = request;
      const scenes = await provider.search({
        bbox: parseBbox(body.bbox),
        ...parseTimeRange(body.timeRange),
        satellites: body.satellites,
        limit: body.limit,
      });
      return { items: scenes.map((s) => wireSearchItem(s.item)) };
    },
  );

  app.post(
    '/available-dates',
    {
      schema: {
        tags,
        summary:
          'The days with scenes over an area and time range (oldest first) with their lowest cloud cover, and whether any scene covers the area at all',
        body: AvailableDatesBodySchema,
        response: { 200: AvailableDatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { body } = request;
      const bbox = parseBbox(body.bbox);
      const range = parseTimeRange(body.timeRange);
      const scenes = await provider.search({
        bbox,
        ...range,
        satellites: body.satellites,
        limit: 500,
      });
      // Any scene over the area, any date (newest first): covered, and the newest day there.
      const newest =
        scenes.length > 0
          ? scenes
          : await provider.search({
              bbox,
              from: '1970-01-01T00:00:00.000Z',
              to: new Date().toISOString(),
              satellites: body.satellites,
              limit: 1,
            });
      const newestDay = newest
        .map((scene) => scene.item.datetime.slice(0, 10))
        .reduce<string | null>((a, b) => (a === null || b > a ? b : a), null);
      return {
        ...availableDays(scenes, body.maxCloudCover),
        covered: newest.length > 0,
        newestDay,
      };
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
              ? 'Render the newest scenes over a box as PNG, JPEG or GeoTIFF (at most 2500 px per side)'
              : 'Render a thumbnail (same fields; JPEG quality defaults to 20)',
          body: GenerateImageBodySchema,
          produces: ['image/png', 'image/jpeg', 'image/tiff'],
          response: { 200: ImageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { body } = request;
        const quality = body.quality ?? (kind === 'generate-thumbnail' ? 20 : undefined);
        return serveImage(
          reply,
          kind,
          { ...body, ...(quality === undefined ? {} : { quality }) },
          {},
          await gateOf(request, body, !provider.render),
        );
      },
    );
  }

  app.get(
    '/wms',
    {
      schema: {
        tags,
        summary:
          'Image map in WMS style (GetMap, GetCapabilities): rendered imagery as map tiles, EPSG:3857 by default',
        querystring: WmsQuerySchema,
        produces: ['image/png', 'image/jpeg', 'image/tiff', 'text/xml'],
        response: { 200: ImageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const parsed = parseWmsQuery(request.query);
      if (parsed.request === 'GetCapabilities') {
        const url = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
        return reply
          .header('content-type', 'text/xml; charset=utf-8')
          .send(wmsCapabilities(url, parsed.version));
      }
      const body: GenerateBody = {
        bbox: [...parsed.bbox],
        timeRange: parsed.timeRange,
        satellite: parsed.satellite,
        ...(parsed.script ? { evalscriptName: parsed.script.id } : {}),
        ...(parsed.evalscript ? { evalscript: parsed.evalscript } : {}),
        width: parsed.width,
        height: parsed.height,
        contentType: parsed.contentType,
      };
      return serveImage(
        reply,
        'wms',
        body,
        { crs: parsed.crs, maxCloudCoverage: parsed.maxCloudCoverage, emptyWhenNoData: true },
        await gateOf(request, body, !provider.render),
      );
    },
  );

  app.post(
    '/statistics',
    {
      schema: {
        tags,
        summary:
          "Per-day statistics of a script's outputs over an area (resolution default 200 m), Statistical API shape",
        body: StatisticsBodySchema,
        response: { 200: StatisticsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signal = clientGone(reply);
      const gate = await gateOf(request, request.body, !provider.statistics);
      const statistics = await gated(gate, signal, () =>
        computeStatistics(provider, request.body, { limits, signal }),
      );
      return { ...statistics, data: [...statistics.data] };
    },
  );

  app.post(
    '/point-value',
    {
      schema: {
        tags,
        summary:
          "The script's values at one point on one day (a built-in's index, a visual script's band reflectance, a user script's raw output)",
        body: PointValueBodySchema,
        response: { 200: PointValueResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const signal = clientGone(reply);
      const gate = await gateOf(request, request.body, !provider.statistics);
      return gated(gate, signal, () =>
        computePointValue(provider, request.body, { limits, signal }),
      );
    },
  );

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
      const { body } = request;
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
      const { id } = request.params;
      const record = /^[A-Za-z0-9_-]{4,64}$/.test(id) ? await getShortUrl(db, id) : undefined;
      if (!record) {
        throw new ImageryError(404, IMAGERY_ERROR_CODE.shareNotFound, MESSAGES.invalidShareId);
      }
      return { ...record, bbox: [...record.bbox] };
    },
  );
};
