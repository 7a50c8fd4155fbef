import type { Static } from '@sinclair/typebox';
import { findListingOwner, getListing } from '@unfurl/api-db';
import { toListingView } from '@unfurl/domain';
import {
  COG_TILE_TASK,
  COG_TILE_TASK_URL,
  IMAGE_CONTENT_TYPE,
  TILE_SIZE,
  boxesOverlap,
  encodeImage,
  isImageryError,
  renderCogTilePng,
  startRenderPool,
  tileLonLatBounds,
  xyzTileProblem,
} from '@unfurl/api-imagery';
import type { XyzTile } from '@unfurl/api-imagery';
import { BadRequestError, HttpError, NotFoundError, fileLinkScope } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  ListingImageSchema,
  ListingTileParamsSchema,
  ListingTileQuerySchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';
import { createListingCogs } from './listing-cogs';

/**
 * Render workers that warp, colour and encode listing tiles (the windows are read here); started
 * by the first tile, not at server start (every listings server would pay a thread otherwise).
 */
const TILE_WORKERS = 1;

/** Seconds a tile may be cached (as the previews). */
const TILE_MAX_AGE = 3600;

let emptyTile: Promise<Buffer> | undefined;
/** A fully transparent 256 × 256 PNG (tiles off the raster), made once. */
const transparentTile = (): Promise<Buffer> =>
  (emptyTile ??= encodeImage(new Uint8Array(TILE_SIZE * TILE_SIZE * 4), TILE_SIZE, TILE_SIZE, {
    contentType: IMAGE_CONTENT_TYPE.png,
  }));

/** The tile named by the path, or a 400 saying what is wrong with it. */
function parseTile(params: Static<typeof ListingTileParamsSchema>): XyzTile {
  const [z, x, y] = [params.z, params.x, params.y].map((v) => (/^\d+$/.test(v) ? Number(v) : NaN));
  const problem = xyzTileProblem(z!, x!, y!);
  if (problem)
    throw new BadRequestError(`Bad tile ${params.z}/${params.x}/${params.y}: ${problem}`);
  return { z: z!, x: x!, y: y! };
}

/** A tile's box grown by a tenth on each side: footprints may cut a projected raster's edge. */
function grown(box: readonly [number, number, number, number]): [number, number, number, number] {
  const dx = (box[2] - box[0]) / 10;
  const dy = (box[3] - box[1]) / 10;
  return [box[0] - dx, box[1] - dy, box[2] + dx, box[3] + dy];
}

/**
 * `GET /listing-tiles/{id}/{z}/{x}/{y}.png` (issue #4, beside the 2§7 file links): a 256 × 256
 * Web Mercator tile of a COG listing rendered from its stored COG (overview by zoom, only the
 * window needed, reprojected; transparent where there is no data). Tenant and reader as the
 * preview link (`subdomain` / `authorization` query, else headers), so private listings' tiles
 * reach members only. Tiles off the listing's bounds are transparent without reading the file.
 * The warp, colours and PNG encoding run on a render worker, so the event loop only reads.
 */
export const listingTilesRoutes: ResourcePlugin<ListingsOptions> = async (app, options) => {
  const { db } = options;
  const cogs = options.cogs ?? createListingCogs(options.store);
  const pool = startRenderPool(app, TILE_WORKERS, {
    tasks: { [COG_TILE_TASK]: COG_TILE_TASK_URL },
  });

  app.get(
    '/listing-tiles/:id/:z/:x/:y.png',
    {
      schema: {
        tags: ['files'],
        summary: 'A Web Mercator XYZ tile (PNG) of a COG listing',
        params: ListingTileParamsSchema,
        querystring: ListingTileQuerySchema,
        response: {
          200: ListingImageSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { params } = request;
      const tile = parseTile(params);
      const { id } = params;
      const { scope, user } = await fileLinkScope(request);
      const listing = await getListing(db, scope, id);
      if (!listing || listing.listingType !== 'COG') {
        throw new NotFoundError(`No COG listing ${id}`);
      }
      const send = (png: Buffer) =>
        reply
          .header('content-type', IMAGE_CONTENT_TYPE.png)
          .header('cache-control', `${user ? 'private' : 'public'}, max-age=${TILE_MAX_AGE}`)
          .send(png);
      const box = toListingView(listing).boundingBox;
      if (box && !boxesOverlap(grown(tileLonLatBounds(tile)), box)) {
        return send(await transparentTile());
      }
      const row = await findListingOwner(db, scope.tenantId, id);
      if (!row?.filePath || row.status !== 'ready')
        throw new NotFoundError(`Listing ${id} has no COG yet`);
      const cog = await cogs.open(row.filePath, listing.updatedAt).catch((error: unknown) => {
        request.log.warn({ err: error, listingId: id }, 'listing COG cannot be read');
        throw isImageryError(error)
          ? new HttpError(error.statusCode, error.code, error.message)
          : new HttpError(422, 'UNREADABLE_COG', `The file of listing ${id} cannot be drawn.`);
      });
      if (!cog) throw new NotFoundError(`Listing ${id} has no COG file`);
      const png = await renderCogTilePng({ ...cog, tile }, pool);
      return send(png ?? (await transparentTile()));
    },
  );
};
