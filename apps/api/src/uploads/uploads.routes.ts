import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import {
  LISTING_STATUS,
  UPLOAD_KEY,
  findListingOwner,
  findListingUpload,
  findListingUploadById,
  getListing,
  getListingStatus,
  insertUploadedListing,
  moveListingStatus,
  recordUploadedKey,
  softDeleteListing,
} from '@unfurl/api-db';
import type { Db, ListingUpload, UploadKey } from '@unfurl/api-db';
import { claimedKind, isImageCrs } from '@unfurl/api-listing-processing';
import type { ObjectStore, UrlSigner } from '@unfurl/api-storage';
import { isCategory, PERMISSION_LEVEL } from '@unfurl/domain';
import {
  ApiErrorSchema,
  ListingIdParamsSchema,
  ListingStatusSchema,
  ListingUploadCredentialsSchema,
  PresignedUrlSchema,
  SubdomainHeadersSchema,
  UploadPutParamsSchema,
  UploadPutQuerySchema,
  UploadPutResultSchema,
  UploadRequestSchema,
} from '@unfurl/validators';
import type { ProcessingQueue } from './processing-queue';
import { uploadFile } from './upload-files';
import { slug } from '../listings/listing-metadata';
import {
  BadRequestError,
  HttpError,
  NotFoundError,
  requireOwnerOrAdmin,
  requirePermission,
  signedInUser,
  tenantOf,
} from '@unfurl/api-http';

/** Settings shared by the upload routes. */
export interface UploadsOptions {
  readonly db: Db;
  readonly store: ObjectStore;
  readonly signer: UrlSigner;
  readonly uploadsDir: string;
  readonly queue: ProcessingQueue;
  /** Largest map file (bytes); default 2 GiB (the processing limit). */
  readonly maxFileBytes?: number;
  /** Seconds a signed PUT stays valid; default 3600. */
  readonly expiresInSeconds?: number;
}

/** Error codes of the upload routes. */
export const UPLOAD_ERROR_CODE = {
  noListingId: 'NO_LISTING_ID',
  unsupportedFile: 'UNSUPPORTED_FILE',
  missingPlacement: 'MISSING_PLACEMENT',
  invalidSignature: 'INVALID_SIGNATURE',
  expired: 'LINK_EXPIRED',
  tooLarge: 'FILE_TOO_LARGE',
  empty: 'EMPTY_UPLOAD',
  alreadyUploaded: 'ALREADY_UPLOADED',
  notReady: 'NOT_READY',
} as const;

const WORLD_FILE_MAX_BYTES = 4096;
const PUT_PREFIX = '/v1/listing-uploads';
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};

const TYPE_OF_KIND = { tiff: 'COG', jpeg: 'IMAGE', png: 'IMAGE', gif: 'GIF' } as const;

/** Parses a listing id path segment: blank → 'No listing ID' (2§ errors), else a positive integer. */
export function parseListingId(raw: string | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'undefined' || text === 'null') {
    throw new BadRequestError('No listing ID', UPLOAD_ERROR_CODE.noListingId);
  }
  const id = Number(text);
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw new BadRequestError(`Invalid listing ID: ${text.slice(0, 20)}`);
  }
  return id;
}

/**
 * Listing upload routes on the tenant (`/v1` scope): `POST /v1/listings/upload`,
 * `GET /v1/listings/{id}/upload|status|download`, `DELETE /v1/listings/{id}`.
 */
