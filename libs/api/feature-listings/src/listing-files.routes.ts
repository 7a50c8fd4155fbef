import {
  countListingFiles,
  deleteListingFile,
  findListingFile,
  insertListingFile,
  listListingFiles,
} from '@unfurl/api-db';
import type { ListingFile } from '@unfurl/api-db';
import { LISTING_FILE_LIMITS } from '@unfurl/domain';
import {
  HttpError,
  NotFoundError,
  parseListingId,
  requireOwnerOrAdmin,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import { UPLOAD_ACCEPT, safeFileName } from '@unfurl/api-storage';
import type { ObjectStore } from '@unfurl/api-storage';
import {
  AddFileBodySchema,
  ApiErrorSchema,
  ListingFileParamsSchema,
  ListingFileSchema,
  ListingFilesSchema,
  ListingIdParamsSchema,
  NoContentSchema,
  SubdomainHeadersSchema,
} from '@unfurl/validators';
import type { ListingsOptions } from './listings-options';
import { listingOwnerOf } from './listing-owner';

/** Error codes of the file routes. */
export const LISTING_FILE_ERROR_CODE = { tooManyFiles: 'TOO_MANY_FILES' } as const;

/** Folder of one file's object. */
export const listingFilePrefix = (listingId: number, fileId: number): string =>
  `listings/${listingId}/files/${fileId}/`;

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

/** The wire form of a file (its link, no upload). */
function toEntry(file: ListingFile) {
  return {
    id: file.id,
    listingId: file.listingId,
    type: file.type,
    listingType: file.listingType,
    filename: file.filename,
    title: file.title,
    description: file.description,
    path: file.objectKey,
    url: `/listing-file/${file.listingId}/${file.id}`,
    createdAt: file.createdAt,
  };
}

/** The wire form of a file with a fresh signed upload. */
function toWire(store: ObjectStore, file: ListingFile) {
  const upload = store.signUpload(file.objectKey, {
    maxBytes: LISTING_FILE_LIMITS.maxBytes,
    accept: UPLOAD_ACCEPT.any,
  });
  return {
    ...toEntry(file),
    upload: {
      url: upload.url,
      method: upload.method,
      expiresAt: upload.expiresAt,
      maxBytes: upload.maxBytes,
    },
  };
}

/**
 * `GET /v1/listings/{id}/files` (the files with their links, oldest first), `POST
 * /v1/listings/{id}/files` (type, listingType, filename, title, description → the file with a
 * signed upload URL for its bytes) and `DELETE /v1/listings/{id}/files/{fileId}` (1§7), for the
 * listing's owner or a tenant Admin. Files are served by `GET /listing-file/{id}/{file}`.
 */
export const listingFilesRoutes: ResourcePlugin<ListingsOptions> = async (app, { db, store }) => {
  const ownerOrAdmin = requireOwnerOrAdmin(listingOwnerOf(db));

  app.get(
    '/v1/listings/:id/files',
    {
      ...ownerOrAdmin,
      schema: {
        tags: ['listings'],
        summary: "A listing's added files with their links, oldest first (owner or Admin)",
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        response: { 200: ListingFilesSchema, ...errors },
      },
    },
    async (request) => {
      const id = parseListingId(request.params.id);
      const files = await listListingFiles(db, tenantOf(request).tenant.id, id);
      return { files: files.map(toEntry) };
    },
  );

  app.post(
    '/v1/listings/:id/files',
    {
      ...ownerOrAdmin,
      schema: {
        tags: ['listings'],
        summary: 'Add a file to a listing: returns it with a signed PUT URL for the bytes',
        headers: SubdomainHeadersSchema,
        params: ListingIdParamsSchema,
        body: AddFileBodySchema,
        response: { 201: ListingFileSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const id = parseListingId(request.params.id);
      const { body } = request;
      if ((await countListingFiles(db, id)) >= LISTING_FILE_LIMITS.maxFiles) {
        throw new HttpError(
          409,
          LISTING_FILE_ERROR_CODE.tooManyFiles,
          `A map can have at most ${LISTING_FILE_LIMITS.maxFiles} files; delete one first.`,
        );
      }
      const filename = safeFileName(body.filename);
      const file = await insertListingFile(
        db,
        {
          listingId: id,
          userId: user.userId,
          type: body.type.toLowerCase(),
          listingType: body.listingType,
          filename,
          title: body.title?.trim() || filename,
          description: body.description ?? '',
        },
        (fileId) => `${listingFilePrefix(id, fileId)}${filename}`,
      );
      return reply.status(201).send(toWire(store, file));
    },
  );

  app.delete(
    '/v1/listings/:id/files/:fileId',
    {
      ...ownerOrAdmin,
      schema: {
        tags: ['listings'],
        summary: 'Remove a file from a listing (owner or Admin)',
        headers: SubdomainHeadersSchema,
        params: ListingFileParamsSchema,
        response: { 204: NoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = parseListingId(request.params.id);
      const { fileId } = request.params;
      const file = await findListingFile(db, tenantOf(request).tenant.id, id, fileId);
      if (!file) throw new NotFoundError(`Listing ${id} has no file ${fileId}`);
      await deleteListingFile(db, file.id);
      await store.deletePrefix(listingFilePrefix(id, file.id));
      return reply.status(204).send(null);
    },
  );
};
