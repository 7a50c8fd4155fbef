import {
  LISTING_STATUS,
  UPLOAD_KEY,
  findListingUploadById,
  moveListingStatus,
  recordUploadedKey,
} from '@unfurl/api-db';
import type { UploadKey } from '@unfurl/api-db';
import { HttpError, NotFoundError, parseListingId } from '@unfurl/api-http';
import type { ResourcePlugin } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  UploadPutParamsSchema,
  UploadPutQuerySchema,
  UploadPutResultSchema,
} from '@unfurl/validators';
import { UPLOAD_PUT_PREFIX } from './upload-credentials';
import { UPLOAD_ERROR_CODE } from './upload-error-code';
import { PROCESS_LISTING_JOB } from './process-listing.job';
import { tooLargeError } from './stream-to-file';
import { storeUploadBody } from './upload-body';
import { uploadObjectKey } from './upload-objects';
import type { UploadsContext } from './uploads-context';

const isUploadKey = (key: string): key is UploadKey =>
  key === UPLOAD_KEY.file || key === UPLOAD_KEY.worldfile;

/**
 * `PUT /v1/listing-uploads/{id}/{key}`: the raw bytes of one upload key, authorised by the URL's
 * signature (no `Subdomain` header, no sign-in). Streams into the object store under
 * `uploads/{id}/{key}` (bounded memory) with the signed size limit; a retry overwrites. When every
 * declared key is stored the listing moves to processing and a `process-listing` job is sent.
 */
export const uploadPutRoutes: ResourcePlugin<UploadsContext> = async (app, options) => {
  const { db } = options;
  app.removeAllContentTypeParsers();
  // The body is not parsed: the handler streams `request.raw` into the object store.
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
      const length = Number(request.headers['content-length'] ?? Number.NaN);
      const declared = Number.isSafeInteger(length) ? length : undefined;
      if (declared !== undefined && declared > maxBytes) throw tooLargeError(maxBytes);
      const size = await storeUploadBody(request.raw, declared, {
        store: options.store,
        key: uploadObjectKey(id, key),
        maxBytes,
        scratchDir: options.uploadsDir,
      });
      await recordUploadedKey(db, id, key, size);
      // Complete when every declared key is in the store (a failed processing removed them all).
      const keys: UploadKey[] = upload.worldfile ? ['file', 'worldfile'] : ['file'];
      const stored = await Promise.all(
        keys.map((each) => options.store.exists(uploadObjectKey(id, each))),
      );
      let status: string = upload.status;
      // The status moves and the job is sent in one transaction: both or neither.
      const queued =
        stored.every(Boolean) &&
        (await db.transaction(async (tx) => {
          const moved = await moveListingStatus(
            tx,
            id,
            [LISTING_STATUS.pendingUpload, LISTING_STATUS.failed],
            LISTING_STATUS.processing,
          );
          if (moved) {
            await options.jobs.send(
              PROCESS_LISTING_JOB,
              { listingId: id },
              { key: String(id), tx },
            );
          }
          return moved;
        }));
      if (queued) {
        options.jobs.wake(PROCESS_LISTING_JOB);
        status = LISTING_STATUS.processing;
      }
      return reply.status(201).send({ listingId: id, key, size, status });
    },
  );
};