export async function uploadsRoutes(app: FastifyInstance, options: UploadsOptions): Promise<void> {
  const { db, store } = options;
  const maxFileBytes = options.maxFileBytes ?? 2 * 1024 ** 3;
  const expiresIn = options.expiresInSeconds ?? 3600;

  const credentials = (upload: ListingUpload) => {
    const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
    const keys: { key: UploadKey; filename: string; maxBytes: number }[] = [
      { key: UPLOAD_KEY.file, filename: upload.filename, maxBytes: maxFileBytes },
    ];
    if (upload.worldfile) {
      keys.push({
        key: UPLOAD_KEY.worldfile,
        filename: upload.worldfile,
        maxBytes: WORLD_FILE_MAX_BYTES,
      });
    }
    return {
      listingId: upload.listingId,
      path: `listings/${upload.listingId}/`,
      filename: upload.filename,
      status: upload.status,
      uploads: keys.map(({ key, filename, maxBytes }) => {
        const signature = options.signer.sign({
          method: 'PUT',
          key: `${upload.listingId}/${key}`,
          expiresAt,
          maxBytes,
        });
        const query = new URLSearchParams({
          expires: String(expiresAt),
          max: String(maxBytes),
          signature,
        });
        return {
          key,
          filename,
          url: `${PUT_PREFIX}/${upload.listingId}/${key}?${query}`,
          method: 'PUT' as const,
          expiresAt,
          maxBytes,
        };
      }),
    };
  };

  const ownerOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const id = parseListingId((request.params as { id?: string }).id);
    return (await findListingOwner(db, tenantOf(request).tenant.id, id))?.userId;
  };

  app.post(
    '/v1/listings/upload',
    {
      preValidation: requirePermission(PERMISSION_LEVEL.Write),
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
      const body = request.body as Static<typeof UploadRequestSchema>;
      const kind = claimedKind(body.filename);
      if (kind === undefined || kind === 'world-file') {
        throw new HttpError(
          415,
          UPLOAD_ERROR_CODE.unsupportedFile,
          'Upload a GeoTIFF (.tif), a JPEG or PNG with a world file, or a GIF.',
        );
      }
      const { metadata } = body;
      if (body.worldfile !== undefined && claimedKind(body.worldfile) !== 'world-file') {
        throw new BadRequestError(
          'The world file must be a .jgw, .pgw, .wld or .tfw file.',
          UPLOAD_ERROR_CODE.unsupportedFile,
        );
      }
      if (body.worldfile !== undefined && !isImageCrs(metadata.crs ?? '')) {
        throw new BadRequestError(
          'Choose the coordinate system of the world file: EPSG:3395, EPSG:3857 or EPSG:4326.',
          UPLOAD_ERROR_CODE.missingPlacement,
        );
      }
      const bounds = metadata.bounds;
      const image = kind === 'jpeg' || kind === 'png';
      if (image && body.worldfile === undefined && bounds === undefined) {
        throw new BadRequestError(
          'A JPEG or PNG map needs its world file (.jgw, .pgw, .wld), or its bounds placed on the map.',
          UPLOAD_ERROR_CODE.missingPlacement,
        );
      }
      if (kind === 'gif' && body.worldfile === undefined && bounds === undefined) {
        throw new BadRequestError(
          'Place the GIF map: send a world file with its coordinate system, or its bounds.',
          UPLOAD_ERROR_CODE.missingPlacement,
        );
      }
      if (bounds !== undefined) {
        const [west, south, east, north] = bounds as [number, number, number, number];
        if (!(
          west >= -180 &&
          east <= 180 &&
          south >= -90 &&
          north <= 90 &&
          west < east &&
          south < north
        )) {
          throw new BadRequestError('Bounds must be [west, south, east, north] in degrees.');
        }
      }
      const categories = (metadata.categories ?? []).map((value) => value.toLowerCase());
      const unknown = categories.find((value) => !isCategory(value));
      if (unknown !== undefined) throw new BadRequestError(`Unknown category: ${unknown}`);
      const tenant = tenantOf(request).tenant;
      const id = await insertUploadedListing(db, {
        tenantId: tenant.id,
        userId: user.userId,
        title: metadata.title.trim() || body.filename,
        description: metadata.description ?? '',
        seoTitle: slug(metadata.title),
        // An image placed by hand rather than by a world file is a low-fi map (1§3).
        listingType: image && body.worldfile === undefined ? 'LO_FI' : TYPE_OF_KIND[kind],
        tags: (metadata.tags ?? []).map((tag) => tag.replace(/^#/, '').trim()).filter(Boolean),
        categories,
        filename: body.filename,
        worldfile: body.worldfile,
        crs: body.worldfile !== undefined ? metadata.crs : undefined,
        bounds: body.worldfile === undefined ? bounds : undefined,
      });
      const upload = await findListingUpload(db, tenant.id, id);
      return reply.status(201).send(credentials(upload!));
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
      const id = parseListingId((request.params as { id: string }).id);
      const upload = await findListingUpload(db, tenantOf(request).tenant.id, id);
      if (!upload) throw new NotFoundError(`Listing ${id} has no upload`);
      return credentials(upload);
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
      const id = parseListingId((request.params as { id: string }).id);
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
      const id = parseListingId((request.params as { id: string }).id);
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
        response: { 204: { type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const id = parseListingId((request.params as { id: string }).id);
      await softDeleteListing(db, id);
      await store.deletePrefix(`listings/${id}/`);
      await rm(uploadFile(options.uploadsDir, id, UPLOAD_KEY.file), { force: true });
      await rm(dirname(uploadFile(options.uploadsDir, id, UPLOAD_KEY.file)), {
        recursive: true,
        force: true,
      });
      return reply.status(204).send();
    },
  );
}

/**
 * `PUT /v1/listing-uploads/{id}/{key}`: the raw bytes of one upload key, authorised by the URL's
 * signature. Streams to disk (bounded memory) with the signed size limit; a retry overwrites.
 * When every declared key has arrived the listing moves to processing and is queued.
 */
export async function uploadPutRoutes(
  app: FastifyInstance,
  options: UploadsOptions,
): Promise<void> {
  const { db } = options;
  app.removeAllContentTypeParsers();
  // The body is not parsed: the handler streams `request.raw` to disk.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.put(
    `${PUT_PREFIX}/:id/:key`,
    {
      schema: {
        tags: ['listings'],
        summary: 'Upload one file of a listing to its signed URL (raw bytes as the body)',
        params: UploadPutParamsSchema,
        querystring: UploadPutQuerySchema,
        response: {
          201: UploadPutResultSchema,
          ...errors,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const params = request.params as Static<typeof UploadPutParamsSchema>;
      const query = request.query as Static<typeof UploadPutQuerySchema>;
      const id = parseListingId(params.id);
      const key = params.key;
      const expiresAt = Number(query.expires);
      const maxBytes = Number(query.max);
      const valid =
        (key === UPLOAD_KEY.file || key === UPLOAD_KEY.worldfile) &&
        Number.isSafeInteger(expiresAt) &&
        Number.isSafeInteger(maxBytes) &&
        options.signer.verify(
          { method: 'PUT', key: `${id}/${key}`, expiresAt, maxBytes },
          query.signature ?? '',
        );
      if (!valid) {
        throw new HttpError(403, UPLOAD_ERROR_CODE.invalidSignature, 'The link is not valid');
      }
      if (expiresAt < Date.now() / 1000) {
        throw new HttpError(403, UPLOAD_ERROR_CODE.expired, 'The link has expired');
      }
      const uploadKey = key as UploadKey;
      const upload = await findListingUploadById(db, id);
      if (!upload) throw new NotFoundError(`Listing ${id} not found`);
      if (
        upload.status !== LISTING_STATUS.pendingUpload &&
        upload.status !== LISTING_STATUS.failed
      ) {
        throw new HttpError(
          409,
          UPLOAD_ERROR_CODE.alreadyUploaded,
          `This map is already uploaded (${upload.status}).`,
        );
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        throw new HttpError(
          413,
          UPLOAD_ERROR_CODE.tooLarge,
          `The file is larger than ${maxBytes} bytes`,
        );
      }
      const target = uploadFile(options.uploadsDir, id, uploadKey);
      await mkdir(dirname(target), { recursive: true });
      const partial = `${target}.${process.pid}-${Date.now()}.part`;
      let size: number;
      try {
        size = await streamToFile(request.raw, partial, maxBytes);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      if (size === 0) {
        await rm(partial, { force: true });
        throw new BadRequestError('The upload is empty', UPLOAD_ERROR_CODE.empty);
      }
      await rename(partial, target);
      await recordUploadedKey(db, id, uploadKey, size);
      const after = (await findListingUploadById(db, id))!;
      const complete =
        after.fileSize !== null && (!after.worldfile || after.worldfileSize !== null);
      let status: string = after.status;
      if (
        complete &&
        (await moveListingStatus(
          db,
          id,
          [LISTING_STATUS.pendingUpload, LISTING_STATUS.failed],
          LISTING_STATUS.processing,
        ))
      ) {
        status = LISTING_STATUS.processing;
        options.queue.enqueue(id);
      }
      return reply.status(201).send({ listingId: id, key, size, status });
    },
  );
}

/**
 * Writes a request body to `file` chunk by chunk (back-pressure: bounded memory). Over `maxBytes`
 * the file is abandoned with a 413 and the rest of the body is read and dropped, so the client
 * still gets the answer instead of a reset connection. Resolves with the size written.
 */
function streamToFile(body: Readable, file: string, maxBytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let size = 0;
    let failed: unknown;
    const fail = (error: unknown): void => {
      if (failed !== undefined) return;
      failed = error;
      out.destroy();
      body.resume();
      reject(error);
    };
    out.on('error', fail);
    body.on('error', fail);
    body.on('aborted', () => fail(new BadRequestError('The upload was interrupted')));
    body.on('data', (chunk: Buffer) => {
      if (failed !== undefined) return;
      size += chunk.length;
      if (size > maxBytes) {
        fail(
          new HttpError(
            413,
            UPLOAD_ERROR_CODE.tooLarge,
            `The file is larger than ${maxBytes} bytes`,
          ),
        );
        return;
      }
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    });
    body.on('end', () => {
      if (failed !== undefined) return;
      out.end(() => resolve(size));
    });
  });
}
