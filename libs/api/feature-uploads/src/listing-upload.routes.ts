import type { FastifyRequest } from 'fastify';
import {
  findListingOwner,
  findListingUpload,
  getListing,
  getListingStatus,
  insertUploadedListing,
  softDeleteListing,
} from '@unfurl/api-db';
import {
  HttpError,
  NotFoundError,
  parseListingId,
  requireOwnerOrAdmin,
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
  ListingStatusSchema,
  ListingUploadCredentialsSchema,
  NoContentSchema,
  PresignedUrlSchema,
  SubdomainHeadersSchema,
  UploadRequestSchema,
} from '@unfurl/validators';
import { uploadCredentials } from './upload-credentials';
import type { CredentialSettings } from './upload-credentials';
import { UPLOAD_ERROR_CODE } from './upload-error-code';
import { uploadPrefix } from './upload-objects';
import { checkUploadRequest } from './upload-request';
import type { UploadsContext } from './uploads-context';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/**
 * Listing upload routes on the tenant (`/v1` scope): `POST /v1/listings/upload`,
 * `GET /v1/listings/{id}/upload|status|download`, `DELETE /v1/listings/{id}`.
 */
export const listingUploadRoutes: ResourcePlugin<UploadsContext> = async (app, options) => {
  const { db, store } = options;
  const settings: CredentialSettings = options;

  const ownerOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const id = parseListingId((request.params as { id?: string }).id);
    return (await findListingOwner(db, tenantOf(request).tenant.id, id))?.userId;
  };

  app.post(
    '/v1/listings/upload',
    {
      preValidation: [requirePermission(PERMISSION_LEVEL.Write), requireConfirmedEmail],
      schema: {
        tags: ['listings'],
        summary: 'Start an upload: creates the listing (pending-upload), returns signed PUT URLs',
        headers: SubdomainHeadersSchema,
        body: UploadRequestSchema,
        response: { 201: ListingUploadCredentialsSchema, ...errors, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { body } = request;
      const { metadata } = body;
      const checked = checkUploadRequest(body);
      const tenant = tenantOf(request).tenant;
      const worldfile = body.worldfile !== undefined;
      const id = await insertUploadedListing(db, {
        tenantId: tenant.id,
        userId: user.userId,
        title: metadata.title.trim() || body.filename,
        description: metadata.description ?? '',
        seoTitle: titleSlug(metadata.title),
        listingType: checked.listingType,
        tags: checked.tags,
        categories: checked.categories,
        filename: body.filename,
        worldfile: body.worldfile,
        crs: worldfile ? metadata.crs : undefined,
        bounds: worldfile ? undefined : checked.bounds,
      });
      const upload = await findListingUpload(db, tenant.id, id);
      if (!upload) throw new Error(`listing ${id} was inserted without its upload row`);
      return reply.status(201).send(uploadCredentials(upload, settings));
    },
  );

  app.get(
    '/v1/listings/:id/upload',
    {
      ...requireOwnerOrAdmin(ownerOf),
      schema: {
        tags: ['listings'],
        summary: "Refresh a listing's upload credentials (its owner or a tenant Admin)",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: ListingUploadCredentialsSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const upload = await findListingUpload(db, tenantOf(request).tenant.id, id);
      if (!upload) throw new NotFoundError(`Listing ${id} has no upload`);
      return uploadCredentials(upload, settings);
    },
  );

  app.get(
    '/v1/listings/:id/status',
    {
      schema: {
        tags: ['listings'],
        summary: "A listing's processing status (pending-upload, processing, ready, failed)",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: ListingStatusSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const visible = await getListing(db, tenantOf(request).scope, id);
      const status = visible ? await getListingStatus(db, id) : undefined;
      if (!status) throw new NotFoundError(`Listing ${id} not found`);
      return {
        listingId: id,
        status: status.status,
        code: status.statusCode,
        reason: status.statusReason,
        reviewStatus: ['APPROVED', 'REJECTED'].includes(status.reviewStatus)
          ? status.reviewStatus
          : 'PENDING',
      };
    },
  );

  app.get(
    '/v1/listings/:id/download',
    {
      schema: {
        tags: ['listings'],
        summary: "A signed download URL of a listing's file (`presignedUrl`)",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: PresignedUrlSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const { tenant, scope } = tenantOf(request);
      const visible = await getListing(db, scope, id);
      const owner = visible ? await findListingOwner(db, tenant.id, id) : undefined;
      if (!owner) throw new NotFoundError(`Listing ${id} not found`);
      if (!owner.filePath || !(await store.exists(owner.filePath))) {
        throw new HttpError(409, UPLOAD_ERROR_CODE.notReady, 'This map has no file to download.');
      }
      return {
        presignedUrl: store.signDownload(owner.filePath, Math.floor(Date.now() / 1000) + 900),
      };
    },
  );

  app.delete(
    '/v1/listings/:id',
    {
      ...requireOwnerOrAdmin(ownerOf),
      schema: {
        tags: ['listings'],
        summary: 'Delete a listing (its owner or a tenant Admin); later fetches are 404',
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = parseListingId(request.params.id);
      await softDeleteListing(db, id);
      await store.deletePrefix(`listings/${id}/`);
      await store.deletePrefix(uploadPrefix(id));
      return reply.status(204).send(null);
    },
  );
};
