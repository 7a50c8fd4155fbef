import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  LISTING_STATUS,
  UPLOAD_KEY,
  findListingUploadById,
  moveListingStatus,
  recordUploadedKey,
} from '@unfurl/api-db';
import type { UploadKey } from '@unfurl/api-db';
import { BadRequestError, HttpError, NotFoundError, parseListingId } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  UploadPutParamsSchema,
  UploadPutQuerySchema,
  UploadPutResultSchema,
} from '@unfurl/validators';
import { UPLOAD_PUT_PREFIX } from './upload-credentials';
import { UPLOAD_ERROR_CODE } from './upload-error-code';
import { uploadFile } from './upload-files';
import { streamToFile, tooLargeError } from './stream-to-file';
import type { UploadsContext } from './uploads-context';

const isUploadKey = (key: string): key is UploadKey =>
  key === UPLOAD_KEY.file || key === UPLOAD_KEY.worldfile;

/**
 * `PUT /v1/listing-uploads/{id}/{key}`: the raw bytes of one upload key, authorised by the URL's
 * signature (no `Subdomain` header, no sign-in). Streams to disk (bounded memory) with the signed
 * size limit; a retry overwrites. When every declared key has arrived the listing moves to
 * processing and is queued.
 */
export const uploadPutRoutes: ResourcePlugin<UploadsContext> = async (app, options) => {
  const { db } = options;
  app.removeAllContentTypeParsers();
  // The body is not parsed: the handler streams `request.raw` to disk.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.put(
    `${UPLOAD_PUT_PREFIX}/:id/:key`,
    {
      schema: {
        tags: ['listings'],
        summary: 'Upload one file of a listing to its signed URL (raw bytes as the body)',
        params: UploadPutParamsSchema,
        querystring: UploadPutQuerySchema,
        response: {
          201: UploadPutResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const id = parseListingId(params.id);
      const key = params.key;
      const expiresAt = Number(query.expires);
      const maxBytes = Number(query.max);
      const valid =
        isUploadKey(key) &&
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
      if (Number.isFinite(declared) && declared > maxBytes) throw tooLargeError(maxBytes);
      const target = uploadFile(options.uploadsDir, id, key);
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
      await recordUploadedKey(db, id, key, size);
      const after = await findListingUploadById(db, id);
      const complete =
        after !== undefined &&
        after.fileSize !== null &&
        (!after.worldfile || after.worldfileSize !== null);
      let status: string = after?.status ?? upload.status;
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
};
