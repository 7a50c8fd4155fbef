import {
  LISTING_STATUS,
  completeListing,
  getListing,
  insertUploadedListing,
  moveListingStatus,
} from '@unfurl/api-db';
import {
  boxToWkt,
  checkRemoteLayer,
  describeRemoteLayer,
  lonLatBox,
} from '@unfurl/api-listing-processing';
import type { RemoteLayerDescription } from '@unfurl/api-listing-processing';
import {
  BadRequestError,
  NotFoundError,
  parseListingId,
  requirePermission,
  signedInUser,
  tenantOf,
  requireConfirmedEmail,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { PERMISSION_LEVEL, titleSlug } from '@unfurl/domain';
import {
  ApiErrorSchema,
  ListingIdParamsSchema,
  RemoteLayerCreatedSchema,
  RemoteLayerRequestSchema,
  RemoteLayerSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import { checkedCategories, cleanTags } from './upload-request';
import type { UploadsContext } from './uploads-context';

/** Object key of a remote layer listing's description. */
export const remoteLayerKey = (listingId: number): string => `listings/${listingId}/layer.json`;

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/**
 * Listings registered by URL (issue #4): `POST /v1/listings/remote-layer` checks a TILE_LAYER,
 * EXTERNAL_TILE_LAYER, WMS or WMTS URL through the SSRF guard, then creates a ready listing
 * whose file is the layer's description; `GET /v1/listings/{id}/remote-layer` returns it.
 */
export const remoteLayerRoutes: ResourcePlugin<UploadsContext> = async (app, options) => {
  const { db, store } = options;

  app.post(
    '/v1/listings/remote-layer',
    {
      preValidation: [requirePermission(PERMISSION_LEVEL.Write), requireConfirmedEmail],
      schema: {
        tags: ['listings'],
        summary: 'Register a tile, WMS or WMTS layer by URL (checked by reading the service)',
        headers: SubdomainHeadersSchema,
        body: RemoteLayerRequestSchema,
        response: { 201: RemoteLayerCreatedSchema, ...errors, 422: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { body } = request;
      const { metadata } = body;
      const bounds = metadata.bounds === undefined ? undefined : lonLatBox(metadata.bounds);
      if (metadata.bounds !== undefined && bounds === undefined) {
        throw new BadRequestError('Bounds must be [west, south, east, north] in degrees.');
      }
      const categories = checkedCategories(metadata.categories);
      // Checked before anything is stored: a refused URL leaves nothing behind.
      const check = await checkRemoteLayer(body.type, body.url, {
        policy: options.remoteLayerPolicy,
        ...(options.remoteLayerTimeoutMs !== undefined
          ? { timeoutMs: options.remoteLayerTimeoutMs }
          : {}),
      });
      const layer = describeRemoteLayer(check, body.layer, bounds);
      const id = await insertUploadedListing(db, {
        tenantId: tenantOf(request).tenant.id,
        userId: user.userId,
        title: metadata.title.trim() || layer.title || body.type,
        description: metadata.description ?? '',
        seoTitle: titleSlug(metadata.title),
        listingType: body.type,
        tags: cleanTags(metadata.tags),
        categories,
        filename: 'layer.json',
        worldfile: undefined,
        crs: undefined,
        bounds: [...layer.bbox],
      });
      await store.put(
        remoteLayerKey(id),
        new TextEncoder().encode(JSON.stringify(layer)),
        'application/json',
      );
      await moveListingStatus(db, id, [LISTING_STATUS.pendingUpload], LISTING_STATUS.processing);
      await completeListing(db, id, {
        listingType: body.type,
        geometryWkt: boxToWkt(layer.bbox),
        filePath: remoteLayerKey(id),
        previews: [],
      });
      return reply.status(201).send({ listingId: id, status: LISTING_STATUS.ready, layer });
    },
  );

  app.get(
    '/v1/listings/:id/remote-layer',
    {
      schema: {
        tags: ['listings'],
        summary: 'The layer a TILE_LAYER, EXTERNAL_TILE_LAYER, WMS or WMTS listing draws',
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: RemoteLayerSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const listing = await getListing(db, tenantOf(request).scope, id);
      const stored = listing ? await store.get(remoteLayerKey(id)) : undefined;
      if (!stored) throw new NotFoundError(`Listing ${id} is not a remote layer`);
      return JSON.parse(new TextDecoder().decode(stored.bytes)) as RemoteLayerDescription;
    },
  );
};
