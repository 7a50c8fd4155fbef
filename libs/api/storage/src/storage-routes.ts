import type { FastifyInstance } from 'fastify';
import { typed } from '@unfurl/api-http';
import {
  ApiErrorSchema,
  SignedUrlQuerySchema,
  StoredFileSchema,
  StoredUploadSchema,
} from '@unfurl/validators';
import type { LocalObjectStore } from './local-object-store';

/** Options of {@link storageRoutes}. */
export interface StorageRoutesOptions {
  readonly store: LocalObjectStore;
  /** Largest request body accepted at all (each signed URL has its own, lower, limit). */
  readonly bodyLimit?: number;
}

const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * `PUT {prefix}/*` (raw bytes to a signed upload URL) and `GET {prefix}/*` (a signed download URL)
 * of the local object store. The signature, not a sign-in, authorises each request.
 */
export async function storageRoutes(
  instance: FastifyInstance,
  options: StorageRoutesOptions,
): Promise<void> {
  const app = typed(instance);
  const { store } = options;
  const bodyLimit = options.bodyLimit ?? 20 * 1024 * 1024;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
    done(null, body),
  );
  const keyOf = (params: unknown): string => (params as { '*': string })['*'];
  app.put(
    `${store.urlPrefix}/*`,
    {
      bodyLimit,
      schema: {
        tags: ['storage'],
        summary: 'Upload a file to a signed upload URL (the raw bytes as the body)',
        querystring: SignedUrlQuerySchema,
        response: { 201: StoredUploadSchema, ...errors, 413: ApiErrorSchema, 415: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();
      const accepted = await store.acceptUpload(keyOf(request.params), request.query, bytes);
      return reply.status(201).send(accepted);
    },
  );
  app.get(
    `${store.urlPrefix}/*`,
    {
      schema: {
        tags: ['storage'],
        summary: 'Download a file through a signed download URL',
        querystring: SignedUrlQuerySchema,
        response: { 200: StoredFileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const object = await store.openDownload(keyOf(request.params), request.query);
      const image = object.contentType.startsWith('image/');
      return (
        reply
          .type(object.contentType)
          .header('cache-control', 'private, max-age=3600')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', image ? 'inline' : 'attachment')
          // Streamed, chunked: no Content-Length, so a client is done only once the server is (a
          // keep-alive connection is then idle and a closing server does not wait on it).
          .send(object.stream)
      );
    },
  );
}
